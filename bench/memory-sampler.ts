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
  /** What the memory was made of at the largest peak the server was asked about. */
  atPeak(): MemoryParts | undefined;
  stop(): void;
}

/** What the server's memory is made of (process.memoryUsage and V8's heap spaces), in bytes. */
export interface MemoryParts {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  spaces: Record<string, number>;
}

/**
 * Samples VmRSS from /proc, as `ps` would report the resident memory; at each new peak, asks the
 * server what it is made of (`parts`), for the report.
 */
export function sampleMemory(pid: number, parts?: () => Promise<MemoryParts>): MemorySampler {
  let max = 0;
  let atPeak: MemoryParts | undefined;
  let asking = false;
  let count = 0;
  let current = "start";
  const byPhase: Record<string, number> = {};
  const record = (status: string) => {
    const mb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]) / 1024;
    if (Number.isFinite(mb)) {
      if (mb > max && parts && !asking) {
        asking = true;
        parts()
          .then((found) => {
            if (!atPeak || found.rss > atPeak.rss) atPeak = found;
          })
          .catch(() => {})
          .finally(() => {
            asking = false;
          });
      }
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
    atPeak: () => atPeak,
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
    notes: `${memory.samples()} samples, one every ${SAMPLE_MS} ms; most per part: ${parts}${describeParts(memory.atPeak())}`,
  };
}

const mb = (bytes: number | undefined) => Math.round((bytes ?? 0) / 1024 / 1024);

function describeParts(parts: MemoryParts | undefined): string {
  if (!parts) return "";
  const { spaces } = parts;
  const native = parts.rss - parts.heapTotal - parts.external;
  return (
    `; at the peak (${mb(parts.rss)} MB): V8 heap ${mb(parts.heapTotal)} MB, ` +
    `${mb(parts.heapUsed)} MB of it in use (new ` +
    `${mb(spaces.new_space)}, old ${mb(spaces.old_space)}, code ${mb(spaces.code_space)}, ` +
    `large objects ${mb(spaces.large_object_space)}), buffers and other external ` +
    `${mb(parts.external)} MB, the rest (code, stacks, native allocations) ${mb(native)} MB`
  );
}
