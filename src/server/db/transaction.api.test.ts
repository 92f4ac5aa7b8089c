/**
 * Transactions on pipelined connections: statements travel together, and each transaction
 * still commits or rolls back whole, leaving its connection ready for the next. What it
 * changed in announced tables is published after its commit, never from inside it.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/server/support/test-database";
import type { NamedStatement } from "./transaction";
import { Transactions } from "./transaction";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let transactions: Transactions;
/** What the transactions published, each call's notices as objects. */
let published: unknown[][] = [];
/** A connection listening on the changes channel, and what it heard. */
let listener: pg.Client;
let heard: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query("create table pipelined (n int primary key)");
  // Announced as aircraft are: its rows' notices say whether they were archived.
  await database.pool.query(
    "create table announced (id uuid primary key, org_id text not null, is_archived boolean not null default false)",
  );
  await database.pool.query(
    "call hangar_announce_changes_of('announced', 'aircraft', 'hangar_changes_aircraft')",
  );
  // Its slot is checked at the commit: a commit PostgreSQL refuses.
  await database.pool.query(
    "alter table announced add column slot int, add constraint one_per_slot unique (slot) deferrable initially deferred",
  );
  // One connection: each test's transaction reuses the one the test before it left.
  transactions = new Transactions(
    database.url,
    (notices) => published.push(notices.map((notice) => JSON.parse(notice))),
    1,
  );
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on("notification", (message) => heard.push(message.payload ?? ""));
  await listener.query("listen hangar_changes");
});
afterAll(async () => {
  await listener.end();
  await transactions.close();
  await database.close();
});
beforeEach(() => {
  published = [];
  heard = [];
});

const insert = (n: number): NamedStatement => ({
  name: "pipelined_insert",
  text: "insert into pipelined (n) values ($1) returning n",
  values: [n],
});
const count = async () =>
  (await database.pool.query("select count(*)::int as n from pipelined")).rows[0].n as number;

it("commits a transaction with its last statement", async () => {
  const rows = await transactions.run(async (transaction) => {
    await transaction.run(insert(1));
    return transaction.runAndCommit(insert(2));
  });
  expect(rows).toEqual([{ n: 2 }]);
  expect(await count()).toBe(2);
});

it("rolls back what ran before a failed last statement, and says why", async () => {
  await expect(
    transactions.run(async (transaction) => {
      await transaction.run(insert(3));
      return transaction.runAndCommit(insert(1));
    }),
  ).rejects.toMatchObject({ code: "23505" });
  expect(await count()).toBe(2);
});

it("rolls back when the work throws", async () => {
  await expect(
    transactions.run(async (transaction) => {
      await transaction.run(insert(4));
      throw new Error("refused");
    }),
  ).rejects.toThrow("refused");
  expect(await count()).toBe(2);
});

it("commits work that does not commit itself", async () => {
  await transactions.run((transaction) => transaction.run(insert(5)));
  expect(await count()).toBe(3);
});

const announce = (id: string, orgId = "org-1"): NamedStatement => ({
  name: "announced_insert",
  text: "insert into announced (id, org_id) values ($1, $2) returning id",
  values: [id, orgId],
});

/**
 * What the channel carried until now: notifications arrive in commit order, so once a marker
 * sent after the transactions has arrived, every notice they sent has too.
 */
async function heardSoFar(): Promise<unknown[]> {
  const marker = `marker-${randomUUID()}`;
  await database.pool.query("select pg_notify('hangar_changes', $1)", [marker]);
  await expect.poll(() => heard.includes(marker)).toBe(true);
  return heard.filter((payload) => !payload.startsWith("marker-")).map((p) => JSON.parse(p));
}

it("hands over an announced table's notices once the commit stands, and sends none from inside it", async () => {
  const [first, second] = [randomUUID(), randomUUID()];
  await transactions.run(async (transaction) => {
    await transaction.run(announce(first));
    return transaction.runAndCommit(announce(second));
  });
  expect(published).toEqual([
    [
      {
        scope: { org: "org-1" },
        kind: "aircraft",
        action: "created",
        archived: [false],
        ids: [first],
      },
      {
        scope: { org: "org-1" },
        kind: "aircraft",
        action: "created",
        archived: [false],
        ids: [second],
      },
    ],
  ]);
  expect(await heardSoFar()).toEqual([]);
});

