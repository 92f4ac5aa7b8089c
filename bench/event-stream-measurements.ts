/**
 * The event stream under a club's busy hour: 500 open streams (GET /api/events, a member's open
 * screens) while 20 members book as fast as the server lets them. Figures, without budgets (the
 * budgets name none for this): the server's CPU per notice, from /proc of its process (as
 * memory-sampler.ts reads its memory), with the same writes' CPU when no stream is open beside
 * it; whether every stream heard every booking; and the calendar day's p99 at 50 connections
 * while it all runs.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { CALENDAR_CONNECTIONS, type LoadSettings } from "./api-measurements";
import { LoadConnection, type RequestSpec, runLoad } from "./http-load";
import type { Measurement } from "./measurement";
import { calendarDayPath } from "./pages";
import { as, type Session } from "./sessions";

export const STREAMS = 500;
export const WRITERS = 20;
/** Open screens per listening member: under the server's cap of streams per user. */
export const STREAMS_PER_LISTENER = 5;
/** Days ahead of today, past those the other write measurements book. */
const FIRST_DAY = 600;
/** Slots a writer books per day, an hour each, on its own aircraft. */
const SLOTS_PER_DAY = 20;
/** How long the notices of the last writes may take to reach every stream. */
const DELIVERY_WAIT_MS = 15_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface EventStreamBench {
  baseUrl: string;
  /** Today (YYYY-MM-DD). */
  day: string;
  serverPid: number;
  /** STREAMS / STREAMS_PER_LISTENER members, each holding that many streams. */
  listeners: Session[];
  /** WRITERS members, each booking its own aircraft. */
  writers: Session[];
  aircraftIds: string[];
  /** The members who open the calendar during the load. */
  readers: Session[];
  /** Bookings each writer makes for the CPU figures. */
  perWriter: number;
  load: LoadSettings;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux almost everywhere). */
function ticksPerSecond(): number {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** CPU time the process has used so far (user and system), in ms. */
export function cpuMs(pid: number, ticks = ticksPerSecond()): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // After "(comm) ": state is field 3; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
}

/** Counts the complete events of each name in a stream's text, across chunk boundaries. */
export class EventCounter {
  private pending = "";
  readonly counts = new Map<string, number>();

  push(chunk: string) {
    const frames = (this.pending + chunk).split("\n\n");
    this.pending = frames.pop() ?? "";
    for (const frame of frames) {
      const name = /^event: (.+)$/m.exec(frame)?.[1];
      if (name) this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    }
  }

  count(name: string): number {
    return this.counts.get(name) ?? 0;
  }
}

interface OpenStream {
  counter: EventCounter;
  close(): void;
}

/** One open stream as a browser's EventSource holds it: a connection of its own. */
function openStream(baseUrl: string, session: Session): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const counter = new EventCounter();
    const request = http.get(
      `${baseUrl}/api/events`,
      { agent: false, headers: { cookie: session.cookie, accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/events: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => counter.push(chunk));
        response.on("error", () => {});
        resolve({ counter, close: () => request.destroy() });
      },
    );
    request.on("error", reject);
  });
}

function bookingBody(aircraftId: string, day: string, slot: number) {
  const midnight = Date.parse(`${day}T00:00:00.000Z`);
  const start =
    midnight +
    (FIRST_DAY + Math.floor(slot / SLOTS_PER_DAY)) * DAY_MS +
    (slot % SLOTS_PER_DAY) * HOUR_MS;
  return JSON.stringify({
    aircraftId,
    title: "Benchmark flight",
    type: "rental",
    start: new Date(start).toISOString(),
    end: new Date(start + HOUR_MS).toISOString(),
  });
}

/** The writers: each books its own aircraft, one booking after the other, on free slots. */
class Writers {
  private slot = 0;
  private readonly connections: LoadConnection[];
  created = 0;
  refused = 0;

  constructor(private readonly bench: EventStreamBench) {
    if (bench.writers.length < WRITERS || bench.aircraftIds.length < WRITERS) {
      throw new Error("Too few members or aircraft for the writers");
    }
    this.connections = Array.from({ length: WRITERS }, () => new LoadConnection(bench.baseUrl));
  }

