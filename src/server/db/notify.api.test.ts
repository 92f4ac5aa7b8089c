/**
 * Notifications asked for while one statement is on its way share the next statement, arrive
 * all the same (distinct ones: PostgreSQL delivers a repeat within a transaction once) and in
 * the order they were asked for; a call that PostgreSQL refuses fails alone, and a statement
 * that gets no answer in time fails the calls it carried.
 */
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/server/support/test-database";
import { NotificationBatcher } from "./notify";

const CHANNEL = "hangar_notify_test";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let listener: pg.Client;
const heard: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on("notification", (message) => heard.push(message.payload ?? ""));
  await listener.query(`listen ${CHANNEL}`);
});
afterAll(async () => {
  await listener.end();
  await database.close();
});

/** The pool, counting the statements sent through it. */
function countingPool() {
  const counted = { statements: 0 };
  const pool = {
    query: (text: string, values?: unknown[]) => {
      counted.statements += 1;
      return database.pool.query(text, values);
    },
  };
  return { pool: pool as Pick<pg.Pool, "query">, counted };
}

/** Resolves once `count` notifications were heard since `from`. */
async function heardUntil(from: number, count: number) {
  await expect.poll(() => heard.length - from, { timeout: 5000 }).toBe(count);
  return heard.slice(from);
}

it("sends concurrent calls in fewer statements, every notification in the order asked", async () => {
  const { pool, counted } = countingPool();
  const batcher = new NotificationBatcher(pool);
  const from = heard.length;
  const calls = Array.from({ length: 50 }, (_, call) =>
    batcher.send([
      { channel: CHANNEL, payload: `${call}.a` },
      { channel: CHANNEL, payload: `${call}.b` },
    ]),
  );
  await Promise.all(calls);
  // The first call goes at once, alone; the 49 asked meanwhile go together.
  expect(counted.statements).toBe(2);
  const expected = Array.from({ length: 50 }, (_, call) => [`${call}.a`, `${call}.b`]).flat();
  expect(await heardUntil(from, 100)).toEqual(expected);
});

it("sends a call made while nothing is on its way at once, on its own", async () => {
  const { pool, counted } = countingPool();
  const batcher = new NotificationBatcher(pool);
  const from = heard.length;
  await batcher.send([{ channel: CHANNEL, payload: "first" }]);
  await batcher.send([{ channel: CHANNEL, payload: "second" }]);
  expect(counted.statements).toBe(2);
  expect(await heardUntil(from, 2)).toEqual(["first", "second"]);
});

it("fails only the call that PostgreSQL refuses, and sends the others", async () => {
  const batcher = new NotificationBatcher(database.pool);
  const from = heard.length;
  const first = batcher.send([{ channel: CHANNEL, payload: "before" }]);
  // PostgreSQL refuses an empty channel name: the statement that carries it fails, and the
  // calls that shared it are sent again on their own.
  const sharing = batcher.send([{ channel: CHANNEL, payload: "sharing" }]);
  const refused = batcher.send([{ channel: "", payload: "refused" }]);
  const alsoSharing = batcher.send([{ channel: CHANNEL, payload: "also sharing" }]);
  await expect(first).resolves.toBeUndefined();
  await expect(sharing).resolves.toBeUndefined();
  await expect(refused).rejects.toThrow(/channel name cannot be empty/);
  await expect(alsoSharing).resolves.toBeUndefined();
  await batcher.send([{ channel: CHANNEL, payload: "after" }]);
  expect(await heardUntil(from, 4)).toEqual(["before", "sharing", "also sharing", "after"]);
});

it("splits a long queue into statements PostgreSQL takes", async () => {
  const { pool, counted } = countingPool();
  const batcher = new NotificationBatcher(pool);
  const from = heard.length;
  const payloads = Array.from({ length: 2500 }, (_, index) => `many.${index}`);
  await Promise.all(payloads.map((payload) => batcher.send([{ channel: CHANNEL, payload }])));
  // One at once, then 2,499 waiting: 1,000, 1,000 and 499 per statement.
  expect(counted.statements).toBe(4);
  expect(await heardUntil(from, 2500)).toEqual(payloads);
});

it("gives up a statement that gets no answer, and sends the next ones", async () => {
  let statements = 0;
  // The first statement's connection never answers, as one that died without closing.
  const pool = {
    query: (text: string, values?: unknown[]) =>
      statements++ === 0 ? new Promise(() => {}) : database.pool.query(text, values),
  } as Pick<pg.Pool, "query">;
  const batcher = new NotificationBatcher(pool, 200);
  const from = heard.length;
  const lost = batcher.send([{ channel: CHANNEL, payload: "lost" }]);
  const next = batcher.send([{ channel: CHANNEL, payload: "next" }]);
  await expect(lost).rejects.toThrow(/No answer to a notification within 200 ms/);
  await expect(next).resolves.toBeUndefined();
  expect(await heardUntil(from, 1)).toEqual(["next"]);
});

it("answers a call without notifications at once", async () => {
  const { pool, counted } = countingPool();
  await new NotificationBatcher(pool).send([]);
  expect(counted.statements).toBe(0);
});