it("hands over the notices of work that does not commit itself", async () => {
  const id = randomUUID();
  await transactions.run((transaction) => transaction.run(announce(id, "org-2")));
  expect(published).toEqual([
    [
      {
        scope: { org: "org-2" },
        kind: "aircraft",
        action: "created",
        archived: [false],
        ids: [id],
      },
    ],
  ]);
});

it("publishes nothing for a transaction rolled back, by a failed statement or by its work", async () => {
  const taken = randomUUID();
  await database.pool.query("insert into announced (id, org_id) values ($1, 'org-3')", [taken]);
  await expect(
    transactions.run(async (transaction) => {
      await transaction.run(announce(randomUUID(), "org-3"));
      return transaction.runAndCommit(announce(taken, "org-3"));
    }),
  ).rejects.toMatchObject({ code: "23505" });
  await expect(
    transactions.run(async (transaction) => {
      await transaction.run(announce(randomUUID(), "org-3"));
      throw new Error("refused");
    }),
  ).rejects.toThrow("refused");
  expect(published).toEqual([]);
  // The write made outside these connections was announced from its own transaction.
  expect(await heardSoFar()).toEqual([
    {
      scope: { org: "org-3" },
      kind: "aircraft",
      action: "created",
      archived: [false],
      ids: [taken],
    },
  ]);
});

it("keeps no notice of one transaction for the next on the same connection", async () => {
  const id = randomUUID();
  await transactions.run((transaction) => transaction.runAndCommit(announce(id, "org-4")));
  await transactions.run((transaction) => transaction.runAndCommit(insert(6)));
  expect(published).toEqual([
    [
      {
        scope: { org: "org-4" },
        kind: "aircraft",
        action: "created",
        archived: [false],
        ids: [id],
      },
    ],
  ]);
});

it("publishes a commit that stands even when the work throws after it, and runs nothing after it", async () => {
  const id = randomUUID();
  const before = await count();
  await expect(
    transactions.run(async (transaction) => {
      await transaction.runAndCommit(announce(id, "org-5"));
      await transaction.run(insert(7));
    }),
  ).rejects.toThrow("The transaction has committed");
  expect(published).toEqual([
    [
      {
        scope: { org: "org-5" },
        kind: "aircraft",
        action: "created",
        archived: [false],
        ids: [id],
      },
    ],
  ]);
  expect(await count()).toBe(before);
});

it("publishes nothing when PostgreSQL refuses the commit itself", async () => {
  const twice = (id: string): NamedStatement => ({
    name: "announced_slot_insert",
    text: "insert into announced (id, org_id, slot) values ($1, 'org-6', 1)",
    values: [id],
  });
  await expect(
    transactions.run(async (transaction) => {
      await transaction.run(twice(randomUUID()));
      return transaction.runAndCommit(twice(randomUUID()));
    }),
  ).rejects.toMatchObject({ code: "23505" });
  expect(published).toEqual([]);
  const rows = await database.pool.query(
    "select count(*)::int as n from announced where org_id = 'org-6'",
  );
  expect(rows.rows[0].n).toBe(0);
});

it("describes one row as the bulk path would", async () => {
  /** The notices a transaction kept for `changed`, sent by hangar_send_changes. */
  const sent = async (changed: unknown[]) => {
    let notices: unknown[] = [];
    const client = new pg.Client({
      connectionString: database.url,
      options: "-c hangar.publish_after_commit=on",
    });
    await client.connect();
    try {
      await client.query("begin");
      await client.query("select hangar_send_changes('booking', $1::jsonb)", [
        JSON.stringify(changed),
      ]);
      const kept = await client.query(
        "select current_setting('hangar.pending_changes', true) as p",
      );
      notices = JSON.parse(kept.rows[0].p || "[]");
      await client.query("rollback");
    } finally {
      await client.end();
    }
    return notices;
  };
  const other = { org: "elsewhere", id: "x", action: "deleted" };
  const rows = [
    { org: "o", id: "a", action: "created", busyBlockChanged: true, pilots: null },
    { org: "o", id: "b", action: "updated", busyBlockChanged: false, pilots: ["p1", "p2"] },
    { org: null, action: "deleted" },
    { org: null, id: "c", action: "deleted" },
    { user: "u", action: "updated" },
    { user: "u", id: "u", action: "deleted", org: "o" },
    { org: "o", id: 5, action: "created", nested: { a: null } },
  ];
  for (const row of rows) {
    const [alone] = await sent([row]);
    const withOther = await sent([row, other]);
    expect(withOther).toContainEqual(alone);
    expect(withOther).toHaveLength(2);
  }
});
