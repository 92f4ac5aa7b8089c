/**
 * The database of an installation, for tools that run beside the server (`npm run seed:demo`):
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR, started the way
 * `npm start` starts it, or, while a server runs on that DATA_DIR (it holds the directory),
 * that server's own PostgreSQL, found through the lock file PostgreSQL keeps in its cluster.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config/env";
import type { Secrets } from "../config/secrets";
import { APP_ROLE, startEmbeddedPostgres } from "../db/embedded-postgres";
import { DataDirInUseError, isAlive } from "../db/process-recovery";

export interface InstallationDatabase {
  connectionString: string;
  /** Where the database came from, to tell the person running the tool. */
  description: string;
  /** Stops the embedded PostgreSQL if this tool started it; otherwise nothing. */
  release(): Promise<void>;
}

const DATABASE = "hangar";

/**
 * The port of the PostgreSQL running on `clusterDir`: `postmaster.pid` holds its pid on the first
 * line and its port on the fourth (PostgreSQL's documented layout).
 */
async function runningPort(clusterDir: string): Promise<number> {
  const lines = (await readFile(path.join(clusterDir, "postmaster.pid"), "utf8")).split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  if (!Number.isInteger(pid) || !isAlive(pid) || !Number.isInteger(port)) {
    throw new Error(`The server holds ${clusterDir}, but its PostgreSQL is not running yet.`);
  }
  return port;
}

export async function openInstallationDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  secrets: Pick<Secrets, "embeddedDatabasePassword" | "embeddedDatabaseAppPassword">,
  log: (message: string) => void,
): Promise<InstallationDatabase> {
  if (config.databaseUrl) {
    return {
      connectionString: config.databaseUrl,
      description: "the PostgreSQL of DATABASE_URL",
      release: async () => {},
    };
  }
  const owner = { role: APP_ROLE, password: secrets.embeddedDatabaseAppPassword };
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      password: secrets.embeddedDatabasePassword,
      database: DATABASE,
      owner,
      log,
    });
    return {
      connectionString: embedded.connectionString,
      description: `the embedded PostgreSQL in ${config.dataDir}`,
      release: () => embedded.stop(),
    };
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
  }
  const port = await runningPort(path.join(config.dataDir, "pg"));
  return {
    connectionString: `postgres://${owner.role}:${encodeURIComponent(owner.password)}@127.0.0.1:${port}/${DATABASE}`,
    description: `the running server's PostgreSQL in ${config.dataDir}`,
    release: async () => {},
  };
}
