/**
 * `npm run bench` (docs/benchmark-budgets.md, decision 0013): measures Hangar the way it is used,
 * on fresh data it generates, against the real server in a process of its own; prints one table,
 * writes bench/results.json, and exits non-zero when a budget is missed.
 *
 * `npm run bench -- --quick`: the same measurements on small data and short runs, to keep the
 * benchmark working (npm test runs it); its figures are not judged.
 *
 * `npm run bench -- --sql <file>`: runs that SQL after the migrations, before any data: to try
 * a schema change (an index, say) before it becomes a migration.
 */
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import {
  type ApiBench,
  type CalendarRound,
  calendarBudgets,
  calendarDayLoad,
  findSlotBudget,
  growthBudget,
  type LoadSettings,
  pageBudgets,
  selectOneLoad,
  uncachedCalendarDayLoad,
} from "./api-measurements";
import { type BenchEnvironment, startBenchEnvironment } from "./bench-environment";
import { measureBookingCreate, measureBookingRace } from "./booking-measurements";
import { runBrowserBench } from "./browser";
import {
  measureEventStreams,
  STREAMS,
  STREAMS_PER_LISTENER,
  WRITERS,
} from "./event-stream-measurements";
import type { LoadResult } from "./http-load";
import { type Measurement, withinBudget } from "./measurement";
import { memoryMeasurement } from "./memory-sampler";
import { pageVisits } from "./pages";
import { checkQueryPlans, checkWritePlans } from "./query-plans";
import { formatTable, RESULTS_FILE, writeResults } from "./report";
import { measured, ROUNDS, stolen } from "./rounds";
import { type Session, signIn } from "./sessions";
import { BenchWorld, FULL_WORLD, QUICK_WORLD, type WorldSize } from "./world";

interface RunSettings {
  world: WorldSize;
  load: LoadSettings;
  writes: { perWriter: number; warmup: number };
}

const FULL: RunSettings = {
  world: FULL_WORLD,
  load: { warmupMs: 2000, durationMs: 8000 },
  writes: { perWriter: 40, warmup: 150 },
};
const QUICK: RunSettings = {
  world: QUICK_WORLD,
  load: { warmupMs: 300, durationMs: 1200 },
  writes: { perWriter: 4, warmup: 1 },
};
/** Members who sign in: the twenty writers of budget 3, and the calendar's member sessions. */
const MEMBER_SESSIONS = 20;
/** The big club's instructors, for Find a Slot's 'Any instructor'. */
const INSTRUCTORS = 20;

const say = (message: string) => process.stdout.write(`[bench] ${message}\n`);

/** Announces a part of the run, and marks it in the memory samples. */
function part(env: BenchEnvironment, name: string) {
  say(name);
  env.memory.phase(name.split(":")[0] ?? name);
}
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/**
 * What autovacuum and the checkpointer would have caught up on after a bulk load, done now
 * rather than in the middle of the next measurement.
 */
async function vacuumAnalyze(env: BenchEnvironment) {
  await env.database.pool.query("vacuum (analyze)");
  await env.database.pool.query("checkpoint");
}

/** The organizations, then the sessions every measurement uses. */
async function prepare(env: BenchEnvironment, world: BenchWorld, settings: RunSettings) {
  const started = performance.now();
  env.memory.phase("Loading");
  await world.createOrganizations(env.database);
  await vacuumAnalyze(env);
  say(`Organizations loaded in ${seconds(started)} s`);
  const loaded: Measurement = {
    id: "load.organizations",
    label: `Loading ${settings.world.smallOrganizations} small organizations and the big club's people`,
    value: seconds(started),
    unit: "s",
  };
  const bench: ApiBench = {
    baseUrl: env.baseUrl,
    day: world.day,
    admin: await signIn(env.baseUrl, world.admin),
    members: await Promise.all(world.members(MEMBER_SESSIONS).map((m) => signIn(env.baseUrl, m))),
    load: settings.load,
  };
  return { bench, loaded };
}

/** Budget 2's growth: each stage's load time, and the calendar day measured at each stage. */
async function grow(env: BenchEnvironment, world: BenchWorld, bench: ApiBench, stages: number[]) {
  const measurements: Measurement[] = [];
  const growth: { bookings: number; result: LoadResult }[] = [];
  for (const stage of stages) {
    const started = performance.now();
    env.memory.phase("Loading");
    const added = await world.growTo(env.database, stage);
    await vacuumAnalyze(env);
    const took = seconds(started);
    say(`Big club grown to ${world.bookingCount} bookings (+${added}) in ${took} s`);
    measurements.push({
      id: `load.bookings.${stage}`,
      label: `Loading the big club's bookings up to ${stage.toLocaleString("en")}`,
      value: took,
      unit: "s",
      notes: `${added} bookings added, ${Math.round(added / took)} per second, vacuum analyze included`,
    });
    env.memory.phase("Budget 2");
    // An unmeasured round first: the first stage must not pay for the server's JIT warm-up.
    if (growth.length === 0) await uncachedCalendarDayLoad(bench);
    growth.push({ bookings: stage, result: await uncachedCalendarDayLoad(bench) });
  }
  return { measurements, growth };
}

