/**
 * `npm run seed:demo` as a person runs it, against a real database: the demo club keeps its
 * airport's clock, and `--reset-password` gives its accounts a new password that signs in.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_AIRPORT } from "../../src/server/demo/demo-club";
import { REPO_ROOT } from "./support/server-process";
import { startTestApp, type TestApp } from "./support/test-app";

const run = promisify(execFile);

let test: TestApp;
let dataDir: string;

async function seed(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/seed-demo.ts", ...args],
    {
      cwd: REPO_ROOT,
      // The machine's zone must not leak into the club's.
      env: { ...process.env, DATABASE_URL: test.database.url, DATA_DIR: dataDir, TZ: "Asia/Tokyo" },
    },
  );
  return stdout;
}

const passwordIn = (output: string) => /password (demo-\S+)/.exec(output)?.[1];
const firstAccountIn = (output: string) => /admin\s+(\S+@demo-club\.example)/.exec(output)?.[1];

async function signIn(email: string, password: string) {
  const client = test.client();
  const response = await client.post("/api/auth/login", { email, password });
  return { client, status: response.status };
}

beforeAll(async () => {
  test = await startTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hangar-seed-demo-"));
});
afterAll(async () => {
  await test.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run seed:demo", () => {
  let email: string;
  let password: string;

  it("creates the demo club in its airport's time zone and prints how to sign in", async () => {
    const output = await seed();
    expect(output).toContain(`(${DEMO_AIRPORT.icao}, ${DEMO_AIRPORT.timeZone})`);
    email = firstAccountIn(output) as string;
    password = passwordIn(output) as string;
    expect(email).toBeDefined();
    expect(password).toBeDefined();

    const { client, status } = await signIn(email, password);
    expect(status).toBe(200);
    const organization = (await client.get("/api/organizations/current")).body.organization;
    expect(organization.settings.timezone).toBe(DEMO_AIRPORT.timeZone);
    expect(organization.settings.timezone).not.toBe("UTC");
  });

  it("changes nothing when run again", async () => {
    const output = await seed();
    expect(output).toContain("nothing was changed");
    expect(passwordIn(output)).toBeUndefined();
    expect((await signIn(email, password)).status).toBe(200);
  });

  it("--reset-password prints a new password that signs in, and the old one no longer does", async () => {
    const { client: signedIn } = await signIn(email, password);
    const output = await seed("--reset-password");
    const fresh = passwordIn(output) as string;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(password);

    expect((await signIn(email, fresh)).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(401);
    // Sessions opened with the old password end with it.
    expect((await signedIn.get("/api/me")).status).toBe(401);
  });
});
