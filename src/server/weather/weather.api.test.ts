import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOfNewOrganization, registeredUser } from "../../../tests/server/support/factories";
import {
  type FakeProvider,
  startFakeWeatherProvider,
} from "../../../tests/server/support/fake-weather-provider";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { weatherMessages } from "../../shared/weather/metar.types";
import { WEATHER_LOOKUPS_PER_HOUR } from "./weather-budget";

const API_KEY = "ckwx-secret-key-0123456789";
let provider: FakeProvider;
let awc: TestApp;
let checkwx: TestApp;
let awcAdmin: ApiClient;
let checkwxAdmin: ApiClient;

beforeAll(async () => {
  provider = await startFakeWeatherProvider();
  awc = await startTestApp({ weather: { provider: "awc", baseUrl: provider.url } });
  checkwx = await startTestApp({
    weather: { provider: "checkwx", checkwxApiKey: API_KEY, baseUrl: provider.url },
  });
  awcAdmin = (await adminOfNewOrganization(awc)).client;
  checkwxAdmin = (await adminOfNewOrganization(checkwx)).client;
});
afterAll(async () => {
  await awc.close();
  await checkwx.close();
  await provider.close();
});

const metar = async (client: ApiClient, icao: string) => client.get(`/api/weather/metar/${icao}`);

describe("aviationweather.gov (awc)", () => {
  it("maps a clear VFR report, with every unit twin", async () => {
    const { status, body } = await metar(awcAdmin, "ksfo");
    expect(status).toBe(200);
    expect(body.metar).toEqual({
      raw: "KSFO 211756Z 29012KT 10SM FEW250 18/11 A3001 RMK AO2 SLP162",
      station: "KSFO",
      time: new Date(1795283760 * 1000).toISOString(),
      flight_category: "VFR",
      temperature: 18,
      temperature_f: 64.4,
      dewpoint: 11,
      dewpoint_f: 51.8,
      wind_speed: 12,
      wind_direction: 290,
      wind_gust: null,
      visibility: 16093,
      visibility_miles: 10,
      pressure: 1016.3,
      pressure_inhg: 30.01,
      weather: [],
      clouds: [{ cover: "FEW", base_feet: 25000 }],
    });
  });

  it("computes a missing flight category and keeps gusts and weather", async () => {
    const { body } = await metar(awcAdmin, "KJFK");
    expect(body.metar).toMatchObject({
      flight_category: "MVFR",
      wind_gust: 25,
      weather: ["-RA", "BR"],
      visibility_miles: 4,
    });
  });

  it("reads variable wind", async () => {
    expect((await metar(awcAdmin, "KDEN")).body.metar.wind_direction).toBe("VRB");
  });

  it("calls fog under a vertical visibility of 100 ft LIFR", async () => {
    const { body } = await metar(awcAdmin, "EGLL");
    expect(body.metar.flight_category).toBe("LIFR");
    expect(body.metar.visibility).toBe(193);
  });

  it("fills what the provider leaves out from the raw METAR", async () => {
    const { body } = await metar(awcAdmin, "LFPG");
    expect(body.metar).toMatchObject({
      station: "LFPG",
      temperature: 11,
      dewpoint: 7,
      wind_direction: 210,
      wind_speed: 9,
      visibility: 9999,
      pressure: 1009,
      clouds: [{ cover: "BKN", base_feet: 2400 }],
      flight_category: "MVFR",
    });
  });
});

describe("CheckWX", () => {
  it("maps the decoded report and sends the key upstream only", async () => {
    const { status, body } = await metar(checkwxAdmin, "KSFO");
    expect(status).toBe(200);
    expect(body.metar).toMatchObject({
      station: "KSFO",
      time: "2026-11-21T17:56:00.000Z",
      flight_category: "VFR",
      temperature: 18,
      wind_speed: 12,
      visibility: 16093,
      visibility_miles: 10,
      pressure: 1016,
      pressure_inhg: 30.01,
      clouds: [{ cover: "FEW", base_feet: 25000 }],
    });
    const sent = provider.headers.at(-1);
    expect(sent?.["x-api-key"]).toBe(API_KEY);
    expect(sent?.accept).toBe("application/json");
  });

  it("computes the category when CheckWX gives none", async () => {
    expect((await metar(checkwxAdmin, "KJFK")).body.metar).toMatchObject({
      flight_category: "MVFR",
      wind_gust: 25,
    });
  });

  it("never puts the key in an answer, good or bad", async () => {
    for (const icao of ["KSFO", "ZNOT", "ZERR", "EMTY", "XX!!"]) {
      expect(JSON.stringify((await metar(checkwxAdmin, icao)).body)).not.toContain(API_KEY);
    }
  });
});