async function measure(env: BenchEnvironment, settings: RunSettings, quick: boolean) {
  const world = new BenchWorld(settings.world);
  const { bench, loaded } = await prepare(env, world, settings);
  const { measurements: loads, growth } = await grow(env, world, bench, settings.world.stages);
  const measurements = [loaded, ...loads];
  const bookings = world.bookingCount;

  part(env, "Budget 1: calendar day against the bare route");
  const rounds: CalendarRound[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({
      selectOne: await measured(() => selectOneLoad(bench)),
      admin: await measured(() => calendarDayLoad(bench, "admin")),
      member: await measured(() => calendarDayLoad(bench, "member")),
    });
  }
  measurements.push(...calendarBudgets(rounds, bookings));
  measurements.push(...growthBudget(growth));

  part(env, "Budget 4: the other pages");
  measurements.push(...(await pageBudgets(bench, bookings)));

  part(env, "Find a Slot: the next 14 days");
  await world.ensureInstructors(env.database, INSTRUCTORS);
  measurements.push(
    await findSlotBudget(
      bench,
      bookings,
      world.club.aircraft.map((aircraft) => aircraft.id),
    ),
  );

  part(env, "Budget 3: booking create and the race for one slot");
  const writes = {
    baseUrl: env.baseUrl,
    day: world.day,
    members: bench.members,
    aircraftIds: world.club.aircraft.map((aircraft) => aircraft.id),
    instructorIds: world.instructorIds,
    ...settings.writes,
  };
  measurements.push(...(await measureBookingCreate(writes)));
  measurements.push(...(await measureBookingRace(writes)));

  part(env, "Event streams: 500 open while 20 members book");
  // Members who only listen, each with a few open screens, besides the writers; signed in a
  // few at a time, as the server hashes only a few passwords at once.
  const listeners: Session[] = [];
  const listening = world
    .members(MEMBER_SESSIONS + STREAMS / STREAMS_PER_LISTENER)
    .slice(MEMBER_SESSIONS);
  for (let at = 0; at < listening.length; at += 4) {
    const batch = listening.slice(at, at + 4);
    listeners.push(...(await Promise.all(batch.map((m) => signIn(env.baseUrl, m)))));
  }
  measurements.push(
    ...(await measureEventStreams({
      baseUrl: env.baseUrl,
      day: world.day,
      serverPid: env.serverPid,
      listeners,
      writers: bench.members.slice(0, WRITERS),
      aircraftIds: writes.aircraftIds,
      readers: listeners,
      perWriter: settings.writes.perWriter,
      load: settings.load,
    })),
  );

  part(env, "Budget 2: query plans of every page");
  const [memberSession] = bench.members;
  if (!memberSession) throw new Error("No member signed in");
  const visits = pageVisits(world.day, bench.admin, memberSession);
  measurements.push(await checkQueryPlans({ ...env, visits }));
  measurements.push(await checkWritePlans(env.database));

  part(env, "Budget 5: the browser");
  say(`Booked the big club's nights too: ${await world.bookNights(env.database)} bookings`);
  const [browserMember] = world.members(1);
  if (!browserMember) throw new Error("The big club has no members");
  const browser = { baseUrl: env.baseUrl, admin: world.admin, member: browserMember, quick };
  const timed = await measured(() => runBrowserBench(browser));
  const hostTook = `host took ${stolen(timed.steal)} of the CPU during the browser part`;
  // The browser's timings are one run's, not rounds': the host's share says how quiet it was.
  measurements.push(
    ...timed.result.map((m) =>
      m.unit === "ms" ? { ...m, notes: m.notes ? `${m.notes}; ${hostTook}` : hostTook } : m,
    ),
  );

  measurements.push(memoryMeasurement(env.memory));
  return measurements;
}

async function main() {
  const quick = process.argv.includes("--quick");
  const settings = quick ? QUICK : FULL;
  const startedAt = new Date();
  const started = performance.now();
  say(`${quick ? "Quick run" : "Full run"} on ${availableParallelism()} cores`);
  const sqlFile = process.argv[process.argv.indexOf("--sql") + 1];
  const extraSql = process.argv.includes("--sql") && sqlFile ? await readFile(sqlFile, "utf8") : "";
  const env = await startBenchEnvironment(say);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopping = true;
      say(`${signal}: stopping the server and removing the data`);
      void env.stop().finally(() => process.exit(130));
    });
  }
  let measurements: Measurement[];
  try {
    if (extraSql) {
      say(`Applying ${sqlFile}`);
      await env.database.pool.query(extraSql);
    }
    measurements = await measure(env, settings, quick);
  } catch (error) {
    const printed = env.serverOutput().trim();
    if (printed) say(`The server printed:\n${printed.slice(-4000)}`);
    throw error;
  } finally {
    if (!stopping) await env.stop();
  }
  process.stdout.write(`\n${formatTable(measurements)}\n\n`);
  await writeResults(measurements, { quick, startedAt, seconds: seconds(started) });
  const failed = measurements.filter((m) => !withinBudget(m));
  say(`${failed.length} of ${measurements.length} figures over budget; written to ${RESULTS_FILE}`);
  say(`Took ${seconds(started)} s`);
  // A quick run only proves that the benchmark works: its small figures are not judged.
  process.exitCode = failed.length > 0 && !quick ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[bench] ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
});
