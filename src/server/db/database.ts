import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  connectionString: string;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../drizzle",
);

export function connectDatabase(
  connectionString: string,
  options: { max?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection (database restarted) must not crash the server;
  // the pool replaces it and the next query reports the outage.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, connectionString, close: () => pool.end() };
}

/** Any fixed number: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_302_114_455;

/**
 * Applies the committed migrations. Drizzle's migrator takes no lock, so servers starting at
 * once on one database take turns on a PostgreSQL advisory lock, held on the connection that
 * migrates.
 */
export async function applyMigrations(database: Pick<Database, "pool">): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The SQLSTATE of a database error, also when Drizzle wrapped it. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names (a violation's), looking through wrapped causes. */
export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Thrown inside a transaction that found what it read changed under the lock it then took:
 * `withTransactionRetries` runs it again, on what stands now.
 */
export class ReadChangedMeanwhile extends Error {
  readonly code = "40001";
  constructor() {
    super("What the transaction read changed before it locked it");
  }
}

/** Deadlock detected, serialization failure: PostgreSQL rolled the transaction back whole. */
const RETRYABLE_STATES = new Set(["40P01", "40001"]);
/** Tries of a transaction PostgreSQL rolled back for its timing, the first included. */
const TRANSACTION_TRIES = 3;

/**
 * Runs the transaction `attempt` again when PostgreSQL rolled it back for its timing alone: a
 * deadlock between writers that lock memberships in different orders (a booking locks its pilot
 * and instructor, a removal the administrators, then the member), or a serialization failure.
 * Nothing of a rolled-back try stands, so trying again is safe; any other error is thrown.
 */
export async function withTransactionRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= TRANSACTION_TRIES || !RETRYABLE_STATES.has(sqlState(error) ?? "")) throw error;
    }
  }
}
