/**
 * One connection of its own that LISTENs on a PostgreSQL channel, made again when it is lost
 * (the database restarted). Whoever uses it learns when the connection is lost, since
 * notifications sent in between are missed, and when it listens again.
 */
import pg from "pg";

const RECONNECT_MS = 2000;

export interface ListenerHandlers {
  message(payload: string): void;
  /** The connection was lost: notifications from now on are missed until `listening`. */
  lost?(): void;
  /** Listening (again); `afterLoss` when notifications may have been missed before. */
  listening?(afterLoss: boolean): void;
}

export class PgListener {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  /** Set once a connection was lost, until the next one listens. */
  private missed = false;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly handlers: ListenerHandlers,
  ) {}

  /** Whether notifications arrive right now. */
  get isListening(): boolean {
    return this.client !== undefined;
  }

  /** Starts listening if it is not; resolves once it listens (or the attempt failed). */
  start(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: `hangar listen ${this.channel}`,
    });
    client.on("notification", (message) => this.handlers.message(message.payload ?? ""));
    client.on("error", () => this.lose(client));
    client.on("end", () => this.lose(client));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      if (this.closed) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      const afterLoss = this.missed;
      this.missed = false;
      this.handlers.listening?.(afterLoss);
    } catch {
      await client.end().catch(() => {});
      this.retryLater();
    }
  }

  private lose(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.missed = true;
    this.handlers.lost?.();
    this.retryLater();
  }

  private retryLater() {
    if (!this.closed) setTimeout(() => void this.start(), RECONNECT_MS).unref();
  }
}
