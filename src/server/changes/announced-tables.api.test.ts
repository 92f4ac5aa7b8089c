/**
 * The copies kept in memory cannot go stale silently: every table a cached answer reads is
 * listed in ANNOUNCED_TABLES, and every listed table has the triggers that announce its changes.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  adminOfNewOrganization,
  memberOf,
  PASSWORD,
  slot,
} from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { ANNOUNCED_TABLES } from "./announced-tables";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const EVENTS = ["INSERT", "UPDATE", "DELETE", "TRUNCATE"] as const;

/** What each listed table lacks of its triggers, as "table: EVENT". */
async function missingTriggers(db: Pick<pg.Pool, "query">): Promise<string[]> {
  const missing: string[] = [];
  for (const { table, kind, function: fn } of ANNOUNCED_TABLES) {
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_triggerdef(t.oid) as definition from pg_trigger t
       where t.tgrelid = $1::regclass and not t.tgisinternal and t.tgenabled <> 'D'`,
      [table],
    );
    for (const event of EVENTS) {
      const calls =
        event === "TRUNCATE" ? `hangar_changes_truncated('${kind}')` : `${fn}('${kind}'`;
      const found = rows.some(
        ({ definition }) =>
          definition.includes(`AFTER ${event} ON public.${table} `) &&
          definition.includes(`FOR EACH STATEMENT EXECUTE FUNCTION ${calls}`),
      );
      if (!found) missing.push(`${table}: ${event}`);
    }
  }
  return missing;
}

describe("the tables whose changes are announced", () => {
  it("each have their insert, update, delete and truncate triggers", async () => {
    expect(await missingTriggers(test.database.pool)).toEqual([]);
  });

  it("are found lacking when a trigger is dropped or disabled", async () => {
    const client = await test.database.pool.connect();
    try {
      await client.query("begin");
      await client.query("drop trigger former_members_changes_delete on former_members");
      await client.query("alter table auth_users disable trigger auth_users_changes_truncate");
      expect(await missingTriggers(client)).toEqual([
        "former_members: DELETE",
        "auth_users: TRUNCATE",
      ]);
    } finally {
      await client.query("rollback");
      client.release();
    }
  });

  it("include every table that a cached answer reads", async () => {
    const club = await adminOfNewOrganization(test);
    const joined = await memberOf(test, club.organization.joinCode);
    const email = (await joined.get("/api/me")).body.user.email as string;
    // Signed in again: a session this instance never checked.
    const member = test.client();
    expect((await member.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
    const { start } = slot(500);
    const window = `/api/bookings?from=${encodeURIComponent(start)}&to=${encodeURIComponent(
      new Date(Date.parse(start) + 3_600_000).toISOString(),
    )}`;
    // A session checked for the first time, and a window no one asked for: what the session
    // cache and the calendar cache keep is read from the database now.
    const reads: { text: string; values: unknown[] }[] = [];
    const query = vi.spyOn(test.database.pool, "query");
    try {
      expect((await member.get(window)).status).toBe(200);
      for (const [config, values] of query.mock.calls as unknown[][]) {
        const text = typeof config === "string" ? config : (config as pg.QueryConfig).text;
        const params = (Array.isArray(values) ? values : (config as pg.QueryConfig).values) ?? [];
        if (/^\s*(with|select)\b/i.test(text)) reads.push({ text, values: params });
      }
    } finally {
      query.mockRestore();
    }
    expect(reads.length).toBeGreaterThan(0);
    const tables = new Set<string>();
    for (const { text, values } of reads) {
      const { rows } = await test.database.pool.query(`explain (format json) ${text}`, values);
      collectRelations(rows[0]["QUERY PLAN"], tables);
    }
    for (const read of ["bookings", "auth_sessions", "user_profiles"])
      expect(tables).toContain(read);
    const listed = ANNOUNCED_TABLES.map(({ table }) => table);
    expect([...tables].filter((table) => !listed.includes(table))).toEqual([]);
  });
});

function collectRelations(plan: unknown, into: Set<string>) {
  if (Array.isArray(plan)) for (const part of plan) collectRelations(part, into);
  else if (plan && typeof plan === "object") {
    for (const [key, value] of Object.entries(plan)) {
      if (key === "Relation Name" && typeof value === "string") into.add(value);
      else collectRelations(value, into);
    }
  }
}
