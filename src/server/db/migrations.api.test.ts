import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/server/support/test-database";
import { applyMigrations, connectDatabase, type Database } from "./database";

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
