import { afterAll, beforeAll, expect, it } from "vitest";
import { PASSWORD, registeredUser, uniqueEmail } from "../testing/factories";
import { startTestApp, type TestApp } from "../testing/test-app";

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
