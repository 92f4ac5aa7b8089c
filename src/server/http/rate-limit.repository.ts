import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

/** Fixed-window counters in PostgreSQL, shared by every server instance. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Adds one to the key's count in its current window (a new window once it has passed). */
  async increment(key: string, windowSeconds: number): Promise<number> {
    const window = sql`make_interval(secs => ${windowSeconds})`;
    const result = await this.db.execute<{ count: number }>(sql`
      insert into rate_limits (key, window_started_at, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when rate_limits.window_started_at > now() - ${window}
                     then rate_limits.count + 1 else 1 end,
        window_started_at = case when rate_limits.window_started_at > now() - ${window}
                                 then rate_limits.window_started_at else now() end
      returning count`);
    return result.rows[0]?.count ?? 1;
  }

  async decrement(key: string): Promise<void> {
    await this.db.execute(
      sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`,
    );
  }
}
