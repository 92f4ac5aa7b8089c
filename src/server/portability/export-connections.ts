/**
 * The database connections exports read through: a small pool of their own, so that downloads,
 * however slowly they are read, never take the connections every club's requests need. One
 * export per organization at a time and a few overall; PostgreSQL ends an export's transaction
 * left idle (a reader who stopped reading), and the export ends with it.
 */
import pg from "pg";
import { portabilityMessages } from "../../shared/portability/organization-export";
import { AppError, conflict } from "../http/errors";

export interface ExportLimits {
  /** Exports at once, all organizations together: the size of the exports' pool. */
  maxExports: number;
  /** PostgreSQL ends an export's transaction left idle this long (its reader stopped). */
  idleInTransactionMs: number;
  /** A download whose reader takes nothing for this long is cut off. */
  socketTimeoutMs: number;
  /**
   * An export ends this long after it started, however it is read: a reader who takes a trickle
   * (never idle long enough for the other bounds) can hold neither a slot nor a snapshot, which
   * keeps vacuum from every table, for longer.
   */
  maxDurationMs: number;
}

export const DEFAULT_EXPORT_LIMITS: ExportLimits = {
  maxExports: 3,
  // A page of bookings is ~1 MB: long enough for a slow line to take one, short enough that a
  // stopped reader does not hold a snapshot (and vacuum) for long.
  idleInTransactionMs: 120_000,
  socketTimeoutMs: 60_000,
  // A club's whole history is a few hundred MB at most: minutes on a slow line.
  maxDurationMs: 20 * 60_000,
};

/** How the exports' connections are named in pg_stat_activity. */
export const EXPORT_APPLICATION_NAME = "hangar export";

export interface ExportConnection {
  client: pg.PoolClient;
  /**
   * Aborted when the connection is lost (PostgreSQL ended it) or the export ran out of time: the
   * export can go no further, and the connection is closed rather than given back.
   */
  lost: AbortSignal;
  /** Gives the connection back, once; a lost one is closed instead. */
  release(): void;
}

export class ExportConnections {
  private readonly pool: pg.Pool;
  private readonly exporting = new Set<string>();

  constructor(
    connectionString: string,
    readonly limits: ExportLimits,
  ) {
    this.pool = new pg.Pool({
      connectionString,
      max: limits.maxExports,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      application_name: EXPORT_APPLICATION_NAME,
      options: `-c idle_in_transaction_session_timeout=${Math.max(1, Math.round(limits.idleInTransactionMs))}`,
    });
    // An idle connection that is lost (database restarted) is replaced at the next export.
    this.pool.on("error", () => {});
  }

  /**
   * A connection for one export of the organization. Refused (409) while another export of it
   * runs, and (503) while the most exports at once run: nobody waits for a slot.
   */
  async acquire(orgId: string): Promise<ExportConnection> {
    if (this.exporting.has(orgId)) {
      throw conflict(portabilityMessages.exportUnderWay, "EXPORT_UNDER_WAY");
    }
    if (this.exporting.size >= this.limits.maxExports) {
      throw new AppError(503, "EXPORTS_BUSY", portabilityMessages.exportsBusy);
    }
    this.exporting.add(orgId);
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.exporting.delete(orgId);
      throw error;
    }
    const lost = new AbortController();
    let released = false;
    // While the export holds the connection, its errors are the export's (an 'error' nobody
    // listens to stops the process); once released, the pool listens again.
    const onError = (error: Error) => {
      lost.abort(error);
      release();
    };
    const deadline = setTimeout(
      () => lost.abort(new Error("The export ran out of time")),
      this.limits.maxDurationMs,
    );
    deadline.unref();
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(deadline);
      client.off("error", onError);
      this.exporting.delete(orgId);
      client.release(lost.signal.aborted);
    };
    client.on("error", onError);
    return { client, lost: lost.signal, release };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
