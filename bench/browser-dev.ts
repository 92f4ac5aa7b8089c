/**
 * The browser benchmark on its own, against a club made through the HTTP API: its own build of
 * the client, a server on port 3350 with a fresh data folder, an admin and a member, 50 aircraft
 * booked back to back for the 16 hours from the next hour but one (the API books nothing
 * sooner): the calendar's window of today holds them from its hour after next on, so from
 * 21:00 UTC on, when that window has too few of them, the calendar's figures are refused.
 *
 *   npx tsx bench/browser-dev.ts [--quick]
 *   npx tsx bench/browser-dev.ts --serve   (makes the club, prints who to sign in as, and keeps
 *                                           the server running until Ctrl-C, for profiling)
 *   npx tsx bench/browser-dev.ts --client=DIR   (serves a client built before, say from another
 *                                                commit, instead of building one: A/B figures)
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, request } from "@playwright/test";
import { newAircraftDefaults } from "../src/shared/aircraft/aircraft.schemas";
import {
  organizationInput,
  PASSWORD,
  profileInput,
  uniqueEmail,
} from "../tests/server/support/sample-data";
import { REPO_ROOT, spawnServer, waitForHealth } from "../tests/server/support/server-process";
import { buildClient } from "./bench-environment";
import { runBrowserBench } from "./browser";
import { type Measurement, withinBudget } from "./measurement";

const PORT = 3350;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = "/tmp/hangar-browser-bench";
const CLIENT_DIR = path.join(REPO_ROOT, "dist/client-bench");
/** Nobody listens there: the weather card fails at once instead of waiting on the internet. */
const NO_WEATHER = "http://127.0.0.1:3351";
const AIRCRAFT = 50;
const HOUR_MS = 3_600_000;
const BOOKED_HOURS = 16;
/** Booking lengths in hours, in turn: half hours make bookings share a column. */
const LENGTHS = [1, 1.5, 2, 0.5, 1, 2.5];
const MODELS = [
  ["Cessna", "172S Skyhawk"],
  ["Piper", "PA-28-181 Archer"],
  ["Diamond", "DA40 NG"],
  ["Cirrus", "SR20"],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: the script reads the API's answers loosely.
type Json = any;

async function send(api: APIRequestContext, method: string, url: string, data?: unknown) {
  const response = await api.fetch(url, { method, data: data ?? {} });
  if (!response.ok()) {
    throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as Json;
}

/** Someone with a cookie jar of their own, signed up and with a complete profile. */
async function signUp(prefix: string) {
  const api = await request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  const email = uniqueEmail(prefix);
  await send(api, "POST", "/api/auth/register", { email, password: PASSWORD });
  return { api, email, password: PASSWORD };
}

/** Runs `task` on every item, `width` at a time. */
async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<unknown>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

async function makeClub() {
  const admin = await signUp("admin");
  const { organization } = await send(admin.api, "POST", "/api/organizations", organizationInput());
  await send(admin.api, "PUT", "/api/me/profile", profileInput());
  const member = await signUp("member");
  const joined = await send(member.api, "POST", "/api/organizations/join", {
    code: organization.joinCode,
  });
  await send(member.api, "PUT", "/api/me/profile", profileInput({ firstName: "Bessie" }));

  const fleet: string[] = [];
  await inParallel([...Array(AIRCRAFT).keys()], 8, async (index) => {
    const [manufacturer, model] = MODELS[index % MODELS.length] as (typeof MODELS)[number];
    const { aircraft } = await send(admin.api, "POST", "/api/aircraft", {
      ...newAircraftDefaults("KPAO"),
      registration: `N${String(101 + index)}HB`,
      manufacturer,
      model,
    });
    fleet.push(aircraft.id);
  });

  // Each aircraft booked back to back for BOOKED_HOURS, half of it for the member.
  const bookings: Json[] = [];
  const first = (Math.floor(Date.now() / HOUR_MS) + 2) * HOUR_MS;
  const last = first + BOOKED_HOURS * HOUR_MS;
  fleet.forEach((aircraftId, index) => {
    let start = first;
    for (let n = index; start < last; n++) {
      const end = Math.min(start + (LENGTHS[n % LENGTHS.length] as number) * HOUR_MS, last);
      bookings.push({
        aircraftId,
        title: n % 3 === 0 ? "Cross-country" : "Pattern work",
        type: "rental",
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        ...(n % 2 === 0 ? { pilotId: joined.user.uid } : {}),
      });
      start = end;
    }
  });
  await inParallel(bookings, 8, (booking) => send(admin.api, "POST", "/api/bookings", booking));
  await Promise.all([admin.api.dispose(), member.api.dispose()]);
  console.log(
    `${fleet.length} aircraft, ${bookings.length} bookings from ${new Date(first).toISOString()}`,
  );
  return {
    admin: { email: admin.email, password: PASSWORD },
    member: { email: member.email, password: PASSWORD },
  };
}

/** The client to serve: one built before (`--client=DIR`), or a fresh build of this tree. */
function clientDir(): string {
  const given = process.argv.find((arg) => arg.startsWith("--client="));
  if (given) return path.resolve(given.slice("--client=".length));
  buildClient(CLIENT_DIR);
  return CLIENT_DIR;
}

function print(results: Measurement[]) {
  for (const m of results) {
    const figure = `${m.value} ${m.unit}`.padStart(10);
    const budget = (m.budget?.max === undefined ? "" : `≤ ${m.budget.max}`).padEnd(7);
    const verdict = withinBudget(m) ? "ok  " : "FAIL";
    console.log(`${verdict} ${m.label.padEnd(72)} ${figure} ${budget} ${m.notes ?? ""}`);
  }
}

async function main() {
  const quick = process.argv.includes("--quick");
  const client = clientDir();
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawnServer({
    PORT: String(PORT),
    DATA_DIR,
    CLIENT_DIR: client,
    TZ: "UTC",
    WEATHER_BASE_URL: NO_WEATHER,
  });
  try {
    await waitForHealth(server);
    const people = await makeClub();
    if (process.argv.includes("--serve")) {
      console.log(JSON.stringify({ baseUrl: ORIGIN, ...people }));
      await new Promise((resolve) => process.once("SIGINT", resolve));
      return;
    }
    const started = performance.now();
    const results = await runBrowserBench({ baseUrl: ORIGIN, ...people, quick });
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(`browser benchmark (${quick ? "quick" : "full"}, ${client}): ${seconds} s`);
    print(results);
  } finally {
    server.child.kill("SIGINT");
    await server.exited;
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

await main();
