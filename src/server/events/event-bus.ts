/**
 * Change notices for live screens. A write publishes `{ orgId, kind, id, action }` through
 * PostgreSQL NOTIFY, so that every server instance on the database hears it; each instance
 * LISTENs on one connection of its own and hands notices to its subscribers of that
 * organization. A notice carries no details: screens read what changed through the API, which
 * applies the viewer's permissions.
 */
import pg from "pg";
import { z } from "zod";

const CHANNEL = "hangar_events";
const RECONNECT_MS = 2000;

export const changeNoticeSchema = z.object({
  orgId: z.string(),
  kind: z.enum(["booking", "aircraft"]),
  id: z.string(),
  action: z.enum(["created", "updated", "cancelled", "archived"]),
});
export type ChangeNotice = z.infer<typeof changeNoticeSchema>;
/** A notice, or `resync` when notices may have been missed (the connection was lost). */
type Listener = (notice: ChangeNotice | "resync") => void;

export class EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: pg.Client | undefined;
  /** Set once a connection was lost: the next connection tells subscribers to read again. */
  private missedNotices = false;
  private connecting: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

  async publish(notice: ChangeNotice): Promise<void> {
    await this.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(notice)]);
  }

  /** Listens to one organization's notices; returns the function that stops listening. */
  subscribe(orgId: string, listener: Listener): () => void {
    const set = this.listeners.get(orgId) ?? new Set();
    set.add(listener);
    this.listeners.set(orgId, set);
    void this.ensureListening();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(orgId);
    };
  }

  /** Resolves once this instance is listening (tests wait for it before writing). */
  ready(): Promise<void> {
    return this.ensureListening();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.client?.end().catch(() => {});
  }

  private ensureListening(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", (message) => this.deliver(message.payload));
    // A lost connection (database restarted) is made again; notices in between are missed,
    // and screens catch up at their next read.
    client.on("error", () => this.reconnect(client));
    client.on("end", () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      this.client = client;
      if (this.missedNotices) {
        this.missedNotices = false;
        for (const set of this.listeners.values()) for (const listener of set) listener("resync");
      }
    } catch {
      await client.end().catch(() => {});
      if (!this.closed) setTimeout(() => void this.ensureListening(), RECONNECT_MS).unref();
    }
  }

  private reconnect(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.missedNotices = true;
    if (!this.closed) setTimeout(() => void this.ensureListening(), RECONNECT_MS).unref();
  }

  private deliver(payload: string | undefined) {
    let notice: ChangeNotice;
    try {
      notice = changeNoticeSchema.parse(JSON.parse(payload ?? ""));
    } catch {
      return;
    }
    for (const listener of this.listeners.get(notice.orgId) ?? []) listener(notice);
  }
}
