/** The benchmark's answer: one table on the terminal, and bench/results.json for the record. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { type Measurement, withinBudget } from "./measurement";

export const RESULTS_FILE = path.join(import.meta.dirname, "results.json");

function budgetText({ budget, unit }: Measurement): string {
  if (!budget) return "";
  const { min, max } = budget;
  if (min !== undefined && max !== undefined) return min === max ? `= ${min}` : `${min}–${max}`;
  return max !== undefined ? `≤ ${max} ${unit}` : `≥ ${min} ${unit}`;
}

const verdict = (m: Measurement) => (!m.budget ? "" : withinBudget(m) ? "✓" : "✗");

export function formatTable(measurements: readonly Measurement[]): string {
  const rows = measurements.map((m) => [
    m.label,
    String(m.value),
    m.unit,
    budgetText(m),
    verdict(m),
  ]);
  const header = ["measurement", "value", "unit", "budget", ""];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "─".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export async function writeResults(
  measurements: readonly Measurement[],
  run: { quick: boolean; startedAt: Date; seconds: number },
): Promise<void> {
  const failed = measurements.filter((m) => !withinBudget(m)).map((m) => m.id);
  const results = {
    startedAt: run.startedAt.toISOString(),
    seconds: Math.round(run.seconds),
    quick: run.quick,
    machine: { node: process.version, platform: process.platform, arch: process.arch },
    failed,
    measurements,
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}
