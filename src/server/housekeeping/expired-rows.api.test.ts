/**
 * The server's sweep deletes what nobody can use any more (expired sessions, sign-in links and
 * verifications, rate-limit counters of windows long passed) and nothing else; server
 * instances on one database take turns.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { registeredUser } from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { SWEEP_BATCH_ROWS, SWEEP_LOCK_KEY } from "./expired-rows.repository";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ sessions: { absoluteTimeoutSeconds: 30 * 86_400 } });
});
afterAll(async () => {
  await test.close();
});

const query = (text: string, values: unknown[] = []) => test.database.pool.query(text, values);

/** Rows of each kind, expired (`old-…`) and in use (`live-…`), for the user `userId`. */
async function insertRows(userId: string, other: string) {
  await query(
    `insert into auth_sessions (id, token, user_id, expires_at, created_at) values
       ('old-expired', 'old-expired', $1, now() - interval '1 minute', now() - interval '8 days'),
       ('old-too-long', 'old-too-long', $1, now() + interval '6 days', now() - interval '31 days'),
       ('live-session', 'live-session', $1, now() + interval '6 days', now() - interval '29 days')`,
    [userId],
  );
  await query(
    `insert into rate_limits (key, window_started_at, count) values
       ('old-window', now() - interval '25 hours', 10), ('live-window', now() - interval '10 minutes', 3)`,
  );
  await query(
    `insert into sign_in_links (token_hash, user_id, created_by_user_id, expires_at) values
       ('old-link', $1, $2, now() - interval '1 minute'),
       ('live-link', $2, $1, now() + interval '7 days')`,
    [userId, other],
  );
  await query(
    `insert into auth_verifications (id, identifier, value, expires_at) values
       ('old-verification', 'x', 'y', now() - interval '1 minute'),
       ('live-verification', 'x', 'y', now() + interval '1 hour')`,
  );
}

async function remaining() {
  const ids = async (sql: string) => (await query(sql)).rows.map((row) => row.id as string).sort();
  return {
    sessions: await ids("select id from auth_sessions where id like 'old-%' or id like 'live-%'"),
    rateLimits: await ids("select key as id from rate_limits where key like '%-window'"),
    links: await ids("select token_hash as id from sign_in_links"),
    verifications: await ids("select id from auth_verifications"),
  };
}

it("deletes expired rows and keeps the rest, one instance at a time", async () => {
  const user = await registeredUser(test);
  const userId = (await user.get("/api/me")).body.user.uid;
  const otherId = (await (await registeredUser(test)).get("/api/me")).body.user.uid;
  await insertRows(userId, otherId);
  const everything = await remaining();

  // Another instance is sweeping: this one leaves it to that one.
  const other = await test.database.pool.connect();
  try {
    await other.query("begin");
    await other.query("select pg_advisory_xact_lock($1)", [SWEEP_LOCK_KEY]);
    expect(await test.app.expiredRows.sweep()).toBeNull();
    expect(await remaining()).toEqual(everything);
    await other.query("commit");
  } finally {
    other.release();
  }

  expect(await test.app.expiredRows.sweep()).toEqual({
    sessions: 2,
    rateLimits: 1,
    signInLinks: 1,
    verifications: 1,
  });
  expect(await remaining()).toEqual({
    sessions: ["live-session"],
    rateLimits: ["live-window"],
    links: ["live-link"],
    verifications: ["live-verification"],
  });
  // The sessions people use are untouched.
  expect((await user.get("/api/me")).status).toBe(200);
});

it("deletes a backlog in batches, passing over rows someone holds instead of waiting", async () => {
  await query(
    `insert into rate_limits (key, window_started_at, count)
     select 'backlog-' || n, now() - interval '25 hours', 1
     from generate_series(1, $1::int) as n`,
    [SWEEP_BATCH_ROWS * 2 + 5],
  );
  // A returning user's counter, being renewed right now.
  const user = await test.database.pool.connect();
  try {
    await user.query("begin");
    await user.query("select 1 from rate_limits where key = 'backlog-1' for update");
    const swept = await test.app.expiredRows.sweep();
    expect(swept?.rateLimits).toBe(SWEEP_BATCH_ROWS * 2 + 4);
    await user.query("commit");
  } finally {
    user.release();
  }
  const { rows } = await query("select key from rate_limits where key like 'backlog-%'");
  expect(rows).toEqual([{ key: "backlog-1" }]);
  expect((await test.app.expiredRows.sweep())?.rateLimits).toBe(1);
});
