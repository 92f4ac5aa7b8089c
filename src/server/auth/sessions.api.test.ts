import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sessionToken = (client: ApiClient) =>
  /hangar\.session_token=([^;]+)/.exec(client.cookieHeader)?.[1];

async function signedUp(test: TestApp) {
  const client = test.client();
  expect(
    (await client.post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD })).status,
  ).toBe(201);
  return client;
}

describe("idle timeout", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ sessions: { idleTimeoutSeconds: 3 } });
  });
  afterAll(async () => {
    await test.close();
  });

  it("ends a session left unused for longer than the idle timeout", async () => {
    const client = await signedUp(test);
    await pause(4000);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("keeps a session in use alive past it", async () => {
    const client = await signedUp(test);
    for (let i = 0; i < 5; i++) {
      await pause(1000);
      expect((await client.get("/api/me")).status).toBe(200);
    }
  });
});

describe("absolute timeout", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ sessions: { absoluteTimeoutSeconds: 3 } });
  });
  afterAll(async () => {
    await test.close();
  });

  it("ends a session that old however much it is used, and removes it on the server", async () => {
    const client = await signedUp(test);
    const token = sessionToken(client)?.split(".")[0];
    for (let i = 0; i < 2; i++) {
      await pause(1000);
      expect((await client.get("/api/me")).status).toBe(200);
    }
    await pause(2000);
    expect((await client.get("/api/me")).status).toBe(401);
    const { rows } = await test.database.pool.query(
      "select 1 from auth_sessions where token = $1",
      [token],
    );
    expect(rows).toHaveLength(0);
  });
});

describe("sign-in", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it("gives a new session id at every sign-in, even to a browser that already has one", async () => {
    const email = uniqueEmail();
    const client = test.client();
    await client.post("/api/auth/register", { email, password: PASSWORD });
    const first = sessionToken(client);
    await client.post("/api/auth/login", { email, password: PASSWORD });
    const second = sessionToken(client);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });
});
