/**
 * The server keeps copies of what every request reads (sessions, calendar answers) in memory;
 * the database keeps them true. Triggers (migration 0005) NOTIFY on `hangar_invalidate` what a
 * committed transaction changed, whoever wrote it — this instance, another one, or an
 * administrator's SQL — and every instance drops the copies concerned:
 *
 *   u:<user id>   the user's sessions and membership
 *   o:<org id>    the organization's calendar answers
 *   o:*           every organization's calendar answers
 *   *             everything
 *
 * Copies are kept only while the notifications arrive: when the listening connection is lost,
 * every cache is emptied and stays unused until it listens again.
 *
 * An instance sees its own writes at once: before it answers a request that may have written,
 * it waits for the notifications of its commits (`sync`), so that the next request, say the
 * calendar read after a booking, finds no stale copy — or, for writes that announce themselves
 * after their commit (`announce`, booking creates and edits), it drops its copies itself. Other
 * instances drop theirs within milliseconds, when the notification reaches them.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { type Notification, NotificationBatcher } from "../db/notify";
import { PgListener } from "../db/pg-listener";

const CHANNEL = "hangar_invalidate";
const SYNC_PREFIX = "sync:";
/** Past this, a sync gives up waiting and empties every cache instead. */
const SYNC_TIMEOUT_MS = 5000;

export type InvalidationKey =
  | { scope: "user"; id: string }
  | { scope: "org"; id: string }
  | { scope: "all-orgs" }
  | { scope: "all" };

/** A cache that the database's notifications keep true. */
export interface InvalidatedCache {
  invalidate(key: InvalidationKey): void;
  clear(): void;
}

export function formatInvalidation(key: InvalidationKey): string {
  switch (key.scope) {
    case "all":
      return "*";
    case "all-orgs":
      return "o:*";
    case "user":
      return `u:${key.id}`;
    case "org":
      return `o:${key.id}`;
  }
}

export function parseInvalidation(payload: string): InvalidationKey | undefined {
  if (payload === "*") return { scope: "all" };
  if (payload === "o:*") return { scope: "all-orgs" };
  if (payload.startsWith("u:")) return { scope: "user", id: payload.slice(2) };
  if (payload.startsWith("o:")) return { scope: "org", id: payload.slice(2) };
  return undefined;
}

export class CacheInvalidation {
  private readonly caches = new Set<InvalidatedCache>();
  private readonly listener: PgListener;
  private readonly instanceId = randomUUID();
  private readonly waiting = new Map<string, () => void>();
  private syncCount = 0;
  /** Announcements and syncs of concurrent requests share statements. */
  private readonly notifications: NotificationBatcher;

  constructor(pool: pg.Pool, connectionString: string) {
    this.notifications = new NotificationBatcher(pool);
    this.listener = new PgListener(connectionString, CHANNEL, {
      message: (payload) => this.receive(payload),
      lost: () => this.clearAll(),
      listening: () => this.clearAll(),
    });
  }

  /** Whether caches may be used: notifications arrive. */
  get active(): boolean {
    return this.listener.isListening;
  }

  register(cache: InvalidatedCache): void {
    this.caches.add(cache);
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  async close(): Promise<void> {
    await this.listener.close();
    this.clearAll();
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
  }

  /**
   * For a write whose transaction told the triggers that the server announces it (migration
   * 0006), after its commit: this instance's copies are dropped at once, so its next read is
   * fresh without a `sync`, and the other instances are told, with the other notifications of
   * the same commit (a change notice for live screens) in one round trip. A notification lost
   * here (the database went away just after the commit) leaves other instances' copies stale
   * until they expire (10 minutes for the calendar), or are emptied when their listening
   * connection is lost.
   */
  async announce(key: InvalidationKey, ...others: Notification[]): Promise<void> {
    this.dropHere(key);
    const notifications = [{ channel: CHANNEL, payload: formatInvalidation(key) }, ...others];
    // Once more after a failure (a connection of the pool lost): nothing else would tell them.
    await this.notifications
      .send(notifications)
      .catch(() => this.notifications.send(notifications));
  }

  /**
   * Resolves once every notification of what this instance committed so far has been applied
   * (PostgreSQL delivers notifications in commit order; ours comes after them).
   */
  async sync(): Promise<void> {
    if (!this.active) return;
    const token = `${this.instanceId}:${++this.syncCount}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.waiting.set(token, resolve);
      timer = setTimeout(() => {
        this.waiting.delete(token);
        this.clearAll();
        resolve();
      }, SYNC_TIMEOUT_MS);
    });
    try {
      await this.notifications.send([{ channel: CHANNEL, payload: SYNC_PREFIX + token }]);
      await arrived;
    } catch {
      this.waiting.delete(token);
      this.clearAll();
    } finally {
      clearTimeout(timer);
    }
  }

  private receive(payload: string) {
    if (payload.startsWith(SYNC_PREFIX)) {
      const token = payload.slice(SYNC_PREFIX.length);
      this.waiting.get(token)?.();
      this.waiting.delete(token);
      return;
    }
    const key = parseInvalidation(payload);
    if (key) this.dropHere(key);
  }

  /** Drops this instance's copies concerned by `key`, now. */
  dropHere(key: InvalidationKey): void {
    for (const cache of this.caches) cache.invalidate(key);
  }

  private clearAll() {
    for (const cache of this.caches) cache.clear();
  }
}
