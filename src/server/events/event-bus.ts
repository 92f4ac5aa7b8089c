/**
 * Change notices for live screens. A write publishes `{ orgId, kind, id, action }` through
 * PostgreSQL NOTIFY, so that every server instance on the database hears it; each instance
 * LISTENs on one connection of its own and hands notices to its subscribers of that
 * organization. A notice carries no details: screens read what changed through the API, which
 * applies the viewer's permissions. A change that only some viewers can see (a booking's details,
 * an archived aircraft) names who they are, and only they hear of it.
 */
import type pg from "pg";
import { z } from "zod";
import { type Notification, notifyAll } from "../db/notify";
import { PgListener } from "../db/pg-listener";

const CHANNEL = "hangar_events";

export const changeNoticeSchema = z.object({
  orgId: z.string(),
  kind: z.enum(["booking", "aircraft"]),
  id: z.string(),
  action: z.enum(["created", "updated", "cancelled", "archived"]),
  /**
   * Set when the change shows only to admins and to these users (a booking's pilots): no other
   * member hears of it. Absent: every member of the organization can see it.
   */
  onlyAdminsAnd: z.array(z.string()).optional(),
});
export type ChangeNotice = z.infer<typeof changeNoticeSchema>;
/** A notice, or `resync` when notices may have been missed (the connection was lost). */
type Listener = (notice: ChangeNotice | "resync") => void;

export class EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly beforeDelivery: ((notice: ChangeNotice) => void)[] = [];
  private readonly listener: PgListener;

  constructor(
    private readonly pool: pg.Pool,
    connectionString: string,
  ) {
    // A lost connection is made again; screens catch up at their next read.
    this.listener = new PgListener(connectionString, CHANNEL, {
      message: (payload) => this.deliver(payload),
      listening: (afterLoss) => {
        if (!afterLoss) return;
        for (const set of this.listeners.values()) for (const listener of set) listener("resync");
      },
    });
  }

  async publish(notice: ChangeNotice): Promise<void> {
    await notifyAll(this.pool, [EventBus.notification(notice)]);
  }

  /** The notice as a notification, for a writer that sends it with others of its commit. */
  static notification(notice: ChangeNotice): Notification {
    return { channel: CHANNEL, payload: JSON.stringify(notice) };
  }

  /** Listens to one organization's notices; returns the function that stops listening. */
  subscribe(orgId: string, listener: Listener): () => void {
    const set = this.listeners.get(orgId) ?? new Set();
    set.add(listener);
    this.listeners.set(orgId, set);
    void this.listener.start();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(orgId);
    };
  }

  /** Runs `hook` with every notice before any screen hears of it. */
  onEveryNotice(hook: (notice: ChangeNotice) => void): void {
    this.beforeDelivery.push(hook);
  }

  /** Resolves once this instance is listening (tests wait for it before writing). */
  ready(): Promise<void> {
    return this.listener.start();
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.listener.close();
  }

  private deliver(payload: string) {
    let notice: ChangeNotice;
    try {
      notice = changeNoticeSchema.parse(JSON.parse(payload));
    } catch {
      return;
    }
    for (const hook of this.beforeDelivery) hook(notice);
    for (const listener of this.listeners.get(notice.orgId) ?? []) listener(notice);
  }
}
