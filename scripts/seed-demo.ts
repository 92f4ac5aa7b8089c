/**
 * `npm run seed:demo`: adds a demo club to this installation (DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR, also while `npm start` runs on it) and prints how to sign in.
 * It runs once: when the demo club is there already, it says so and changes nothing.
 * `npm run seed:demo -- --reset-password` gives its accounts a new password and prints it
 * (creating the club first if it is not there).
 */
import { randomBytes } from "node:crypto";
import { baseUrl, ConfigError, loadConfig } from "../src/server/config/env";
import { loadOrCreateSecrets } from "../src/server/config/secrets";
import { applyMigrations, connectDatabase } from "../src/server/db/database";
import {
  createDemoClub,
  DEMO_AIRPORT,
  DEMO_CLUB_NAME,
  demoClubExists,
  resetDemoPasswords,
} from "../src/server/demo/demo-club";
import { openInstallationDatabase } from "../src/server/demo/installation-database";

const say = (message: string) => process.stdout.write(`[seed:demo] ${message}\n`);

const RESET_PASSWORD = "--reset-password";

/** A fresh password per installation: a demo club must not open a real server to anyone. */
const newPassword = () => `demo-${randomBytes(6).toString("base64url")}`;

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== RESET_PASSWORD);
  if (unknown.length > 0) {
    throw new ConfigError(`Unknown option ${unknown.join(" ")}; the only one is ${RESET_PASSWORD}`);
  }
  const resetPassword = args.includes(RESET_PASSWORD);
  const config = loadConfig();
  const secrets = await loadOrCreateSecrets(config.dataDir);
  const installation = await openInstallationDatabase(config, secrets, say);
  const database = connectDatabase(installation.connectionString, { max: 4 });
  try {
    say(`Using ${installation.description}`);
    await applyMigrations(database);
    const now = new Date();
    if (await demoClubExists(database, now)) {
      if (resetPassword) {
        const password = newPassword();
        const accounts = await resetDemoPasswords(database, now, password);
        say(
          `Gave the ${accounts} accounts of the ${DEMO_CLUB_NAME} a new password; they were signed out.`,
        );
        say(`Sign in at ${baseUrl(config)} with any of them, password ${password}`);
        return;
      }
      say(
        `The ${DEMO_CLUB_NAME} is already there; nothing was changed. ` +
          `Its accounts' password was printed when it was created; ${RESET_PASSWORD} sets a new one.`,
      );
      return;
    }
    // The airport's zone, not the machine's: the club's day is the airfield's wherever it runs.
    const timeZone = DEMO_AIRPORT.timeZone;
    const password = newPassword();
    const started = performance.now();
    const { plan, bookingCount } = await createDemoClub(database, { now, timeZone, password });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(
      `Created the ${DEMO_CLUB_NAME} (${plan.airport.icao}, ${timeZone}): ` +
        `${plan.aircraft.length} aircraft, ${plan.members.length} members, ` +
        `${bookingCount} bookings over the week around today, in ${seconds} s.`,
    );
    say(`Sign in at ${baseUrl(config)} with any of these accounts, password ${password}`);
    for (const member of plan.members) {
      say(`  ${member.role.padEnd(6)}  ${member.email}  (${member.firstName} ${member.lastName})`);
    }
  } finally {
    await database.close();
    await installation.release();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || !(error instanceof Error)
      ? String(error instanceof Error ? error.message : error)
      : (error.stack ?? error.message);
  process.stderr.write(`[seed:demo] ${message}\n`);
  process.exit(1);
});
