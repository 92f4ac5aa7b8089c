import pg from "pg";

/** A PostgreSQL notification: what LISTENers of `channel` receive. */
export interface Notification {
  channel: string;
  payload: string;
}

/**
 * Sends notifications in one statement, hence one transaction: listeners receive them in this
 * order, after those of every transaction committed before. NOTIFY gives the transaction an id,
 * so its commit would wait for the WAL to reach the disk, holding NOTIFY's lock for the whole
 * database meanwhile; there is nothing to keep here (notifications are not durable), so the
 * commit does not wait.
 */
export async function notifyAll(
  pool: Pick<pg.Pool, "query">,
  notifications: Notification[],
): Promise<void> {
  const calls = notifications.map((_, index) => `pg_notify($${2 * index + 1}, $${2 * index + 2})`);
  await pool.query(
    `select set_config('synchronous_commit', 'off', true), ${calls.join(", ")}`,
    notifications.flatMap(({ channel, payload }) => [channel, payload]),
  );
}

/** Notifications per statement at most: one column each, PostgreSQL takes 1,664 in a select. */
const MOST_PER_STATEMENT = 1000;
/**
 * Past this, a statement is given up (its calls fail) and the next one goes: a connection that
 * died without closing would otherwise hold up every later sync.
 */
const STATEMENT_TIMEOUT_MS = 5000;

interface Waiting {
  notifications: Notification[];
  sent(): void;
  failed(error: unknown): void;
}

/**
 * Sends notifications as `notifyAll` does, one statement at a time: what is asked while a
 * statement is on its way goes in the next one, together. Under concurrent writes, the
 * syncs of many requests then take one round trip instead of one each (the Node thread's
 * socket writes are what a write spends most on); alone, a call is sent at once. Listeners receive each call's notifications in order, after those of the calls before
 * (PostgreSQL delivers a notification repeated within one transaction once) — unless a
 * statement that was given up arrives after all. A statement that PostgreSQL refuses is sent
 * again call by call, so that one call at fault does not fail the others.
 */
export class NotificationBatcher {
  private readonly queue: Waiting[] = [];
  private sending = false;

  constructor(
    private readonly pool: Pick<pg.Pool, "query">,
    private readonly timeoutMs = STATEMENT_TIMEOUT_MS,
  ) {}

  send(notifications: Notification[]): Promise<void> {
    if (notifications.length === 0) return Promise.resolve();
    if (notifications.length > MOST_PER_STATEMENT) {
      // More than one statement takes: sent as several calls, in order.
      const calls: Promise<void>[] = [];
      for (let at = 0; at < notifications.length; at += MOST_PER_STATEMENT) {
        calls.push(this.send(notifications.slice(at, at + MOST_PER_STATEMENT)));
      }
      return Promise.all(calls).then(() => {});
    }
    return new Promise((sent, failed) => {
      this.queue.push({ notifications, sent, failed });
      if (!this.sending) void this.drain();
    });
  }

  private async drain() {
    this.sending = true;
    while (this.queue.length > 0) {
      const batch = this.takeBatch();
      try {
        await this.sendWithinTime(batch.flatMap((waiting) => waiting.notifications));
        for (const waiting of batch) waiting.sent();
      } catch (error) {
        if (batch.length === 1 || !(error instanceof pg.DatabaseError)) {
          for (const waiting of batch) waiting.failed(error);
          continue;
        }
        // PostgreSQL refused the statement (a payload too long, say): each call on its own, so
        // that only the call at fault fails.
        for (const waiting of batch) {
          await this.sendWithinTime(waiting.notifications).then(waiting.sent, waiting.failed);
        }
      }
    }
    this.sending = false;
  }

  private async sendWithinTime(notifications: Notification[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`No answer to a notification within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      await Promise.race([notifyAll(this.pool, notifications), givenUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The calls waiting, from the oldest, up to MOST_PER_STATEMENT notifications (one at least). */
  private takeBatch(): Waiting[] {
    let count = 0;
    let taken = 0;
    for (const waiting of this.queue) {
      if (taken > 0 && count + waiting.notifications.length > MOST_PER_STATEMENT) break;
      count += waiting.notifications.length;
      taken += 1;
    }
    return this.queue.splice(0, taken);
  }
}
