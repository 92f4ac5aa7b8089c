/**
 * Loads measured in rounds, and what the machine's host took from each. These machines are
 * virtual and shared: now and then the hypervisor runs other guests on our cores ("steal" in
 * /proc/stat), and for a few seconds the server and the load generator both stand still, so
 * one 8-second window's p99 ranged from 11 to 67 ms with nothing changed (decision 0013).
 * A budget judged on loads is judged on the median of three rounds, each round's figure and
 * the host's share of the CPU during it shown beside it.
 */
import { readFileSync } from "node:fs";
import { percentile } from "./http-load";

export const ROUNDS = 3;

export interface Measured<T> {
  result: T;
  /** The share of the machine's CPU time the host gave to others meanwhile (0–1; NaN: unknown). */
  steal: number;
}

/** The machine's CPU time so far, all of it and the part stolen, in ticks (Linux's /proc/stat). */
function cpuTicks(): { total: number; steal: number } | undefined {
  try {
    const [line] = readFileSync("/proc/stat", "utf8").split("\n", 1);
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const ticks = (line ?? "").trim().split(/\s+/).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some(Number.isNaN)) return undefined;
    return { total: ticks.reduce((sum, tick) => sum + tick, 0), steal: ticks[7] ?? 0 };
  } catch {
    return undefined;
  }
}

/** Runs `measure`, noting how much of the machine's CPU the host took meanwhile. */
export async function measured<T>(measure: () => Promise<T>): Promise<Measured<T>> {
  const before = cpuTicks();
  const result = await measure();
  const after = cpuTicks();
  const total = before && after ? after.total - before.total : 0;
  const steal = before && after && total > 0 ? (after.steal - before.steal) / total : Number.NaN;
  return { result, steal };
}

/** The median of the rounds' values (the middle one of three). */
export function median(values: readonly number[]): number {
  return percentile(
    values.toSorted((a, b) => a - b),
    0.5,
  );
}

/** The host's share as a reader sees it: "25 %", or "?" where /proc/stat could not tell. */
export const stolen = (steal: number) =>
  Number.isNaN(steal) ? "?" : `${Math.round(steal * 100)} %`;

/** "rounds 12.1 / 17 / 54.2 ms (host took 2 % / 3 % / 25 % of the CPU)", in the rounds' order. */
export function roundsNote<T>(
  rounds: readonly Measured<T>[],
  value: (result: T) => number,
  unit: string,
): string {
  const values = rounds.map((round) => value(round.result)).join(" / ");
  const steals = rounds.map((round) => stolen(round.steal)).join(" / ");
  return `rounds ${values} ${unit} (host took ${steals} of the CPU)`;
}
