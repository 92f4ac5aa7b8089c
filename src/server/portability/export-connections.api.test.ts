/**
 * Exports read on connections of their own, a few at once and one per organization; a
 * download its reader stopped taking is cut off and gives its connection back. The readers
 * here are raw sockets that take the answer's head and then read nothing more.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { addAircraft, adminOfNewOrganization } from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { portabilityMessages } from "../../shared/portability/organization-export";
import { EXPORT_APPLICATION_NAME } from "./export-connections";

/** Far more than the sockets' buffers and the stream's page ahead: an export that stalls. */
const HISTORY_BOOKINGS = 12_000;
const EXPORT = "/api/organizations/current/export";
/** Never reached by a test: the other bound is the one tried. */
const NEVER_MS = 10 * 60 * 1000;

interface Club {
  admin: ApiClient;
  orgId: string;
}

async function clubWithHistory(test: TestApp, name: string, bookings: number): Promise<Club> {
  const { client: admin, organization } = await adminOfNewOrganization(test, { name });
  const plane = await addAircraft(admin);
  const pilotId = (await admin.get("/api/me")).body.user.uid;
  await test.database.pool.query(
    `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, user_id,
                           pilot_id, status)
     select $1, $2, 'Flight ' || n, timestamptz '2024-01-01 08:00Z' + n * interval '2 hours',
            timestamptz '2024-01-01 09:00Z' + n * interval '2 hours', 'rental', $3, $3, 'active'
     from generate_series(1, $4) as n`,
    [organization.id, plane.id, pilotId, bookings],
  );
  return { admin, orgId: organization.id };
}

interface StalledDownload {
  /** The reader takes what is left, to the end of the connection: what it got in all. */
  readToTheEnd(): Promise<string>;
  /** The reader goes away. */
  abandon(): void;
}

/** An export whose reader takes the answer's head (a 200) and then nothing. */
async function stalledDownload(test: TestApp, club: Club): Promise<StalledDownload> {
  const { hostname, port } = new URL(test.url);
  const socket = net.connect(Number(port), hostname);
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(
    `GET ${EXPORT} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: application/json\r\n` +
      `Cookie: ${club.admin.cookieHeader}\r\n\r\n`,
  );
  const received: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.once("data", (data: Buffer) => {
      socket.pause();
      received.push(data);
      resolve();
    });
    socket.once("close", () => reject(new Error("closed before any answer")));
  });
  expect(received[0]?.toString("latin1").split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
  return {
    async readToTheEnd() {
      socket.on("data", (data: Buffer) => received.push(data));
      socket.resume();
      await closed;
      return Buffer.concat(received).toString("utf8");
    },
    abandon: () => socket.destroy(),
  };
}

/** This test's database's connections that are inside a transaction, by application. */
async function inTransaction(test: TestApp): Promise<{ application_name: string }[]> {
  const { rows } = await test.database.pool.query<{ application_name: string }>(
    `select application_name from pg_stat_activity
     where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()`,
  );
  return rows;
}

/** Exports of this test's database whose transaction waits for their reader. */
async function stalledExports(test: TestApp): Promise<{ application_name: string }[]> {
  const { rows } = await test.database.pool.query<{ application_name: string }>(
    `select application_name from pg_stat_activity
     where datname = current_database() and state = 'idle in transaction'`,
  );
  return rows;
}

