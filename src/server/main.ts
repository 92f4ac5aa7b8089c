/**
 * `npm start`: the embedded PostgreSQL (or DATABASE_URL), migrations, then the app.
 * Ctrl-C (or SIGTERM) at any moment, during start-up too, stops what has started, in order:
 * the HTTP server drains, the pool closes, then PostgreSQL shuts down.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { baseUrl, ConfigError, loadConfig } from "./config/env";
import { loadOrCreateSecrets } from "./config/secrets";
import { loadOrCreateSetupCode, setupCodeNotice } from "./config/setup-code";
import { applyMigrations, connectDatabase, type Database } from "./db/database";
import { APP_ROLE, type RunningPostgres, startEmbeddedPostgres } from "./db/embedded-postgres";
import { DataDirInUseError } from "./db/process-recovery";
import { buildApp } from "./http/app";
import { PortabilityRepository } from "./portability/portability.repository";

const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/client");
const say = (message: string) => process.stdout.write(`[hangar] ${message}\n`);

/** What has been started so far, to be stopped in reverse order. */
const running: { embedded?: RunningPostgres; database?: Database; app?: FastifyInstance } = {};
let stopRequested = false;

async function stopAll() {
  await running.app?.close();
  await running.database?.close().catch(() => {});
  await running.embedded?.stop();
}

class StopRequested extends Error {}
const unlessStopped = () => {
  if (stopRequested) throw new StopRequested();
};

async function main() {
  const config = loadConfig();
  const secrets = await loadOrCreateSecrets(config.dataDir);
  const setup = await loadOrCreateSetupCode(config.dataDir);

  let connectionString = config.databaseUrl;
  if (!connectionString) {
    say(`Starting the embedded PostgreSQL in ${path.join(config.dataDir, "pg")}`);
    running.embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      password: secrets.embeddedDatabasePassword,
      database: "hangar",
      owner: { role: APP_ROLE, password: secrets.embeddedDatabaseAppPassword },
      log: say,
    });
    connectionString = running.embedded.connectionString;
  } else {
    say("Using the PostgreSQL of DATABASE_URL");
  }
  unlessStopped();

  running.database = connectDatabase(connectionString);
  await applyMigrations(running.database);
  unlessStopped();

  const app = await buildApp({
    config,
    database: running.database,
    authSecret: secrets.authSecret,
    setupCode: setup.code,
    clientDir: config.clientDir ?? CLIENT_DIR,
    benchRoutes: config.benchRoutes,
  });
  running.app = app;
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    throw new ConfigError(
      `Port ${config.port} on ${config.host} is already in use. Stop what uses it, or set PORT to another port.`,
    );
  }
  unlessStopped();
  // Only the one who runs the server sees its log: that is what makes the code worth asking for.
  if (!(await new PortabilityRepository().hasUsers(running.database.db))) {
    for (const line of setupCodeNotice(setup.code, setup.file)) say(line);
  }
  say(`Hangar is running at ${baseUrl(config)}`);
}

let started: Promise<void> | undefined;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopRequested) return;
    stopRequested = true;
    say(`${signal}: stopping`);
    // Once start-up has got as far as it will, stop everything that runs.
    void (started ?? Promise.resolve())
      .catch(() => {})
      .then(stopAll)
      .then(() => {
        say("Stopped.");
        process.exit(0);
      });
  });
}

started = main();
started.catch(async (error: unknown) => {
  if (error instanceof StopRequested) return;
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`[hangar] ${error.message}\n`);
  } else {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`[hangar] Could not start: ${detail}\n`);
  }
  await stopAll().catch(() => {});
  process.exit(1);
});
