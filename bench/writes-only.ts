/**
 * `npm run bench:writes`: budget 3's creates alone (20 members writing at once), on the quick
 * run's small world, with the CPU each create cost the server, PostgreSQL and the load
 * generator (from /proc). Takes about 40 s, where the full run takes ten minutes: for A/B runs
 * of a change to the booking write, alternated with the other side on the same host. Its
 * figures are not judged; the full run judges budget 3.
 */
import { readdirSync, readFileSync } from "node:fs";
import { startBenchEnvironment } from "./bench-environment";
import { measureBookingCreate } from "./booking-measurements";
import { signIn } from "./sessions";
import { BenchWorld, QUICK_WORLD } from "./world";

const WRITERS = 20;
const WRITES = { perWriter: 40, warmup: 150 };
const say = (message: string) => process.stdout.write(`[bench:writes] ${message}\n`);

/** A process's CPU time so far (user and system), in clock ticks; 0 once it has gone. */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid`: PostgreSQL's backends and workers under its postmaster. */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((child) => {
      try {
        return (
          readFileSync(`/proc/${child}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === `${pid}`
        );
      } catch {
        return false;
      }
    });
}

/** The CPU ticks of each process in `pids` now. */
const ticksOf = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuTicks(pid)]));
/** Ticks spent since `before`, by the same processes and any that started since. */
const spentSince = (before: Map<number, number>, pids: number[]) =>
  pids.reduce((sum, pid) => sum + cpuTicks(pid) - (before.get(pid) ?? 0), 0);

const env = await startBenchEnvironment(say);
try {
  const world = new BenchWorld(QUICK_WORLD);
  await world.createOrganizations(env.database);
  await env.database.pool.query("vacuum (analyze)");
  await env.database.pool.query("checkpoint");
  const members = await Promise.all(
    world.members(WRITERS).map((member) => signIn(env.baseUrl, member)),
  );
  const postgres = () => [env.postgresPid(), ...childrenOf(env.postgresPid())];
  const before = {
    server: cpuTicks(env.serverPid),
    postgres: ticksOf(postgres()),
    us: cpuTicks(process.pid),
  };
  const measurements = await measureBookingCreate({
    baseUrl: env.baseUrl,
    day: world.day,
    members,
    aircraftIds: world.club.aircraft.map((aircraft) => aircraft.id),
    instructorIds: world.instructorIds,
    ...WRITES,
  });
  const creates = WRITERS * (WRITES.warmup + 3 * WRITES.perWriter);
  const perCreate = (ticks: number) => `${((ticks * 10) / creates).toFixed(2)} ms`;
  say(
    `CPU per create: server ${perCreate(cpuTicks(env.serverPid) - before.server)}, ` +
      `PostgreSQL ${perCreate(spentSince(before.postgres, postgres()))}, ` +
      `load generator ${perCreate(cpuTicks(process.pid) - before.us)} (clock ticks of 10 ms)`,
  );
  for (const m of measurements)
    say(`${m.label}: ${m.value} ${m.unit}${m.notes ? ` (${m.notes})` : ""}`);
} finally {
  await env.stop();
}
