/**
 * How changes travel (decision 0029). The database's triggers send a notice of every committed
 * change of an announced table (announced-tables.ts) on one channel, `hangar_changes`, whoever
 * wrote it: this instance, another one, an import, psql. Each instance listens on one
 * connection of its own and hands every notice, in commit order, first to its caches (each
 * drops what the notice touches), then to its open event streams (each forwards it to its
 * viewer if they may hear of it): the same notice, so no screen re-reads a copy from before the
 * change it was told of.
 *
 * Caches are used only while the notices arrive: when the listening connection is lost, every
 * cache is emptied and keeps nothing until it listens again; streams are then told to read
 * everything again (`resync`).
 *
 * An instance reads its own writes: a service announces what its transaction changed after the
 * commit (`announce`), which drops this instance's copies at once; any other write waits, before
 * its answer, for the notices of its commits (`sync`, see read-your-writes.ts).
 *
 * Booking writes run on the server's transaction connections (../db/transaction.ts), whose
 * triggers keep their notices until the commit instead of sending them from inside it (decision
 * 0036): the transaction hands them to `publish`, which applies and sends them.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { NotificationBatcher } from "../db/notify";
import { PgListener } from "../db/pg-listener";
import { type ChangeNotice, orgOf, parseNotice } from "./change-notice";
import { markAnnounced } from "./read-your-writes";

export const CHANNEL = "hangar_changes";
const SYNC_PREFIX = "sync:";
/** The waits before each try of sending a transaction's notices after its commit. */
const PUBLISH_RETRIES_MS = [0, 200, 1000, 5000, 20_000];
/** Past this, a sync gives up waiting and empties every cache instead. */
const SYNC_TIMEOUT_MS = 5000;

/** A cache that notices keep true. */
export interface ChangeFollower {
  /** Drops what the notice touches. */
  apply(notice: ChangeNotice): void;
  /** Drops everything: notices may have been missed. */
  clear(): void;
}

/** A notice of an organization (or of all), or `resync` when notices may have been missed. */
export type StreamListener = (notice: ChangeNotice | "resync") => void;

export class Changes {
  private readonly followers = new Set<ChangeFollower>();
  private readonly streams = new Map<string, Set<StreamListener>>();
  private readonly listener: PgListener;
  private readonly instanceId = randomUUID();
  private readonly waiting = new Map<string, () => void>();
  private syncCount = 0;
  /** Syncs of concurrent requests share statements. */
  private readonly notifications: NotificationBatcher;

  constructor(
    pool: pg.Pool,
    connectionString: string,
    private readonly publishRetriesMs: readonly number[] = PUBLISH_RETRIES_MS,
  ) {
    this.notifications = new NotificationBatcher(pool);
    this.listener = new PgListener(connectionString, CHANNEL, {
      message: (payload) => this.receive(payload),
      lost: () => this.clearAll(),
      listening: (afterLoss) => {
        this.clearAll();
        if (afterLoss) this.tell(this.allStreams(), "resync");
      },
    });
  }

  /** Whether caches may be used: notices arrive. */
  get active(): boolean {
    return this.listener.isListening;
  }

  follow(cache: ChangeFollower): void {
    this.followers.add(cache);
  }

  /** Listens to one organization's notices; returns the function that stops listening. */
  subscribe(orgId: string, listener: StreamListener): () => void {
    const set = this.streams.get(orgId) ?? new Set();
    set.add(listener);
    this.streams.set(orgId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.streams.delete(orgId);
    };
  }

  /** Resolves once this instance listens (or the attempt failed; it is tried again). */
  start(): Promise<void> {
    return this.listener.start();
  }

  async close(): Promise<void> {
    this.streams.clear();
    await this.listener.close();
    this.clearAll();
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
  }

  /**
   * After a commit, what the transaction changed: this instance's caches drop it at once, so
   * the request's answer needs no `sync`. List everything the transaction changed in announced
   * tables. Other instances and every open stream hear of it from the triggers.
   */
  announce(notices: ChangeNotice[]): void {
    for (const notice of notices) this.applyToCaches(notice);
    markAnnounced();
  }

  /**
   * The notices (JSON texts) that a committed transaction's triggers kept instead of sending
   * them: this instance's caches drop what they touch at once, as `announce` does, and every
   * instance (this one's streams included) hears of them on the channel, sent in a transaction
   * of their own. Never throws: the commit it follows stands.
   */
  publish(payloads: string[]): void {
    const notices = payloads.flatMap((payload) => parseNotice(payload) ?? []);
    for (const notice of notices) this.applyToCaches(notice);
    // A payload this instance cannot read dropped nothing here: the request then waits for the
    // notices of its commits instead (`sync`), as a write announced by no one does.
    if (notices.length === payloads.length) markAnnounced();
    void this.send(payloads);
  }

  /**
   * Sends notices on the channel, tried again a few times over half a minute (a notice sent
   * twice only makes screens read again). Should every try fail, this instance's streams are
   * told to read everything again; other instances' copies live out their age, and their open
   * screens learn of the change at their next read.
   */
  private async send(payloads: string[]) {
    for (const delay of this.publishRetriesMs) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
      try {
        await this.notifications.send(payloads.map((payload) => ({ channel: CHANNEL, payload })));
        return;
      } catch {
        // Tried again after the next delay.
      }
    }
    this.tell(this.allStreams(), "resync");
  }

  /**
   * Resolves once every notice of what this instance committed so far has been applied
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
    const notice = parseNotice(payload);
    if (!notice) return;
    this.applyToCaches(notice);
    const orgId = orgOf(notice);
    const listeners =
      orgId !== undefined
        ? [...(this.streams.get(orgId) ?? [])]
        : notice.scope === "all"
          ? this.allStreams()
          : [];
    this.tell(listeners, notice);
  }

  private tell(listeners: StreamListener[], notice: ChangeNotice | "resync") {
    for (const listener of listeners) {
      try {
        listener(notice);
      } catch {
        // One stream's failure is its own: it ends at its next write.
      }
    }
  }

  /** Runs inside the connection's read or after a commit: never throws. */
  private applyToCaches(notice: ChangeNotice) {
    for (const cache of this.followers) {
      try {
        cache.apply(notice);
      } catch {
        cache.clear();
      }
    }
  }

  private allStreams(): StreamListener[] {
    return [...this.streams.values()].flatMap((set) => [...set]);
  }

  private clearAll() {
    for (const cache of this.followers) cache.clear();
  }
}
