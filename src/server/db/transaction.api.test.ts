/**
 * Transactions on pipelined connections: statements travel together, and each transaction
 * still commits or rolls back whole, leaving its connection ready for the next.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/server/support/test-database";
import type { NamedStatement } from "./transaction";
import { Transactions } from "./transaction";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let transactions: Transactions;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query("create table pipelined (n int primary key)");
  // One connection: each test's transaction reuses the one the test before it left.
  transactions = new Transactions(database.url, 1);
});
afterAll(async () => {
  await transactions.close();
  await database.close();
});

const insert = (n: number): NamedStatement => ({
  name: "pipelined_insert",
  text: "insert into pipelined (n) values ($1) returning n",
  values: [n],
});
const count = async () =>
  (await database.pool.query("select count(*)::int as n from pipelined")).rows[0].n as number;

it("commits a transaction with its last statement", async () => {
  const rows = await transactions.run(async (transaction) => {
    await transaction.run(insert(1));
    return transaction.runAndCommit(insert(2));
  });
  expect(rows).toEqual([{ n: 2 }]);
  expect(await count()).toBe(2);
});

it("rolls back what ran before a failed last statement, and says why", async () => {
  await expect(
    transactions.run(async (transaction) => {
      await transaction.run(insert(3));
      return transaction.runAndCommit(insert(1));
    }),
  ).rejects.toMatchObject({ code: "23505" });
  expect(await count()).toBe(2);
});

it("rolls back when the work throws", async () => {
  await expect(
    transactions.run(async (transaction) => {
      await transaction.run(insert(4));
      throw new Error("refused");
    }),
  ).rejects.toThrow("refused");
  expect(await count()).toBe(2);
});

it("commits work that does not commit itself", async () => {
  await transactions.run((transaction) => transaction.run(insert(5)));
  expect(await count()).toBe(3);
});
