/**
 * Browser-test helpers of the weather feature: the fake METAR provider the server asks
 * (WEATHER_BASE_URL=http://127.0.0.1:$FAKE_WEATHER_PORT) and organizations at its stations.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { profileInput } from "../../server/support/sample-data";
import { expect, organizationData, signUp, uniqueEmail } from "./fixtures";

export const FAKE_WEATHER_PORT = Number(process.env.FAKE_WEATHER_PORT ?? 3213);
const FAKE_WEATHER_URL = `http://127.0.0.1:${FAKE_WEATHER_PORT}`;
const SERVER_SCRIPT = fileURLToPath(new URL("./fake-weather-server.ts", import.meta.url));

/** A request the provider counts, so it stays up for this test. */
async function ping(): Promise<boolean> {
  try {
    const response = await fetch(`${FAKE_WEATHER_URL}/api/data/metar?ids=PING&format=json`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts the fake provider unless it runs already (another worker, or another test run). */
export async function ensureFakeWeatherProvider() {
  if (await ping()) return;
  spawn(process.execPath, ["--import", "tsx", SERVER_SCRIPT], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, FAKE_WEATHER_PORT: String(FAKE_WEATHER_PORT) },
  }).unref();
  await expect
    .poll(ping, { timeout: 15_000, message: "the fake METAR provider starts" })
    .toBe(true);
}

type Api = Parameters<typeof signUp>[0];

/**
 * A signed-in administrator of a new organization whose base airport is `icaoCode`, a station of
 * the fake provider. The server keeps each station's answer for minutes, for everyone: tests of
 * different weather use different stations.
 */
export async function signInAtStation(api: Api, icaoCode: string) {
  await signUp(api, uniqueEmail("admin"));
  const created = await api.post(
    "/api/organizations",
    organizationData({ name: `${icaoCode} Flying Club`, icaoCode }),
  );
  expect(created.status).toBe(201);
  expect((await api.put("/api/me/profile", profileInput())).status).toBe(200);
  return created.body.organization as { id: string; joinCode: string };
}

/** The top bar's weather strip: a button named by the station first. */
export const weatherStrip = (page: Page, icao: string) =>
  page.getByRole("banner").getByRole("button", { name: new RegExp(`^${icao}\\b`) });

export const weatherPopover = (page: Page, icao: string) =>
  page.getByRole("dialog", { name: `Weather at ${icao}` });

/** Counts the browser's requests for one station's METAR. */
export function countMetarRequests(page: Page, icao: string) {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/weather/metar/${icao}`) counter.count += 1;
  });
  return counter;
}
