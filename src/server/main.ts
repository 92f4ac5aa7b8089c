/**
 * `npm start`: the embedded PostgreSQL (or DATABASE_URL), migrations, then the app.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { baseUrl, ConfigError, loadConfig } from "./config/env";
import { loadOrCreateSecrets } from "./config/secrets";
import { applyMigrations, connectDatabase } from "./db/database";
import { type RunningPostgres, startEmbeddedPostgres } from "./db/embedded-postgres";
import { buildApp } from "./http/app";

const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/client");
const say = (message: string) => process.stdout.write(`[hangar] ${message}\n`);

async function main() {
  const config = loadConfig();
  const secrets = await loadOrCreateSecrets(config.dataDir);

  let embedded: RunningPostgres | undefined;
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    say(`Starting the embedded PostgreSQL in ${path.join(config.dataDir, "pg")}`);
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      password: secrets.embeddedDatabasePassword,
      database: "hangar",
      log: say,
    });
    connectionString = embedded.connectionString;
  } else {
    say("Using the PostgreSQL of DATABASE_URL");
  }

  const database = connectDatabase(connectionString);
  try {
    await applyMigrations(database.db);
    const app = await buildApp({
      config,
      database,
      authSecret: secrets.authSecret,
      clientDir: CLIENT_DIR,
    });
    await app.listen({ port: config.port, host: config.host });
    say(`Hangar is running at ${baseUrl(config)}`);

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      say(`${signal}: stopping`);
      await app.close();
      await database.close();
      await embedded?.stop();
      say("Stopped.");
      process.exit(0);
    };
    process.once("SIGINT", () => void stop("SIGINT"));
    process.once("SIGTERM", () => void stop("SIGTERM"));
  } catch (error) {
    await database.close().catch(() => {});
    await embedded?.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`[hangar] ${error.message}\n`);
  } else {
    process.stderr.write(
      `[hangar] Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
