/**
 * One figure of `npm run bench`: what was measured, its value, and the budget it is judged by.
 * Every part of the benchmark (API, growth, browser, memory) returns these; the runner prints
 * them as one table and writes them to bench/results.json.
 */
export type Unit = "ms" | "KB" | "MB" | "req/s" | "×" | "s" | "count";

export interface Budget {
  /** The value must be at most this. */
  max?: number;
  /** The value must be at least this. */
  min?: number;
}

export interface Measurement {
  /** Stable key, e.g. "calendar-day.admin.p99". */
  id: string;
  /** What a reader of the table sees, e.g. "Calendar day (admin), p99 at 50 connections". */
  label: string;
  value: number;
  unit: Unit;
  budget?: Budget;
  /** Anything that explains the figure: sample size, data size, the query plan's verdict. */
  notes?: string;
}

export function withinBudget({ value, budget }: Measurement): boolean {
  if (!budget) return true;
  // Nothing measured (a load with no answer to time) meets no budget.
  if (Number.isNaN(value)) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return true;
}
