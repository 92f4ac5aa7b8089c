import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registeredUser, uniqueEmail } from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";

// Behind a reverse proxy (TRUST_PROXY=true) each person's address is the forwarded one, so one
// address using up its limit does not lock everyone else out.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ trustProxy: true });
});
afterAll(async () => {
  await test.close();
});

const loginFrom = (address: string, email: string, password: string) =>
  test
    .client()
    .request("POST", "/api/auth/login", { email, password }, { "x-forwarded-for": address });

it("throttles per forwarded address", async () => {
  const email = uniqueEmail();
  await registeredUser(test, email);
  for (let i = 0; i < 100; i++) {
    await loginFrom("203.0.113.7", uniqueEmail("x"), "wrong password");
  }
  expect((await loginFrom("203.0.113.7", email, PASSWORD)).status).toBe(429);
  expect((await loginFrom("198.51.100.20", email, PASSWORD)).status).toBe(200);
});

const onNewConnection = (url: string) =>
  new Promise<void>((resolve, reject) => {
    http
      .get(url, { agent: false }, (answer) => answer.resume().on("end", resolve))
      .on("error", reject);
  });

describe("an https address reached from a private peer", () => {
  const PUBLIC_URL = "https://hangar.example.org";
  const warnings = (logs: string[]) =>
    logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg.includes("TRUST_PROXY"));

  it("is warned of once in the log, when TRUST_PROXY is not set", async () => {
    const logs: string[] = [];
    const app = await startTestApp({ publicUrl: PUBLIC_URL, logs });
    try {
      // Each request on a connection of its own: the warning is decided per connection.
      for (let i = 0; i < 3; i++) await onNewConnection(`${app.url}/api/health`);
      expect(warnings(logs)).toHaveLength(1);
      const [warning] = warnings(logs);
      expect(warning.level).toBe(40);
      expect(warning.msg).toContain("requests come from 127.0.0.1");
      expect(warning.msg).toContain("Set TRUST_PROXY");
    } finally {
      await app.close();
    }
  });

  it("is not, when TRUST_PROXY is set", async () => {
    const logs: string[] = [];
    const app = await startTestApp({ publicUrl: PUBLIC_URL, trustProxy: true, logs });
    try {
      await fetch(`${app.url}/api/health`);
      expect(warnings(logs)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
