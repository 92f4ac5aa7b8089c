/**
 * A local HTTP server that speaks the METAR providers' formats (aviationweather.gov's data API
 * and CheckWX's decoded METAR), with stations that fail in each way the service must handle.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export const awcReports: Record<string, object> = {
  // Clear and VFR, visibility "10+".
  KSFO: {
    icaoId: "KSFO",
    rawOb: "KSFO 211756Z 29012KT 10SM FEW250 18/11 A3001 RMK AO2 SLP162",
    obsTime: 1795283760,
    temp: 18,
    dewp: 11,
    wdir: 290,
    wspd: 12,
    visib: "10+",
    altim: 1016.3,
    clouds: [{ cover: "FEW", base: 25000 }],
    fltCat: "VFR",
  },
  // Gusts, rain and mist, no fltCat: the category is ours to compute (MVFR).
  KJFK: {
    icaoId: "KJFK",
    rawOb: "KJFK 211751Z 31015G25KT 4SM -RA BR OVC015 10/09 A2990",
    obsTime: 1795283460,
    temp: 10,
    dewp: 9,
    wdir: 310,
    wspd: 15,
    wgst: 25,
    visib: 4,
    altim: 1012.5,
    wxString: "-RA BR",
    clouds: [{ cover: "OVC", base: 1500 }],
  },
  // Variable wind.
  KDEN: {
    icaoId: "KDEN",
    rawOb: "KDEN 211753Z VRB04KT 10SM SCT080 05/M05 A3012",
    obsTime: 1795283580,
    temp: 5,
    dewp: -5,
    wdir: "VRB",
    wspd: 4,
    visib: "10+",
    altim: 1019.6,
    clouds: [{ cover: "SCT", base: 8000 }],
    fltCat: "VFR",
  },
  // Fog with vertical visibility 100 ft: LIFR, computed.
  EGLL: {
    icaoId: "EGLL",
    rawOb: "EGLL 211750Z 00000KT 0200 FG VV001 08/08 Q1021",
    obsTime: 1795283400,
    temp: 8,
    dewp: 8,
    wdir: 0,
    wspd: 0,
    visib: 0.12,
    altim: 1021,
    wxString: "FG",
    clouds: [{ cover: "OVX", base: 100 }],
  },
  // Only the raw METAR: everything else comes from decoding it.
  LFPG: { icaoId: "LFPG", rawOb: "LFPG 211800Z 21009KT 9999 BKN024 11/07 Q1009 NOSIG" },
  KSEA: {
    icaoId: "KSEA",
    rawOb: "KSEA 211753Z 17008KT 8SM -RA OVC030 09/07 A2981",
    fltCat: "MVFR",
  },
};

export const checkwxReports: Record<string, object> = {
  KSFO: {
    icao: "KSFO",
    raw_text: "KSFO 211756Z 29012KT 10SM FEW250 18/11 A3001 RMK AO2 SLP162",
    observed: "2026-11-21T17:56:00Z",
    flight_category: "VFR",
    temperature: { celsius: 18, fahrenheit: 64 },
    dewpoint: { celsius: 11, fahrenheit: 52 },
    wind: { degrees: 290, speed_kts: 12, speed_mph: 14 },
    visibility: { miles: "10", miles_float: 10, meters: "16,093", meters_float: 16093 },
    barometer: { hg: 30.01, hpa: 1016, kpa: 101.62, mb: 1016.3 },
    conditions: [],
    clouds: [{ code: "FEW", text: "Few", feet: 25000, base_feet_agl: 25000 }],
  },
  KJFK: {
    icao: "KJFK",
    raw_text: "KJFK 211751Z 31015G25KT 4SM -RA BR OVC015 10/09 A2990",
    observed: "2026-11-21T17:51:00Z",
    temperature: { celsius: 10 },
    dewpoint: { celsius: 9 },
    wind: { degrees: 310, speed_kts: 15, gust_kts: 25 },
    visibility: { miles_float: 4, meters_float: 6437 },
    barometer: { hg: 29.9, hpa: 1012.5 },
    conditions: [{ code: "-RA" }, { code: "BR" }],
    clouds: [{ code: "OVC", base_feet_agl: 1500 }],
  },
};

export interface FakeProvider {
  url: string;
  /** Upstream calls made, per station. */
  calls: Map<string, number>;
  headers: http.IncomingHttpHeaders[];
  close(): Promise<void>;
}

/** `port` 0 (the default) takes any free port; browser tests pass a fixed one. */
export async function startFakeWeatherProvider({
  port = 0,
}: {
  port?: number;
} = {}): Promise<FakeProvider> {
  const calls = new Map<string, number>();
  const headers: http.IncomingHttpHeaders[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const checkwx = /^\/metar\/([^/]+)\/decoded$/.exec(url.pathname);
    const station = checkwx
      ? checkwx[1]
      : url.pathname === "/api/data/metar"
        ? url.searchParams.get("ids")
        : null;
    if (!station) {
      response.writeHead(404).end();
      return;
    }
    calls.set(station, (calls.get(station) ?? 0) + 1);
    headers.push(request.headers);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (station === "ZNOT") return send(404, { error: "not found" });
    if (station === "ZERR") return send(500, { error: "boom" });
    if (station === "SLOW") {
      setTimeout(() => send(200, checkwx ? { data: [] } : []), 10_000).unref();
      return;
    }
    const report = (checkwx ? checkwxReports : awcReports)[station];
    if (checkwx) return send(200, { results: report ? 1 : 0, data: report ? [report] : [] });
    return send(200, report ? [report] : []);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    headers,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
