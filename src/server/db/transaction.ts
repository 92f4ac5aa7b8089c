import type pg from "pg";

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
}

/**
 * Runs `work` in one transaction on one connection of the pool: committed when `work` returns,
 * rolled back when it throws (its error is rethrown). A connection whose rollback failed is
 * dropped rather than handed to the next caller in an unknown state.
 */
export async function inTransaction<T>(
  pool: Pick<pg.Pool, "connect">,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("begin");
    const result = await work({
      run: async <Row extends pg.QueryResultRow>(statement: NamedStatement) =>
        (await client.query<Row>(statement)).rows,
    });
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