  /** Each writer books `count` slots, or books until `until()` says to stop. */
  async write(count: number, until: () => boolean = () => false) {
    const first = this.slot;
    this.slot += count;
    const writer = async (index: number) => {
      const session = this.bench.writers[index] as Session;
      const aircraftId = this.bench.aircraftIds[index] as string;
      for (let n = first; n < first + count && !until(); n++) {
        const spec = as(session, this.bench.baseUrl, {
          method: "POST",
          path: "/api/bookings",
          body: bookingBody(aircraftId, this.bench.day, n),
        });
        const answer = await (this.connections[index] as LoadConnection).send(spec);
        if (answer.status === 201) this.created += 1;
        else this.refused += 1;
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
  }

  close() {
    for (const connection of this.connections) connection.close();
  }
}

/** Waits until `done()` or `ms` have passed; answers whether it was done. */
async function waitFor(done: () => boolean, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (!done() && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done();
}

export async function measureEventStreams(bench: EventStreamBench): Promise<Measurement[]> {
  const ticks = ticksPerSecond();
  const cpu = () => cpuMs(bench.serverPid, ticks);
  const writers = new Writers(bench);
  const streams: OpenStream[] = [];
  try {
    // The writes alone first (and the server's code warm for them): their own CPU.
    await writers.write(bench.perWriter);
    const alone = { created: writers.created, cpu: cpu() };
    await writers.write(bench.perWriter);
    const aloneCpu = cpu() - alone.cpu;
    const aloneCreated = writers.created - alone.created;

    const listeners = bench.listeners.slice(0, STREAMS / STREAMS_PER_LISTENER);
    if (listeners.length * STREAMS_PER_LISTENER < STREAMS) {
      throw new Error(`Too few listening members for ${STREAMS} streams`);
    }
    for (const listener of listeners) {
      const opened = await Promise.all(
        Array.from({ length: STREAMS_PER_LISTENER }, () => openStream(bench.baseUrl, listener)),
      );
      streams.push(...opened);
    }
    const heard = () => streams.reduce((sum, s) => sum + s.counter.count("booking"), 0);
    const before = { created: writers.created, heard: heard(), cpu: cpu() };
    await writers.write(bench.perWriter);
    const created = writers.created - before.created;
    const expected = before.heard + created * streams.length;
    const allHeard = await waitFor(() => heard() >= expected, DELIVERY_WAIT_MS);
    const withStreamsCpu = cpu() - before.cpu;
    const deliveries = heard() - before.heard;

    // The calendar day while the writers keep writing and the streams keep hearing.
    let stop = false;
    const writing = writers.write(Number.MAX_SAFE_INTEGER, () => stop);
    const path = calendarDayPath(bench.day);
    const requests = Array.from({ length: CALENDAR_CONNECTIONS }, (_, connection) =>
      as(bench.readers[connection % bench.readers.length] as Session, bench.baseUrl, { path }),
    );
    const calendar = await runLoad({
      baseUrl: bench.baseUrl,
      connections: CALENDAR_CONNECTIONS,
      ...bench.load,
      request: (connection) => requests[connection] as RequestSpec,
      expectStatus: 200,
    }).finally(() => {
      stop = true;
    });
    await writing;
    const during = writers.created - before.created - created;

    const perNotice = withStreamsCpu / created;
    const alonePerWrite = aloneCpu / aloneCreated;
    const tally =
      `${created} bookings by ${WRITERS} writers, ${deliveries} of ${created * streams.length} ` +
      `deliveries to ${streams.length} streams${allHeard ? "" : ` (not all within ${DELIVERY_WAIT_MS / 1000} s)`}`;
    return [
      {
        id: "event-stream.cpu-per-notice",
        label: `Server CPU per booking notice, ${STREAMS} open event streams, ${WRITERS} writers`,
        value: round(perNotice, 2),
        unit: "ms",
        notes:
          `${round(withStreamsCpu, 0)} ms of CPU (user + system, /proc) for ${tally}: the write ` +
          `and its notice to every stream; the same writes with no stream open took ` +
          `${round(alonePerWrite, 2)} ms each (${aloneCreated} writes), so ~` +
          `${round(((perNotice - alonePerWrite) * 1000) / streams.length, 1)} µs per delivery`,
      },
      {
        id: "event-stream.deliveries-missed",
        label: `Booking notices not heard by an open stream (${STREAMS} streams)`,
        value: created * streams.length - deliveries,
        unit: "count",
        notes: tally,
      },
      {
        id: "event-stream.calendar-day.p99",
        label: `Calendar day p99 at 50 connections beside ${STREAMS} streams and ${WRITERS} writers`,
        value: round(calendar.p99),
        unit: "ms",
        notes:
          `${calendar.requests} requests in ${round(calendar.seconds)} s, p50 ` +
          `${round(calendar.p50)} ms, ${calendar.errors} errors, while ${during} bookings were ` +
          `made (${writers.refused} refused in all); every booking drops the club's cached days, ` +
          "so most of these reads go to the database: not budget 1's cached calendar",
      },
    ];
  } finally {
    for (const stream of streams) stream.close();
    writers.close();
  }
}
