import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/** Debian's Chromium, never a downloaded browser (downloads fail on these machines). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium";
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium is missing at ${CHROMIUM}. Install it with: ` +
      "apt-get update && apt-get install -y --no-install-recommends chromium",
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `.test-output/playwright-${PORT}`,
  use: {
    baseURL: E2E_URL,
    // A DST time zone in the browser, while the server runs in UTC: time bugs hide there.
    timezoneId: "America/New_York",
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${E2E_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Stopped as Ctrl-C would: the server shuts its embedded PostgreSQL down. (Playwright's
    // default, SIGKILL to the process group, left a PostgreSQL running after every run.)
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      PORT: String(PORT),
      LOG_LEVEL: "error",
      TZ: "UTC",
      // Every browser test signs up from loopback, far more than a club's evening.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: "100000",
      SIGN_UPS_PER_HOUR: "100000",
      // The contact the legal pages and the support links name (tests/e2e/shell.spec.ts).
      SUPPORT_EMAIL: "help@hangar-e2e.example",
      // The weather specs start a fake METAR provider on this port (tests/e2e/support/weather.ts).
      WEATHER_BASE_URL:
        process.env.WEATHER_BASE_URL ?? `http://127.0.0.1:${process.env.FAKE_WEATHER_PORT ?? 3213}`,
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
