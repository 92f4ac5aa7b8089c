import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/server/support/test-database";
import { applyMigrations, connectDatabase, type Database } from "./database";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../drizzle");

// An empty database, as a first start finds it.
let empty: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  empty = await createTestDatabase();
  await empty.pool.query(
    "drop schema public cascade; drop schema if exists drizzle cascade; create schema public",
  );
});
afterAll(async () => {
  await empty.close();
});

it("lets servers that start at once on one database migrate it in turn", async () => {
  const servers: Database[] = Array.from({ length: 4 }, () =>
    connectDatabase(empty.url, { max: 2 }),
  );
  try {
    await Promise.all(servers.map((server) => applyMigrations(server)));
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
  const client = new pg.Client({ connectionString: empty.url });
  await client.connect();
  const { rows } = await client.query(
    "select count(*)::int as n from drizzle.__drizzle_migrations",
  );
  await client.end();
  expect(rows[0].n).toBeGreaterThan(0);
  // A later start finds nothing to do.
  const again = connectDatabase(empty.url, { max: 1 });
  await applyMigrations(again);
  await again.close();
});

/**
 * The instructors' migration (0016) was first committed with a journal stamp earlier than the
 * one before it: a database created then recorded it under that stamp, and one upgraded across
 * it skipped it. It now carries a later stamp and may run twice; both kinds of database take the
 * upgrade.
 */
describe("an upgrade from the release whose instructors' migration was stamped early", () => {
  const FIRST_STAMP = 1795789506948;

  /** A folder holding migrations 0000–0016 and that release's journal. */
  function releaseFolder(): string {
    const folder = mkdtempSync(path.join(tmpdir(), "hangar-release-"));
    mkdirSync(path.join(folder, "meta"));
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
    const entries = journal.entries
      .filter((entry: { tag: string }) => entry.tag <= "0016_instructors")
      .map((entry: { tag: string; when: number }) =>
        entry.tag === "0016_instructors" ? { ...entry, when: FIRST_STAMP } : entry,
      );
    for (const entry of entries) {
      copyFileSync(
        path.join(MIGRATIONS, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
    return folder;
  }

  async function migratedBy(folder: string) {
    const database = await createTestDatabase();
    await database.pool.query(
      "drop schema public cascade; drop schema if exists drizzle cascade; create schema public",
    );
    await migrate(drizzle(database.pool), { migrationsFolder: folder });
    return database;
  }

  it("runs again on a database that recorded it under its first stamp, and goes on", async () => {
    const database = await migratedBy(releaseFolder());
    try {
      await applyMigrations(database);
      const { rows } = await database.pool.query(
        "select count(*)::int as n from pg_constraint where conname in ('bookings_instructor_no_overlap', 'bookings_pilot_no_overlap')",
      );
      expect(rows[0].n).toBe(2);
    } finally {
      await database.close();
    }
  });

  it("runs on a database upgraded across it, which had skipped it", async () => {
    const folder = releaseFolder();
    const journalPath = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8"));
    // Migrated to 0015 first, then to the release: drizzle skipped 0016 there.
    writeFileSync(
      journalPath,
      JSON.stringify({
        ...journal,
        entries: journal.entries.filter(
          (entry: { tag: string }) => entry.tag !== "0016_instructors",
        ),
      }),
    );
    const database = await migratedBy(folder);
    try {
      await applyMigrations(database);
      const { rows } = await database.pool.query(
        "select count(*)::int as n from information_schema.columns where table_name = 'bookings' and column_name = 'instructor_id'",
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
