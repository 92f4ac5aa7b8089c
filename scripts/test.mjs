#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, unit tests (in a fixed time zone and in a DST one), API tests on
 * a real PostgreSQL, then browser tests in Chromium on the built app. Ends with one line
 * `N passed, N failed` that totals every suite.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const OUT = ".test-output";
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Every failed test by name, repeated at the end: CI keeps only the tail of what it prints. */
const failedTests = [];

function run(name, command, args, env = {}) {
  process.stdout.write(`\n━━ ${name} ━━\n`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

/** A step that is not a test suite still counts: one passed or one failed check. */
function check(name, command, args) {
  if (run(name, command, args)) totals.passed += 1;
  else totals.failed += 1;
}

function vitest(name, project, tz) {
  const report = path.join(OUT, `vitest-${project}-${tz.replace("/", "-")}.json`);
  run(
    `${name} (TZ=${tz})`,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    {
      TZ: tz,
    },
  );
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const json = JSON.parse(readFileSync(report, "utf8"));
  totals.passed += json.numPassedTests;
  // A file that failed without any failed test (it did not load, a hook threw) counts once.
  const brokenFiles = json.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed"),
  ).length;
  totals.failed += json.numFailedTests + brokenFiles;
  for (const file of json.testResults) {
    const where = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((t) => t.status === "failed");
    for (const t of failed) {
      const why = firstLine(t.failureMessages?.[0]);
      failedTests.push(`${name} (TZ=${tz}): ${where} › ${t.fullName}: ${why}`);
    }
    if (file.status === "failed" && failed.length === 0) {
      failedTests.push(`${name} (TZ=${tz}): ${where}: ${firstLine(file.message)}`);
    }
  }
  totals.skipped += json.numPendingTests + json.numTodoTests;
}

function playwright() {
  const report = path.join(OUT, "playwright.json");
  run(
    "browser tests (Playwright, Chromium)",
    "npx",
    ["playwright", "test", "--reporter=list,json"],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(report, "utf8"));
  for (const title of unexpectedPlaywrightTests(suites ?? [])) {
    failedTests.push(`browser tests: ${title}`);
  }
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function firstLine(text) {
  return String(text ?? "").split("\n")[0];
}

/** Titles of the Playwright tests whose outcome was "unexpected", from its JSON report. */
function unexpectedPlaywrightTests(suites, parents = []) {
  const titles = [];
  for (const suite of suites) {
    const trail = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === "unexpected")) {
        titles.push(`${spec.file}:${spec.line} › ${[...trail.slice(1), spec.title].join(" › ")}`);
      }
    }
    titles.push(...unexpectedPlaywrightTests(suite.suites ?? [], trail));
  }
  return titles;
}

check("typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
check("lint (Biome)", "npx", ["biome", "check", "--error-on-warnings", "."]);
vitest("unit tests", "unit", "UTC");
vitest("unit tests", "unit", "America/New_York");
vitest("API tests", "api", "UTC");
// The benchmark on small data, so that it keeps working; it passes when it runs to the end,
// whatever its figures (a quick run exits 0 unless it broke).
check("benchmark (npm run bench -- --quick)", "npm", ["run", "bench", "--", "--quick"]);
// The client, its first-view renderer and the server bundle, as `npm start` builds them.
check("build", "npm", ["run", "build"]);
if (!failures.includes("build")) playwright();
else totals.failed += 1;

process.stdout.write("\n");
for (const test of failedTests) process.stdout.write(`✗ ${test}\n`);
if (failures.length > 0) process.stdout.write(`Failed: ${failures.join(", ")}\n`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : "";
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
