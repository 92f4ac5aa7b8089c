/**
 * Budget 3: creating bookings through the API. Twenty members book their own aircraft at once
 * (no conflicts, so this is the cost of a write with its checks), a third of them lessons with
 * an instructor of their own (whose hours and other lessons are then checked too); then two
 * hundred browsers race for one slot, and the exclusion constraint must let exactly one through.
 */
import { LoadConnection, summarize } from "./http-load";
import type { Measurement } from "./measurement";
import { type Measured, measured, median, ROUNDS, roundsNote } from "./rounds";
import { as, type Session } from "./sessions";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const WRITERS = 20;
const RACERS = 200;
/** Days ahead of today: free of generated bookings, which reach only a week ahead. */
const FIRST_FREE_DAY = 30;
const RACE_DAY = 400;

export interface BookingBench {
  baseUrl: string;
  /** Today (YYYY-MM-DD). */
  day: string;
  /** At least WRITERS members' sessions. */
  members: Session[];
  /** At least WRITERS aircraft of the club. */
  aircraftIds: string[];
  /**
   * The club's instructors (every day 08:00–18:00 on the club's clocks): writer `i` takes
   * instructor `i` for a third of its bookings, so that no two writers ask for one at once.
   */
  instructorIds: string[];
  /** Bookings each writer makes in each measured round. */
  perWriter: number;
  /**
   * Bookings each writer makes first, unmeasured. A server's first few thousand creates cost
   * it and PostgreSQL ~2–3× the CPU of later ones (V8 optimizing the code, the write's pages
   * and plans warming; measured per process from /proc, it flattens by ~3,000 and levels off
   * by ~4,000), which a server that has run for a while no longer pays: the other loads warm up
   * for 2 s, the writers for 3,000 creates.
   */
  warmup: number;
}

/** A booking at 10:00 (in the instructors' hours), a lesson with `instructorId` when given. */
function bookingBody(
  aircraftId: string,
  day: string,
  daysAhead: number,
  hours: number,
  instructorId?: string,
) {
  const start = Date.parse(`${day}T10:00:00.000Z`) + daysAhead * DAY_MS;
  return JSON.stringify({
    aircraftId,
    title: instructorId ? "Benchmark lesson" : "Benchmark flight",
    type: instructorId ? "training" : "rental",
    start: new Date(start).toISOString(),
    end: new Date(start + hours * HOUR_MS).toISOString(),
    ...(instructorId ? { instructorId } : {}),
  });
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The writers' creates: a warm-up, then ROUNDS rounds (rounds.ts), each writer booking its own
 * aircraft on the next free days, one booking after the other.
 */
export async function measureBookingCreate(bench: BookingBench): Promise<Measurement[]> {
  if (FIRST_FREE_DAY + bench.warmup + ROUNDS * bench.perWriter >= RACE_DAY) {
    throw new Error("The writers' bookings would reach the day of the race");
  }
  if (bench.instructorIds.length < WRITERS) {
    throw new Error("Too few instructors for the writers' lessons");
  }
  const connections = Array.from({ length: WRITERS }, () => new LoadConnection(bench.baseUrl));
  /** Each writer's `count` creates from `firstDay` on; their latencies and failures. */
  const writeRound = async (firstDay: number, count: number) => {
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const writer = async (index: number) => {
      const session = bench.members[index];
      const aircraftId = bench.aircraftIds[index];
      if (!session || !aircraftId) throw new Error("Too few members or aircraft for the writers");
      const instructorId = bench.instructorIds[index];
      for (let n = 0; n < count; n++) {
        const day = firstDay + n;
        const body = bookingBody(
          aircraftId,
          bench.day,
          day,
          1,
          day % 3 === 0 ? instructorId : undefined,
        );
        const sentAt = performance.now();
        const answer = await (connections[index] as LoadConnection).send(
          as(session, bench.baseUrl, { method: "POST", path: "/api/bookings", body }),
        );
        if (answer.status === 201) latencies.push(performance.now() - sentAt);
        else errors += 1;
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
    return summarize(latencies, errors, (performance.now() - started) / 1000);
  };
  const rounds: Measured<ReturnType<typeof summarize>>[] = [];
  let warmup: ReturnType<typeof summarize>;
  try {
    warmup = await writeRound(FIRST_FREE_DAY, bench.warmup);
    for (let n = 0; n < ROUNDS; n++) {
      const firstDay = FIRST_FREE_DAY + bench.warmup + n * bench.perWriter;
      rounds.push(await measured(() => writeRound(firstDay, bench.perWriter)));
    }
  } finally {
    for (const connection of connections) connection.close();
  }
  const created = rounds.reduce((sum, r) => sum + r.result.requests, 0);
  const failed = rounds.reduce((sum, r) => sum + r.result.errors, 0);
  const p99 = {
    id: "booking-create.p99",
    label: `Booking create, p99 with ${WRITERS} members writing at once`,
    value: round(median(rounds.map((r) => r.result.p99))),
    unit: "ms",
    budget: { max: 40 },
    notes:
      `median of ${roundsNote(rounds, (r) => round(r.p99), "ms")}; ` +
      `p50 ${rounds.map((r) => round(r.result.p50)).join(" / ")} ms; ` +
      `${created} bookings created (a third of them lessons) after ${warmup.requests} unmeasured`,
  } satisfies Measurement;
  // Each writer books its own aircraft on free days, with its own instructor: any refusal is a
  // fault, not a conflict.
  const refused = {
    id: "booking-create.refused",
    label: `Booking creates refused, ${WRITERS} members writing at once on free slots`,
    value: warmup.errors + failed,
    unit: "count",
    budget: { max: 0 },
    notes: `${warmup.errors} in the warm-up, ${failed} in the measured rounds`,
  } satisfies Measurement;
  return [p99, refused];
}

/** Every racer sends at once, on a connection of its own, as separate browsers would. */
export async function measureBookingRace(bench: BookingBench): Promise<Measurement[]> {
  const aircraftId = bench.aircraftIds[0];
  if (!aircraftId) throw new Error("No aircraft to race for");
  const body = bookingBody(aircraftId, bench.day, RACE_DAY, 2);
  const racers = Array.from({ length: RACERS }, () => new LoadConnection(bench.baseUrl));
  const started = performance.now();
  const statuses = await Promise.all(
    racers.map(async (connection, index) => {
      const session = bench.members[index % bench.members.length];
      if (!session) throw new Error("No member sessions to race with");
      const answer = await connection
        .send(as(session, bench.baseUrl, { method: "POST", path: "/api/bookings", body }))
        .catch(() => ({ status: 0 }));
      return answer.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const connection of racers) connection.close();
  const count = (status: number) => statuses.filter((s) => s === status).length;
  const others = RACERS - count(201) - count(409);
  const tally = `${count(201)}×201, ${count(409)}×409, ${others} other`;
  return [
    {
      id: "booking-race.seconds",
      label: `${RACERS} clients racing for one slot: all answered within`,
      value: Math.round(seconds * 100) / 100,
      unit: "s",
      budget: { max: 2 },
      notes: tally,
    },
    {
      id: "booking-race.winners",
      label: `${RACERS} clients racing for one slot: bookings created`,
      value: count(201),
      unit: "count",
      budget: { min: 1, max: 1 },
      notes: tally,
    },
  ];
}
