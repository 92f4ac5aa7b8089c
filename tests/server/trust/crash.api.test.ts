/**
 * Durability: booking writes stream through the HTTP API while the server and its database
 * are killed with SIGKILL at a random moment; after each restart on the same DATA_DIR every
 * booking that was answered 201 is there, nothing is half-written, and no two active bookings
 * of an aircraft overlap. Five rounds.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  addAircraft,
  organizationInput,
  PASSWORD,
  profileInput,
  slot,
  uniqueEmail,
} from "../support/factories";
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../support/server-process";
import { ApiClient } from "../support/test-app";

const ROUNDS = 5;
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hangar-crash-"));
});
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGINT");
    await server.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const started = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  await waitForHealth(started, 120_000);
  return started;
}

async function postgresPid(): Promise<number> {
  return Number.parseInt(
    (await readFile(path.join(dataDir, "pg", "postmaster.pid"), "utf8")).split("\n")[0] ?? "",
    10,
  );
}

/** The embedded database's URL, from the secrets the server keeps in DATA_DIR. */
async function databaseUrl(port: number): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(dataDir, "secrets.json"), "utf8"));
  return `postgres://postgres:${encodeURIComponent(secrets.embeddedDatabasePassword)}@127.0.0.1:${port}/hangar`;
}

async function postgresPort(): Promise<number> {
  return Number.parseInt(
    (await readFile(path.join(dataDir, "pg", "postmaster.pid"), "utf8")).split("\n")[3] ?? "",
    10,
  );
}

it(`keeps every acknowledged booking through ${ROUNDS} SIGKILLs of server and database`, async () => {
  server = await start();
  const admin = new ApiClient(server.url);
  expect(
    (await admin.post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD })).status,
  ).toBe(201);
  expect((await admin.post("/api/organizations", organizationInput())).status).toBe(201);
  expect((await admin.put("/api/me/profile", profileInput())).status).toBe(200);
  const fleet = [await addAircraft(admin), await addAircraft(admin)];
  const acknowledged = new Set<string>();
  let hour = 10;

  for (let round = 1; round <= ROUNDS; round++) {
    const client = new ApiClient(server.url).withCookiesOf(admin);
    let stop = false;
    // Two writers, on overlapping slots of two aircraft, until the kill.
    const writer = async (offset: number) => {
      while (!stop) {
        hour += 1;
        const aircraft = fleet[(hour + offset) % fleet.length];
        try {
          const response = await client.post("/api/bookings", {
            aircraftId: aircraft?.id,
            title: `Round ${round}`,
            type: "rental",
            ...slot(Math.floor(hour / 2), 1),
          });
          if (response.status === 201) acknowledged.add(response.body.booking.id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [writer(0), writer(1)];
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
    const pgPid = await postgresPid();
    server.child.kill("SIGKILL");
    process.kill(pgPid, "SIGKILL");
    stop = true;
    await Promise.all(writers);
    await server.exited;

    server = await start();
    const db = new pg.Client({ connectionString: await databaseUrl(await postgresPort()) });
    await db.connect();
    try {
      const { rows } = await db.query(
        "select id, title, starts_at, ends_at, status, aircraft_id from bookings",
      );
      const stored = new Set(rows.map((row) => row.id as string));
      for (const id of acknowledged)
        expect(stored.has(id), `booking ${id} answered 201`).toBe(true);
      // Nothing half-written: every row whole.
      for (const row of rows) {
        expect(row.title).toMatch(/^Round \d$/);
        expect(row.ends_at > row.starts_at).toBe(true);
        expect(row.status).toBe("active");
      }
      const overlaps = await db.query(`
        select count(*)::int as n from bookings a join bookings b
          on a.aircraft_id = b.aircraft_id and a.id < b.id
         and a.status <> 'cancelled' and b.status <> 'cancelled'
         and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`);
      expect(overlaps.rows[0].n).toBe(0);
      const constraint = await db.query(
        "select 1 from pg_constraint where conname = 'bookings_no_overlap'",
      );
      expect(constraint.rowCount).toBe(1);
    } finally {
      await db.end();
    }
  }
  expect(acknowledged.size).toBeGreaterThan(ROUNDS);
}, 600_000);
