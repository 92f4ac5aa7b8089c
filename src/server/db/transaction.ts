import pg from "pg";

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

/** PostgreSQL's limits on each of these connections' waits, statements and idle transactions. */
const TIME_LIMITS =
  "-c lock_timeout=5s -c statement_timeout=10s -c idle_in_transaction_session_timeout=10s";

/** Connections kept for transactions (booking writes), besides the main pool's. */
const TRANSACTION_CONNECTIONS = 20;

/**
 * Short transactions of named statements, on connections of their own in pipeline mode: a
 * statement is sent without waiting for the answer to the one before it, so `begin` travels
 * with the first statement and `commit` with the last. A booking write (begin, facts, write,
 * commit) then takes two round trips to PostgreSQL instead of four, and holds its locks for no
 * longer than it must (decision 0027).
 */
export class Transactions {
  private readonly pool: pg.Pool;

  constructor(connectionString: string, max = TRANSACTION_CONNECTIONS) {
    this.pool = new pg.Pool({
      connectionString,
      max,
      pipeline: true,
      // These transactions hold row locks (a booking, a pilot's membership, an aircraft) that
      // members' writes, removals and archiving wait for: none waits or idles without end.
      options: TIME_LIMITS,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // As the main pool: a lost idle connection is replaced; the next query reports an outage.
    this.pool.on("error", () => {});
  }

  /**
   * Runs `work` in one transaction: committed when it returns (or by its `runAndCommit`),
   * rolled back when it throws (its error is rethrown). A connection whose rollback failed is
   * dropped rather than handed to the next caller in an unknown state.
   */
  async run<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
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
    try {
      const result = await work({
        run: (statement) => rowsOf(client.query(statement)),
        runAndCommit: async (statement) => {
          const sent = client.query(statement);
          // In a transaction that a failed statement aborted, PostgreSQL answers this commit
          // with a rollback: nothing more to send.
          const committed = client.query("commit");
          committed.catch(() => {});
          open = false;
          try {
            const rows = await rowsOf(sent);
            // The write stands only once its commit does: a commit refused (or whose answer
            // never came) is the caller's failure, never a success it would announce.
            const commit = await committed.catch((error: unknown) => {
              broken = error instanceof Error ? error : new Error(String(error));
              throw error;
            });
            if (commit.command !== "COMMIT") throw new Error("The transaction was rolled back");
            return rows;
          } finally {
            // The connection is quiet again before another caller has it.
            await committed.catch(() => {});
          }
        },
      });
      if (open) {
        open = false;
        await client.query("commit");
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
}
