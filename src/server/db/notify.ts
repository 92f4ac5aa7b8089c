import type pg from "pg";

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