async function eventually(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** A chunked answer that ended without its last chunk: a download cut off. */
const cutOff = (answer: string) => !answer.endsWith("0\r\n\r\n");

/** A whole export, read to its end: the file with every booking. */
async function wholeExport(club: Club, bookings: number) {
  const response = await club.admin.get(EXPORT);
  expect(response.status).toBe(200);
  expect(response.body.bookings).toHaveLength(bookings);
}

/** Connections of the main pool in use right now. */
const mainPoolInUse = (test: TestApp) =>
  test.database.pool.totalCount - test.database.pool.idleCount;

describe("exports at once", () => {
  let test: TestApp;
  let clubs: Club[];

  beforeAll(async () => {
    test = await startTestApp({
      exports: { maxExports: 3, socketTimeoutMs: NEVER_MS, idleInTransactionMs: NEVER_MS },
    });
    clubs = [];
    for (const name of ["Alpha Club", "Bravo Club", "Charlie Club"]) {
      clubs.push(await clubWithHistory(test, name, HISTORY_BOOKINGS));
    }
    clubs.push(await clubWithHistory(test, "Delta Club", 10));
  });
  afterAll(async () => {
    await test.close();
  });

  it("take no connection of the main pool however long they stall; one per club, a few in all", async () => {
    const [alpha, bravo, charlie, delta] = clubs as [Club, Club, Club, Club];
    const downloads: StalledDownload[] = [];
    // Whatever fails, the readers go: a stalled download would keep the server from closing.
    onTestFinished(() => {
      for (const download of downloads) download.abandon();
    });
    for (const club of [alpha, bravo, charlie]) downloads.push(await stalledDownload(test, club));
    await eventually(async () => (await stalledExports(test)).length === 3);
    expect(mainPoolInUse(test)).toBe(0);
    // In their transactions, idle or reading their page ahead, on the exports' own connections.
    const exporting = (await inTransaction(test)).filter(
      (row) => row.application_name === EXPORT_APPLICATION_NAME,
    );
    expect(exporting).toHaveLength(3);
    // Every club's requests still go through, more of them at once than the main pool holds.
    const reads = await Promise.all(Array.from({ length: 25 }, () => delta.admin.get("/api/me")));
    expect(reads.map((read) => read.status)).toEqual(Array(25).fill(200));

    const again = await alpha.admin.get(EXPORT);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(portabilityMessages.exportUnderWay);
    const fourth = await delta.admin.get(EXPORT);
    expect(fourth.status).toBe(503);
    expect(fourth.body.error.message).toBe(portabilityMessages.exportsBusy);

    // Readers who go away give their connections back.
    for (const download of downloads) download.abandon();
    await eventually(async () => (await stalledExports(test)).length === 0);
    await wholeExport(alpha, HISTORY_BOOKINGS);
    await wholeExport(delta, 10);
  });
});

describe("a download its reader stopped taking", () => {
  it("is cut off after the socket time-out, and its connection goes back", async () => {
    const test = await startTestApp({
      exports: { socketTimeoutMs: 500, idleInTransactionMs: NEVER_MS, maxDurationMs: NEVER_MS },
    });
    try {
      const club = await clubWithHistory(test, "Stalled Club", HISTORY_BOOKINGS);
      const download = await stalledDownload(test, club);
      expect(mainPoolInUse(test)).toBe(0);
      // Its reader still reads nothing: the server ends the export by itself.
      await eventually(async () => (await inTransaction(test)).length === 0);
      expect(cutOff(await download.readToTheEnd())).toBe(true);
      await wholeExport(club, HISTORY_BOOKINGS);
    } finally {
      await test.close();
    }
  });

  it("ends when PostgreSQL ends its idle transaction, and its connection goes back", async () => {
    const test = await startTestApp({
      exports: { socketTimeoutMs: NEVER_MS, idleInTransactionMs: 500, maxDurationMs: NEVER_MS },
    });
    try {
      const club = await clubWithHistory(test, "Idle Club", HISTORY_BOOKINGS);
      const download = await stalledDownload(test, club);
      await eventually(async () => (await inTransaction(test)).length === 0);
      // Its connection lost, its place is free while its reader still reads nothing...
      await wholeExport(club, HISTORY_BOOKINGS);
      // ...and the download was cut off.
      expect(cutOff(await download.readToTheEnd())).toBe(true);
    } finally {
      await test.close();
    }
  });

  it("ends when it runs out of time, however it is read, and its place is free again", async () => {
    const test = await startTestApp({
      exports: { socketTimeoutMs: NEVER_MS, idleInTransactionMs: NEVER_MS, maxDurationMs: 500 },
    });
    try {
      const club = await clubWithHistory(test, "Trickle Club", HISTORY_BOOKINGS);
      const download = await stalledDownload(test, club);
      await eventually(async () => (await inTransaction(test)).length === 0);
      expect(cutOff(await download.readToTheEnd())).toBe(true);
      // The club's one export at a time is free: the next one starts.
      (await stalledDownload(test, club)).abandon();
    } finally {
      await test.close();
    }
  });
});
