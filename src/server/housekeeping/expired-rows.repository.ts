import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

/** Any fixed number: the key of the advisory lock that one sweep at a time holds. */
export const SWEEP_LOCK_KEY = 7_302_114_456;

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
   * Deletes them in one transaction; null when another server instance is sweeping this
   * database at the moment (it holds the lock), since one sweep does the work for all.
   */
  async deleteExpired(keep: {
    /** A session is over this long after sign-in, however recently used. */
    sessionSeconds: number;
    /** No rate-limit window is longer. */
    rateLimitWindowSeconds: number;
  }): Promise<SweptRows | null> {
    return this.db.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
      );
      if (!lock.rows[0]?.locked) return null;
      const count = async (query: ReturnType<typeof sql>) =>
        (await tx.execute(query)).rowCount ?? 0;
      return {
        sessions: await count(sql`
          delete from auth_sessions
          where expires_at < now() or created_at < now() - make_interval(secs => ${keep.sessionSeconds})`),
        rateLimits: await count(sql`
          delete from rate_limits
          where window_started_at < now() - make_interval(secs => ${keep.rateLimitWindowSeconds})`),
        signInLinks: await count(sql`delete from sign_in_links where expires_at < now()`),
        verifications: await count(sql`delete from auth_verifications where expires_at < now()`),
      };
    });
  }
}
