import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database";

/** Any fixed number: the key of the advisory lock that one sweep at a time holds. */
export const SWEEP_LOCK_KEY = 7_302_114_456;

/** Rows deleted per statement, each committed on its own. */
export const SWEEP_BATCH_ROWS = 1_000;

export interface SweptRows {
  sessions: number;
  rateLimits: number;
  signInLinks: number;
  verifications: number;
}

/** Rows nobody can use any more, which would otherwise stay for ever. */
export class ExpiredRowsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Deletes them in batches of `SWEEP_BATCH_ROWS`, each committed on its own and skipping rows
   * someone holds, so a big backlog never keeps a returning user's counter or session waiting
   * on the sweep. Null when another server instance is sweeping this database at the moment
   * (it holds the lock), since one sweep does the work for all. The lock is held by a
   * transaction that does nothing else, for the whole sweep.
   */
  async deleteExpired(keep: {
    /** A session is over this long after sign-in, however recently used. */
    sessionSeconds: number;
    /** No rate-limit window is longer. */
    rateLimitWindowSeconds: number;
  }): Promise<SweptRows | null> {
    return this.db.transaction(async (guard) => {
      const lock = await guard.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
      );
      if (!lock.rows[0]?.locked) return null;
      const batches = async (table: string, key: string, expired: SQL) => {
        let deleted = 0;
        for (;;) {
          const result = await this.db.execute(sql`
            delete from ${sql.identifier(table)} where ${sql.identifier(key)} in (
              select ${sql.identifier(key)} from ${sql.identifier(table)} where ${expired}
              limit ${SWEEP_BATCH_ROWS} for update skip locked)`);
          const rows = result.rowCount ?? 0;
          deleted += rows;
          if (rows < SWEEP_BATCH_ROWS) return deleted;
        }
      };
      return {
        sessions: await batches(
          "auth_sessions",
          "id",
          sql`expires_at < now() or created_at < now() - make_interval(secs => ${keep.sessionSeconds})`,
        ),
        rateLimits: await batches(
          "rate_limits",
          "key",
          sql`window_started_at < now() - make_interval(secs => ${keep.rateLimitWindowSeconds})`,
        ),
        signInLinks: await batches("sign_in_links", "token_hash", sql`expires_at < now()`),
        verifications: await batches("auth_verifications", "id", sql`expires_at < now()`),
      };
    });
  }
}
