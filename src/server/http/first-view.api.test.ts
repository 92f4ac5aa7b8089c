import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  addBooking,
  adminOfNewOrganization,
  memberOf,
  registeredUser,
  slot,
} from "../../../tests/server/support/factories";
import {
  awcReports,
  startFakeWeatherProvider,
} from "../../../tests/server/support/fake-weather-provider";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { zoneOffsetMinutes } from "../../shared/bookings/booking-rules";
import {
  FIRST_VIEW_DATA_ID,
  readFirstViewData,
  TIME_ZONE_COOKIE,
  UNITS_COOKIE,
} from "../../shared/http/first-view";

// The dashboard's and the calendar's first views, rendered by the server into index.html
// (first-view.ts): for whom, with what, and the plain page for everyone else.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Hangar</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The renderer from its source, as Vite builds it for `npm start`. */
const RENDERER = fileURLToPath(new URL("../../client/server-render.tsx", import.meta.url));

let test: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "hangar-client-"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  test = await startTestApp({ clientDir, firstViewRenderer: RENDERER });
  // Unchecked: the renderer's first pages compile its source (the pages' chunks) as they go,
  // and on a busy machine the first one takes longer than a first view may (it is then left to
  // the browser, as it should be). The tests are of rendered views, not of that start.
  const { client } = await adminOfNewOrganization(test, { name: "Warm-up Flying Club" });
  for (const page of ["/dashboard", "/bookings", "/dashboard"]) await client.get(page);
}, 120_000);
afterAll(async () => {
  await test.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The first view, as the page hands it to the browser (`null` when it has none). */
function firstViewData(html: string): {
  reads: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  renderedAt: number;
  browserTimeZone: string | null;
  weatherUnits: string | null;
} | null {
  const script = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  return script?.[1] ? (readFirstViewData(script[1]) as ReturnType<typeof firstViewData>) : null;
}

const readOf = (html: string, key: string) =>
  firstViewData(html)?.reads.queries.find((query) => query.queryKey.join("/") === key)?.state.data;

describe("a signed-in member's dashboard", () => {
  it("comes with its first view and the API's own answers for it", async () => {
    const { client: admin } = await adminOfNewOrganization(test, { name: "Harbor Aero Club" });
    const page = await admin.get("/dashboard");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    // The member's own data: no cache may keep it.
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = page.body as string;
    expect(html).toContain(">Welcome back, Amelia!</h1>");
    expect(html).toContain("You are logged in as an Administrator of Harbor Aero Club");
    expect(readOf(html, "me")).toEqual((await admin.get("/api/me")).body.user);
    expect(readOf(html, "organizations/current")).toEqual(
      (await admin.get("/api/organizations/current")).body.organization,
    );
  });

  it("holds what the API gives this member, not what an administrator sees", async () => {
    const { organization } = await adminOfNewOrganization(test, { name: "Ridge Gliding Club" });
    const member = await memberOf(test, organization.joinCode);
    const html = (await member.get("/dashboard")).body as string;
    expect(html).toContain(">Welcome back, Bessie!</h1>");
    expect(html).toContain("You are logged in as a Member of Ridge Gliding Club");
    const read = readOf(html, "organizations/current");
    expect(read).toEqual((await member.get("/api/organizations/current")).body.organization);
    expect(html).not.toContain(organization.joinCode);
  });

  it("runs no inline script, and no stored text can end its data element", async () => {
    const name = "</script><script>alert(1)</script>";
    const { client: admin } = await adminOfNewOrganization(test, { name });
    const html = (await admin.get("/dashboard")).body as string;
    expect(html).toContain("Welcome back, Amelia!");
    for (const script of html.match(/<script[^>]*>/g) ?? []) {
      expect(script).toMatch(/ src="|type="application\/json"/);
    }
    expect(html).not.toContain(name);
    expect((readOf(html, "organizations/current") as { name: string }).name).toBe(name);
  });

  // Eight at once: as many as the server renders side by side (more get the plain page).
  it("keeps each of many members rendered at once to their own club", async () => {
    const admins = await Promise.all(
      Array.from({ length: 4 }, (_, i) => adminOfNewOrganization(test, { name: `Club ${i} Aero` })),
    );
    const pages = await Promise.all(
      [...admins, ...admins].map(async ({ client }) => (await client.get("/dashboard")).body),
    );
    pages.forEach((html, i) => {
      const own = `Club ${i % admins.length} Aero`;
      expect(html).toContain(`You are logged in as an Administrator of ${own}`);
      for (const other of pages.keys()) {
        const name = `Club ${other % admins.length} Aero`;
        if (name !== own) expect(html).not.toContain(name);
      }
    });
  });

  it("is rendered whatever the query string", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    const html = (await admin.get("/dashboard?from=bookmark")).body as string;
    expect(html).toContain(">Welcome back, Amelia!</h1>");
  });
});

/** `path` asked by `client` from a browser that told the server it is in `timeZone`. */
async function pageIn(client: ApiClient, path: string, timeZone: string) {
  const cookie = `${client.cookieHeader}; ${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`;
  const response = await fetch(`${test.url}${path}`, { headers: { cookie } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** `[from, to)` of today in `timeZone`, as ISO instants: the calendar's first day. */
function todayIn(timeZone: string): { from: string; to: string } {
  const now = new Date();
  const local = new Date(now.getTime() + zoneOffsetMinutes(now, timeZone) * 60_000);
  const wallMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const midnight = (wall: number) =>
    new Date(wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000).toISOString();
  return { from: midnight(wallMidnight), to: midnight(wallMidnight + 24 * 3_600_000) };
}

/**
 * A zone where it is about 10:00 now, away from the server's UTC: today's bookings
 * made a few hours ahead are on the calendar's first day there.
 */
function zoneAtTen(): string {
  let offset = 10 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  // Never the server's own zone (at 10:xx UTC, 11:xx an hour east of it).
  if (offset === 0) offset = 1;
  // POSIX signs: Etc/GMT-7 is seven hours ahead of UTC.
  return `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

describe("the calendar", () => {
  const ZONE = zoneAtTen();

  it("comes rendered in the organization's zone, whatever the browser's, with the API's own answers", async () => {
    const { client: admin } = await adminOfNewOrganization(test, { timezone: ZONE });
    const plane = await addAircraft(admin, { registration: "N42TZ" });
    const made = await addBooking(admin, plane.id, slot(2), "Harbour circuit");
    const page = await pageIn(admin, "/bookings", "Asia/Tokyo");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = page.body;
    expect(html).toContain("N42TZ");
    const view = firstViewData(html);
    // The browser's zone as it told it: the view says its times are the organization's.
    expect(view?.browserTimeZone).toBe("Asia/Tokyo");
    expect(html).toContain(`Times are ${ZONE}`);
    expect(Math.abs((view?.renderedAt ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(readOf(html, "aircraft/list")).toEqual((await admin.get("/api/aircraft")).body.aircraft);
    const { from, to } = todayIn(ZONE);
    const day = readOf(html, `bookings/range/${from}/${to}`);
    const query = new URLSearchParams({ from, to });
    expect(day).toEqual((await admin.get(`/api/bookings?${query}`)).body);
    expect(day).toEqual({ bookings: [expect.objectContaining({ id: made.id })] });
    expect(html).toContain("Harbour circuit");
    // The view is inert until the app runs, painted once it is all parsed, and its reads come
    // after it.
    expect(html).toMatch(/<div id="root" inert>/);
    const [head = "", body = ""] = html.split("</head>");
    expect(head).toContain('<link rel="expect" href="#first-view-end" blocking="render">');
    const end = body.indexOf('<template id="first-view-end"></template>');
    expect(end).toBeGreaterThan(body.indexOf("N42TZ"));
    expect(body.indexOf(`id="${FIRST_VIEW_DATA_ID}"`)).toBeGreaterThan(end);
  });

  it("holds what the API gives this member of others' bookings", async () => {
    const { client: admin, organization } = await adminOfNewOrganization(test, {
      timezone: ZONE,
    });
    const plane = await addAircraft(admin);
    const secret = "Checkride with the examiner";
    await addBooking(admin, plane.id, slot(1), secret);
    const member = await memberOf(test, organization.joinCode);
    const html = (await pageIn(member, "/bookings", ZONE)).body;
    const { from, to } = todayIn(ZONE);
    const query = new URLSearchParams({ from, to });
    const answer = (await member.get(`/api/bookings?${query}`)).body;
    expect(answer.bookings).toHaveLength(1);
    expect(readOf(html, `bookings/range/${from}/${to}`)).toEqual(answer);
    expect(html).toContain(plane.registration);
    expect(html).not.toContain(secret);
  });

  it("is rendered on the organization's clock when the browser told no zone this server knows", async () => {
    const { client: admin } = await adminOfNewOrganization(test, { timezone: ZONE });
    const untold = (await admin.get("/bookings")).body as string;
    expect(firstViewData(untold)?.browserTimeZone).toBeNull();
    expect(untold).not.toContain("Times are");
    const { from, to } = todayIn(ZONE);
    expect(readOf(untold, `bookings/range/${from}/${to}`)).toEqual({ bookings: [] });
    for (const zone of ["Mars/Olympus_Mons", "", "UTC; other=1", "Europe/".padEnd(200, "x")]) {
      const html = (await pageIn(admin, "/bookings", zone)).body;
      expect(firstViewData(html)?.browserTimeZone).toBeNull();
    }
    // The dashboard needs no zone.
    expect((await admin.get("/dashboard")).body).toContain("Welcome back, Amelia!");
  });
});

describe("the plain page, left to the browser", () => {
  const expectPlain = (page: { status: number; headers: Headers; body: unknown }) => {
    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    expect(page.headers.get("cache-control")).toBe("no-cache");
  };

  /** `/dashboard` asked with exactly this Cookie header. */
  const dashboardWith = async (cookie: string) => {
    const response = await fetch(`${test.url}/dashboard`, { headers: { cookie } });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  it("for nobody signed in, or a session that is not one", async () => {
    expectPlain(await test.client().get("/dashboard"));
    expectPlain(await dashboardWith("hangar.session_token=forged.value"));
  });

  it("after signing out", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    const cookie = admin.cookieHeader;
    expect(cookie).toContain("hangar.session_token=");
    expect((await admin.post("/api/auth/logout")).status).toBe(204);
    expectPlain(await dashboardWith(cookie));
  });

  it("for HEAD, which has no body to render", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    const head = await admin.request("HEAD", "/dashboard");
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toBe("no-cache");
  });

  it("before onboarding is complete", async () => {
    const newcomer = await registeredUser(test);
    expectPlain(await newcomer.get("/dashboard"));
  });

  it("for pages the server does not render", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    for (const pathname of ["/", "/members", "/login", "/dashboard/more"]) {
      expectPlain(await admin.get(pathname));
    }
  });
});

describe("a server whose renderer cannot render", () => {
  const broken: TestApp[] = [];
  afterAll(async () => {
    for (const app of broken) await app.close();
  });

  it("serves the plain page when the renderer fails, or when there is none", async () => {
    const failing = path.join(clientDir, "failing-render.mjs");
    writeFileSync(
      failing,
      'export async function renderFirstView() { throw new Error("no view today"); }\n',
    );
    for (const firstViewRenderer of [failing, path.join(clientDir, "missing", "render.js")]) {
      const app = await startTestApp({ clientDir, firstViewRenderer });
      broken.push(app);
      const { client: admin } = await adminOfNewOrganization(app);
      const page = await admin.get("/dashboard");
      expect(page.status).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
    }
  });

  it("serves the plain page, and writes nothing, when a renderer tries to write", async () => {
    // Signing out through the reads' fetch would end the member's session, were it let through.
    const writing = path.join(clientDir, "writing-render.mjs");
    writeFileSync(
      writing,
      "export async function renderFirstView(url, fetch) {\n" +
        '  await fetch("/api/auth/logout", { method: "POST" });\n' +
        '  return { html: "<p>written</p>", data: {} };\n' +
        "}\n",
    );
    const app = await startTestApp({ clientDir, firstViewRenderer: writing });
    broken.push(app);
    const { client: admin } = await adminOfNewOrganization(app);
    expect((await admin.get("/dashboard")).body).toBe(INDEX_HTML);
    expect((await admin.get("/api/me")).status).toBe(200);
  });

  it("starts, with plain pages, when index.html has no place for the view", async () => {
    const otherClient = mkdtempSync(path.join(tmpdir(), "hangar-client-"));
    const withoutRoot = INDEX_HTML.replace('<div id="root"></div>', '<main id="app"></main>');
    writeFileSync(path.join(otherClient, "index.html"), withoutRoot);
    try {
      const app = await startTestApp({ clientDir: otherClient, firstViewRenderer: RENDERER });
      broken.push(app);
      const { client: admin } = await adminOfNewOrganization(app);
      expect((await admin.get("/dashboard")).body).toBe(withoutRoot);
    } finally {
      rmSync(otherClient, { recursive: true, force: true });
    }
  });
});

describe("a session the first view's reads extend", () => {
  let short: TestApp;
  beforeAll(async () => {
    // Extended after 2 s of its 8 s (sessionUpdateAgeSeconds): the test can wait for it.
    short = await startTestApp({
      clientDir,
      firstViewRenderer: RENDERER,
      sessions: { idleTimeoutSeconds: 8 },
    });
  });
  afterAll(async () => {
    await short.close();
  });

  it("reaches the browser with the page, so its cookie lives as long as the session", async () => {
    const { client: admin } = await adminOfNewOrganization(short);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const page = await admin.get("/dashboard");
    expect(page.body).toContain("Welcome back, Amelia!");
    expect(page.headers.getSetCookie().join("\n")).toMatch(
      /hangar\.session_token=[^;]+;.*Max-Age=8/i,
    );
  });
});

describe("the dashboard's weather report", () => {
  const RAW = (awcReports.KSFO as { rawOb: string }).rawOb;
  let weatherTest: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeWeatherProvider>>;
  beforeAll(async () => {
    provider = await startFakeWeatherProvider();
    weatherTest = await startTestApp({
      clientDir,
      firstViewRenderer: RENDERER,
      weather: { provider: "awc", baseUrl: provider.url },
    });
  });
  afterAll(async () => {
    await weatherTest.close();
    await provider.close();
  });

  const dashboard = async (client: ApiClient, units?: string, zone: string | null = "UTC") => {
    let cookie = client.cookieHeader;
    if (units) cookie += `; ${UNITS_COOKIE}=${units}`;
    if (zone) cookie += `; ${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
    const response = await fetch(`${weatherTest.url}/dashboard`, { headers: { cookie } });
    return response.text();
  };

  it("is in the first view, in the units the browser told, with the read the app takes over", async () => {
    const { client: admin } = await adminOfNewOrganization(weatherTest, { icaoCode: "KSFO" });
    const imperial = await dashboard(admin, "imperial");
    expect(imperial).toContain(RAW);
    expect(imperial).toContain("64.4°F");
    expect(firstViewData(imperial)?.weatherUnits).toBe("imperial");
    expect(firstViewData(imperial)?.browserTimeZone).toBe("UTC");
    expect(readOf(imperial, "weather/metar/KSFO")).toEqual(
      (await admin.get("/api/weather/metar/KSFO")).body.metar,
    );
    const metric = await dashboard(admin, "metric");
    expect(metric).toContain(RAW);
    expect(metric).not.toContain("°F");
    expect(firstViewData(metric)?.weatherUnits).toBe("metric");
  });

  it("is left to the browser when it has not told its units, or there is no report", async () => {
    const { client: admin } = await adminOfNewOrganization(weatherTest, { icaoCode: "KSFO" });
    for (const units of [undefined, "furlongs"]) {
      const html = await dashboard(admin, units);
      expect(html).toContain("Welcome back, Amelia!");
      expect(html).not.toContain(RAW);
      expect(firstViewData(html)?.weatherUnits).toBeNull();
    }
    // Its time of observation is on the organization's clock: the browser's zone is not needed.
    expect(await dashboard(admin, "metric", null)).toContain(RAW);
    const { client: elsewhere } = await adminOfNewOrganization(weatherTest, { icaoCode: "ZNOT" });
    const html = await dashboard(elsewhere, "metric");
    expect(html).toContain("Welcome back, Amelia!");
    expect(firstViewData(html)?.weatherUnits).toBeNull();
  });
});