describe("errors", () => {
  it.each([
    ["ZNOT", 502, weatherMessages.fetchFailedStatus(404)],
    ["ZERR", 502, weatherMessages.fetchFailedStatus(500)],
    ["EMTY", 404, weatherMessages.noData],
  ])("%s answers %i '%s'", async (icao, status, message) => {
    for (const client of [awcAdmin, checkwxAdmin]) {
      const response = await metar(client, icao);
      expect(response.status).toBe(status);
      expect(response.body.error.message).toBe(message);
    }
  });

  it("gives up on a slow provider after a few seconds, without slowing anything else", async () => {
    const started = Date.now();
    const slow = metar(awcAdmin, "SLOW");
    // Meanwhile the rest of the app answers at once.
    const health = await awcAdmin.get("/api/health");
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const response = await slow;
    expect(response.status).toBe(502);
    expect(response.body.error.message).toBe(weatherMessages.fetchFailed);
    expect(Date.now() - started).toBeLessThan(8000);
  }, 15_000);

  it("refuses a station that is not 4 letters or digits, and callers without a session", async () => {
    expect((await metar(awcAdmin, "KSF")).status).toBe(400);
    expect((await metar(awc.client(), "KSFO")).status).toBe(401);
    expect((await metar(await registeredUser(awc), "KSFO")).status).toBe(403);
  });
});

describe("the cache", () => {
  it("answers a second request within the TTL without an upstream call, for everyone", async () => {
    const other = (await adminOfNewOrganization(awc, { name: "Cache Club" })).client;
    await metar(awcAdmin, "KDEN");
    const before = provider.calls.get("KDEN") ?? 0;
    expect(before).toBeGreaterThanOrEqual(1);
    await metar(other, "KDEN");
    expect(provider.calls.get("KDEN")).toBe(before);
  });

  it("makes one upstream call for concurrent requests of one station", async () => {
    expect(
      (await Promise.all(Array.from({ length: 10 }, () => metar(awcAdmin, "KSEA")))).every(
        (r) => r.status === 200,
      ),
    ).toBe(true);
    expect(provider.calls.get("KSEA")).toBe(1);
  });
});

describe("each user's budget of provider lookups", () => {
  it("stops a walk through station codes at the budget; the provider hears no more of it", async () => {
    const walker = (await adminOfNewOrganization(awc, { name: "Walker Club" })).client;
    // Answers from the cache cost nothing, however often they are asked for.
    await metar(awcAdmin, "KDEN");
    for (let i = 0; i < WEATHER_LOOKUPS_PER_HOUR + 10; i++) {
      expect((await metar(walker, "KDEN")).status).toBe(200);
    }
    const codes = Array.from(
      { length: WEATHER_LOOKUPS_PER_HOUR + 5 },
      (_, i) => `W${String(i).padStart(3, "0")}`,
    );
    const allowed = codes.slice(0, WEATHER_LOOKUPS_PER_HOUR);
    for (const icao of allowed) {
      expect((await metar(walker, icao)).body.error.message, icao).toBe(weatherMessages.noData);
    }
    for (const icao of codes.slice(WEATHER_LOOKUPS_PER_HOUR)) {
      const refused = await metar(walker, icao);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe(weatherMessages.tooManyLookups);
      expect(provider.calls.get(icao)).toBeUndefined();
    }
    // Each unknown station reached the provider once, and asked again is answered from memory.
    for (const icao of allowed) expect(provider.calls.get(icao), icao).toBe(1);
    expect((await metar(walker, allowed[0] ?? "")).body.error.message).toBe(weatherMessages.noData);
    expect(provider.calls.get(allowed[0] ?? "")).toBe(1);
    expect((await metar(walker, "KDEN")).status).toBe(200);

    // Other people keep their own budget.
    const last = codes.at(-1) ?? "";
    expect((await metar(awcAdmin, last)).body.error.message).toBe(weatherMessages.noData);
    expect(provider.calls.get(last)).toBe(1);
  });
});
