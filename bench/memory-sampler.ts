/**
 * Budget 6: the server's resident memory, read from /proc (VmRSS, what `ps` and `top` show)
 * every 200 ms for the whole run, with the largest value of each part of the run. The pid is the
 * server's own `node` process (the benchmark starts it without npm or a shell); VmRSS counts no
 * child process, and the benchmark's PostgreSQL is not the server's child anyway.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Measurement } from "./measurement";

const SAMPLE_MS = 200;

export interface MemorySampler {
  /** The largest resident set seen so far, in MB. */
  maxMb(): number;
  samples(): number;
  /** Names what runs from now on, so the report can tell which part needed the memory. */
  phase(name: string): void;
  /** The largest resident set seen in each phase, in MB. */
  maxByPhase(): Record<string, number>;
  stop(): void;
}

/** Samples VmRSS from /proc, as `ps` would report the resident memory. */
export function sampleMemory(pid: number): MemorySampler {
  let max = 0;
  let count = 0;
  let current = "start";
  const byPhase: Record<string, number> = {};
  const record = (status: string) => {
    const mb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]) / 1024;
    if (Number.isFinite(mb)) {
      max = Math.max(max, mb);
      byPhase[current] = Math.max(byPhase[current] ?? 0, mb);
      count += 1;
    }
  };
  const sample = async () => {
    try {
      record(await readFile(`/proc/${pid}/status`, "utf8"));
    } catch {
      // the process has ended
    }
  };
  const timer = setInterval(() => void sample(), SAMPLE_MS);
  // Read at once, before the run names its first part: the idle server, the "start" figure.
  try {
    record(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    // the process has ended
  }
  return {
    maxMb: () => max,
    samples: () => count,
    phase: (name) => {
      current = name;
    },
    maxByPhase: () => ({ ...byPhase }),
    stop: () => clearInterval(timer),
  };
}

export function memoryMeasurement(memory: MemorySampler): Measurement {
  const parts = Object.entries(memory.maxByPhase())
    .map(([phase, mb]) => `${phase} ${Math.round(mb)} MB`)
    .join(", ");
  return {
    id: "server.rss.max",
    label: "Server resident memory, most seen during the whole run",
    value: Math.round(memory.maxMb()),
    unit: "MB",
    budget: { max: 250 },
    notes: `${memory.samples()} samples, one every ${SAMPLE_MS} ms; most per part: ${parts}`,
  };
}
