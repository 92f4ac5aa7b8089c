/**
 * Fixed-window failure counters kept in PostgreSQL, so that every server instance sees the same
 * count. Used to throttle guessing (passwords, join codes), not general traffic.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

export interface FailureLimit {
  /** What is counted, e.g. `sign-in:email:a@b.c`. */
  key: string;
  /** Failures allowed per window; the next attempt is refused. */
  max: number;
  windowSeconds: number;
}

export class FailureThrottle {
  constructor(private readonly db: Db) {}

  /** True when any of the limits has used up its failures in the current window. */
  async isBlocked(limits: FailureLimit[]): Promise<boolean> {
    for (const limit of limits) {
      const result = await this.db.execute<{ count: number }>(sql`
        select count from rate_limits
        where key = ${limit.key}
          and window_started_at > now() - make_interval(secs => ${limit.windowSeconds})`);
      const count = result.rows[0]?.count ?? 0;
      if (count >= limit.max) return true;
    }
    return false;
  }

  async recordFailure(limits: FailureLimit[]): Promise<void> {
    for (const limit of limits) {
      await this.db.execute(sql`
        insert into rate_limits (key, window_started_at, count) values (${limit.key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_started_at > now() - make_interval(secs => ${limit.windowSeconds})
                       then rate_limits.count + 1 else 1 end,
          window_started_at = case when rate_limits.window_started_at > now() - make_interval(secs => ${limit.windowSeconds})
                                   then rate_limits.window_started_at else now() end`);
    }
  }

  async clear(keys: string[]): Promise<void> {
    for (const key of keys) await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }
}
