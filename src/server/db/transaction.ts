import pg from "pg";
import { withTransactionRetries } from "./database";

/**
 * A statement run by name: each connection parses it once, and after five runs PostgreSQL keeps
 * one generic plan for it instead of planning every run (~0.5 ms for a booking's statements).
 */
export interface NamedStatement {
  name: string;
  text: string;
  values: unknown[];
}

/** The statements of one transaction, all on its connection. */
export interface Transaction {
  run<Row extends pg.QueryResultRow>(statement: NamedStatement): Promise<Row[]>;
  /** Runs the transaction's last statement and commits it, in one round trip. */
  runAndCommit<Row extends pg.QueryResultRow>(statement: NamedStatement): Promise<Row[]>;
}

/**
 * Each connection's settings: PostgreSQL's limits on its waits, statements and idle
 * transactions; and its triggers keep their change notices in the transaction for the commit to
 * hand over (migration 0012) instead of sending them from inside it.
 */
const CONNECTION_OPTIONS =
  "-c lock_timeout=5s -c statement_timeout=10s -c idle_in_transaction_session_timeout=10s " +
  "-c hangar.publish_after_commit=on";

/** The change notices (JSON texts) the transaction's triggers kept, read just before its commit. */
const PENDING_CHANGES: NamedStatement = {
  name: "hangar_pending_changes",
  text: "select current_setting('hangar.pending_changes', true) as pending",
  values: [],
};

/**
 * Sends the change notices of a committed transaction (the JSON texts its triggers wrote).
 * Called once the commit stands (or, when its answer was lost, may stand), before `run`
 * returns: never for a transaction rolled back. Must not throw.
 */
export type PublishChanges = (notices: string[]) => void;

/** Connections kept for transactions (booking writes), besides the main pool's. */
const TRANSACTION_CONNECTIONS = 20;

/**
 * Short transactions of named statements, on connections of their own in pipeline mode: a
 * statement is sent without waiting for the answer to the one before it, so `begin` travels
 * with the first statement and `commit` with the last. A booking write (begin, facts, write,
 * commit) then takes two round trips to PostgreSQL instead of four, and holds its locks for no
 * longer than it must (decision 0027).
 *
 * What a transaction changed in announced tables is published after its commit, by this class,
 * from the notices the tables' triggers kept: a NOTIFY inside the transaction would make
 * concurrent commits queue behind one lock for the whole database (decision 0036). Work run
 * here announces nothing itself.
 */
export class Transactions {
  private readonly pool: pg.Pool;

  constructor(
    connectionString: string,
    private readonly publish: PublishChanges,
    max = TRANSACTION_CONNECTIONS,
  ) {
    this.pool = new pg.Pool({
      connectionString,
      max,
      pipeline: true,
      // These transactions hold row locks (a booking, a pilot's membership, an aircraft) that
      // members' writes, removals and archiving wait for: none waits or idles without end.
      options: CONNECTION_OPTIONS,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // As the main pool: a lost idle connection is replaced; the next query reports an outage.
    this.pool.on("error", () => {});
  }

  /**
   * Runs `work` in one transaction: committed when it returns (or by its `runAndCommit`),
   * rolled back when it throws (its error is rethrown). A connection whose rollback failed is
   * dropped rather than handed to the next caller in an unknown state. Run again, whole, when
   * PostgreSQL rolled it back for a deadlock or a serialization failure (`work` must then be
   * safe to run twice: it reads and writes only through the transaction).
   */
  run<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    return withTransactionRetries(() => this.runOnce(work));
  }

  private async runOnce<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let open = true;
    let broken: Error | undefined;
    // Sent at once; the first statement follows it on the wire, and its answer comes first.
    const begun = client.query("begin");
    begun.catch(() => {});
    const rowsOf = async <Row extends pg.QueryResultRow>(sent: Promise<pg.QueryResult<Row>>) => {
      // Read after `begun`: should that fail, this one's failure is not left unhandled.
      sent.catch(() => {});
      await begun;
      return (await sent).rows;
    };
    /**
     * Sends the read of the kept notices and the commit, after whatever was sent before them;
     * resolves once the commit stands, its notices published. In a transaction that a failed
     * statement aborted, PostgreSQL refuses the read and answers the commit with a rollback.
     */
    const commit = async () => {
      const pending = client.query<{ pending: string | null }>(PENDING_CHANGES);
      pending.catch(() => {});
      const committed = client.query("commit");
      committed.catch(() => {});
      open = false;
      const kept = () => pending.then((read) => pendingNotices(read.rows[0]?.pending));
      try {
        let answer: pg.QueryResult;
        try {
          answer = await committed;
        } catch (error) {
          broken = error instanceof Error ? error : new Error(String(error));
          // No answer came (the connection broke): the commit may stand. Its notices go if they
          // were read; a notice of what did not change only makes screens read again.
          if (!(error instanceof pg.DatabaseError))
            this.publishSafely(await kept().catch(() => []));
          throw error;
        }
        // The write stands only once its commit does: a commit refused is the caller's failure,
        // never a success announced.
        if (answer.command !== "COMMIT") throw new Error("The transaction was rolled back");
        this.publishSafely(await kept().catch(() => []));
      } finally {
        // The connection is quiet again (both answers came) before another caller has it.
        await Promise.allSettled([pending, committed]);
      }
    };
    const ended = () =>
      Promise.reject(new Error("The transaction has committed: nothing may run in it after"));
    try {
      const result = await work({
        run: (statement) => (open ? rowsOf(client.query(statement)) : ended()),
        runAndCommit: async (statement) => {
          if (!open) return ended();
          const sent = client.query(statement);
          const committing = commit();
          committing.catch(() => {});
          try {
            const rows = await rowsOf(sent);
            await committing;
            return rows;
          } finally {
            await committing.catch(() => {});
          }
        },
      });
      if (open) {
        await begun;
        await commit();
      }
      return result;
    } catch (error) {
      if (open) {
        await client.query("rollback").catch((rollbackError: unknown) => {
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  /** After a commit that stands: nothing thrown here may turn it into the caller's failure. */
  private publishSafely(notices: string[]) {
    if (notices.length === 0) return;
    try {
      this.publish(notices);
    } catch {
      // `publish` does not throw (Changes.publish); should one, the commit still stands.
    }
  }
}

/** The notices kept in `hangar.pending_changes`: a JSON array, or empty when none were. */
function pendingNotices(kept: string | null | undefined): string[] {
  if (!kept) return [];
  try {
    const notices: unknown = JSON.parse(kept);
    return Array.isArray(notices) ? notices.map((notice) => JSON.stringify(notice)) : [];
  } catch {
    // PostgreSQL wrote it (jsonb as text): it parses.
    return [];
  }
}
