/**
 * What the benchmark runs against, all fresh and all its own: a temporary DATA_DIR under /tmp
 * with an embedded PostgreSQL, the client built into it, and the real server, built from the
 * tree and started the way `npm start` starts it, as a separate process whose resident memory
 * is sampled all along. Its weather provider is a local fake that answers at once, as a
 * provider that works does: the dashboard then shows a weather report, as clubs see it.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { applyMigrations, connectDatabase, type Database } from "../src/server/db/database";
import { APP_ROLE, startEmbeddedPostgres } from "../src/server/db/embedded-postgres";
import { firstViewRendererOf } from "../src/server/http/first-view";
import { startFakeWeatherProvider } from "../tests/server/support/fake-weather-provider";
import { REPO_ROOT, spawnServer, waitForHealth } from "../tests/server/support/server-process";
import { type MemoryParts, type MemorySampler, sampleMemory } from "./memory-sampler";

const PORTS = { first: 3400, last: 3499 };

export interface BenchEnvironment {
  baseUrl: string;
  /** The benchmark's own connection (a superuser): loading data and reading plans. */
  database: Database;
  /** PostgreSQL's log, where auto_explain writes plans. */
  postgresLog: string;
  memory: MemorySampler;
  /** The server process's id, for what /proc tells of it. */
  serverPid: number;
  /** PostgreSQL's postmaster process id (its backends are its children). */
  postgresPid(): number;
  /** What the server has printed (its errors), to tell why a measurement failed. */
  serverOutput(): string;
  stop(): Promise<void>;
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function freeBenchPort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in ${PORTS.first}–${PORTS.last}`);
}

/**
 * A production build of the client in `outDir`, and of its first-view renderer beside it, so
 * the browser part measures today's code.
 */
export function buildClient(outDir: string) {
  const firstView = firstViewRendererOf(outDir);
  for (const args of [
    ["vite", "build", "--outDir", outDir],
    ["vite", "build", "--config", "vite.first-view.config.ts", "--outDir", path.dirname(firstView)],
  ]) {
    const result = spawnSync("npx", [...args, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    });
    if (result.status !== 0) {
      throw new Error(`${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
    }
  }
}

/**
 * The server bundle built from the tree in `outfile` (inside the repository, where its packages
 * are found), and the Node options `npm start` runs it with, read from package.json's start
 * script (`… && node <options> dist/server/main.js`) so that the two cannot drift apart.
 */
async function buildServer(outfile: string): Promise<string[]> {
  const result = spawnSync(process.execPath, ["scripts/build-server.mjs", outfile], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`server build failed:\n${result.stdout}${result.stderr}`);
  }
  const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, "package.json"), "utf8"));
  const start: string = manifest.scripts.start;
  const words = start.split("&&").at(-1)?.trim().split(/\s+/) ?? [];
  if (words[0] !== "node" || words.at(-1) !== "dist/server/main.js") {
    throw new Error(`npm start should end with "node <options> dist/server/main.js": ${start}`);
  }
  return [...words.slice(1, -1), outfile];
}

/** Whether the server answering at `url` is the process `pid` (HANGAR_BENCH_ROUTES). */
async function answersAs(url: string, pid: number | undefined): Promise<boolean> {
  const answer = await fetch(`${url}/api/bench/memory`);
  return answer.ok && ((await answer.json()) as { pid?: number }).pid === pid;
}

export async function startBenchEnvironment(
  log: (message: string) => void,
): Promise<BenchEnvironment> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hangar-bench-"));
  const cleanups: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    log(`Building the client into ${dataDir}/client`);
    buildClient(path.join(dataDir, "client"));
    await mkdir(path.join(REPO_ROOT, "dist"), { recursive: true });
    const serverDir = await mkdtemp(path.join(REPO_ROOT, "dist", "bench-"));
    cleanups.push(() => rm(serverDir, { recursive: true, force: true }));
    log(`Building the server into ${serverDir}/server`);
    const serverCommand = await buildServer(path.join(serverDir, "server", "main.js"));
    const embedded = await startEmbeddedPostgres({
      dataDir,
      password: randomBytes(18).toString("base64url"),
      database: "hangar",
      owner: { role: APP_ROLE, password: randomBytes(18).toString("base64url") },
      log,
    });
    cleanups.push(() => embedded.stop());
    // The schema is the app's, as `npm start` makes it; the benchmark itself is the superuser.
    const owner = connectDatabase(embedded.connectionString, { max: 1 });
    await applyMigrations(owner).finally(() => owner.close());
    const database = connectDatabase(embedded.adminConnectionString, { max: 4 });
    cleanups.push(() => database.close());

    const weather = await startFakeWeatherProvider();
    cleanups.push(() => weather.close());
    const start = async () => {
      const server = spawnServer(
        {
          PORT: String(await freeBenchPort()),
          DATA_DIR: dataDir,
          DATABASE_URL: embedded.connectionString,
          CLIENT_DIR: path.join(dataDir, "client"),
          HANGAR_BENCH_ROUTES: "1",
          WEATHER_PROVIDER: "awc",
          WEATHER_BASE_URL: weather.url,
        },
        serverCommand,
      );
      cleanups.push(async () => {
        server.child.kill("SIGINT");
        await server.exited;
      });
      await waitForHealth(server);
      return server;
    };
    // Another benchmark on the machine may take the port between the check and the listen: its
    // server would answer in this one's place. The server that answers must be the one started.
    let server = await start();
    for (let tries = 1; !(await answersAs(server.url, server.child.pid)); tries++) {
      if (tries === 5) throw new Error("Another server keeps answering on the benchmark's port");
      server.child.kill("SIGINT");
      server = await start();
    }
    const pid = server.child.pid;
    if (pid === undefined) throw new Error("The server process has no pid");
    const memory = sampleMemory(pid, async () => {
      const answer = await fetch(`${server.url}/api/bench/memory`);
      return (await answer.json()) as MemoryParts;
    });
    cleanups.push(async () => memory.stop());
    log(`Server (pid ${pid}) at ${server.url}, data in ${dataDir}`);
    return {
      baseUrl: server.url,
      database,
      postgresLog: path.join(dataDir, "postgres.log"),
      memory,
      serverPid: pid,
      postgresPid: () =>
        Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]),
      serverOutput: () => server.output(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
