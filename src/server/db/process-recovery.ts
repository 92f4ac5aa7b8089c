/**
 * What an earlier run may have left behind, and what keeps two runs apart: a PostgreSQL still
 * running after its server was killed, a stale lock file, and a second `npm start` on the same
 * DATA_DIR.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The arguments a process was started with, or undefined where /proc cannot tell. */
async function commandLine(pid: number): Promise<string[] | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await readFile(file, "utf8")).split("\n")[0] ?? "", 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A run that was killed (SIGKILL, power cut) can leave its PostgreSQL running or its lock file
 * behind. Stop such a server cleanly (SIGINT is PostgreSQL's fast shutdown), or clear a lock
 * whose process is gone or is not PostgreSQL on this very cluster.
 */
export async function stopLeftoverPostgres(clusterDir: string, log: (m: string) => void) {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  const pid = await readPid(pidFile);
  if (pid === undefined) return;
  const args = isAlive(pid) ? await commandLine(pid) : undefined;
  if (args?.some((arg) => arg.endsWith("postgres")) && args.includes(clusterDir)) {
    log(`PostgreSQL from an earlier run is still running (pid ${pid}); stopping it.`);
    for (const [signal, seconds] of [
      ["SIGINT", 30],
      ["SIGQUIT", 10],
      ["SIGKILL", 10],
    ] as const) {
      process.kill(pid, signal);
      if (await waitForExit(pid, seconds * 1000)) return;
      log(`PostgreSQL (pid ${pid}) did not stop after ${signal}.`);
    }
    throw new Error(`Could not stop the PostgreSQL left running by an earlier run (pid ${pid})`);
  }
  log("Clearing the stale PostgreSQL lock file of an earlier run.");
  await rm(pidFile, { force: true });
}

/** Alive and, where /proc can tell, running our server (not a process that reused the pid). */
async function isHangarServer(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const args = await commandLine(pid);
  return args === undefined || args.some((arg) => arg.includes(path.join("server", "main")));
}

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

/**
 * Claims DATA_DIR for this server process, so that a second `npm start` on the same data
 * refuses to start instead of stopping the first one's database. A claim whose process is gone
 * (a killed run) is taken over. Returns the release function.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, "hangar.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      return async () => {
        if ((await readPid(file)) === process.pid) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = await readPid(file);
    if (holder !== undefined && holder !== process.pid && (await isHangarServer(holder))) {
      throw new DataDirInUseError(
        `Another Hangar server (pid ${holder}) is running with DATA_DIR ${dataDir}. ` +
          "Stop it first, or choose another DATA_DIR.",
      );
    }
    await rm(file, { force: true });
  }
  throw new DataDirInUseError(`Could not claim DATA_DIR ${dataDir}; is another server starting?`);
}
