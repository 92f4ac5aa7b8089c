/**
 * The password hashing queue is bounded: when it is full the server says so at once (503 with
 * Retry-After) instead of queueing forever, the attempt is not counted as a guess, sign-ins
 * keep places of their own that new passwords cannot take, and one client takes only a small
 * share of the queue. The queue is filled here by holding
 * its turns, as a flood of hashes would, so nothing depends on timing.
 */
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { PASSWORD, registeredUser, uniqueEmail } from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { authMessages } from "../../shared/auth/auth.schemas";
import {
  HASHING_PER_CLIENT,
  HASHING_QUEUE,
  HASHING_RETRY_AFTER_SECONDS,
  hashesOf,
  passwordHashing,
} from "./password-hashing";

let test: TestApp;
beforeAll(async () => {
  // Behind a proxy, so that tests can sign in from many addresses.
  test = await startTestApp({ trustProxy: true });
});
afterAll(async () => {
  await test.close();
});

let release = () => {};
afterEach(() => release());

/** Both turns taken and `waiting` more in the queue, until `release()`. */
function holdHashing(waiting: number) {
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holders = Array.from({ length: 2 + waiting }, () => passwordHashing.run(() => held));
  expect(passwordHashing.queued).toBe(waiting);
  return holders;
}

async function until(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 500) throw new Error("never happened");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const login = (email: string, password: string) =>
  test.client().post("/api/auth/login", { email, password });

it("answers 503 with Retry-After when the queue is full, and counts no guess", async () => {
  const email = uniqueEmail();
  await registeredUser(test, email);
  const holders = holdHashing(HASHING_QUEUE.signIn);
  // More refused attempts than the account's limit of failures.
  for (let i = 0; i < 12; i++) {
    const busy = await login(email, `wrong guess ${i}`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe(String(HASHING_RETRY_AFTER_SECONDS));
    expect(busy.body.error.message).toBe(authMessages.busy);
  }
  const signUp = await test
    .client()
    .post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD });
  expect(signUp.status).toBe(503);
  expect(signUp.headers.get("retry-after")).toBe(String(HASHING_RETRY_AFTER_SECONDS));
  release();
  await Promise.all(holders);
  expect((await login(email, PASSWORD)).status).toBe(200);
});

it("keeps places for sign-ins that new passwords cannot take", async () => {
  const email = uniqueEmail();
  await registeredUser(test, email);
  const holders = holdHashing(HASHING_QUEUE.newPassword);
  const signUp = await test
    .client()
    .post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD });
  expect(signUp.status).toBe(503);
  const signIn = login(email, PASSWORD);
  await until(() => passwordHashing.queued === HASHING_QUEUE.newPassword + 1);
  release();
  await Promise.all(holders);
  expect((await signIn).status).toBe(200);
});

const loginFrom = (address: string, email: string) =>
  test
    .client()
    .request(
      "POST",
      "/api/auth/login",
      { email, password: PASSWORD },
      { "x-forwarded-for": address },
    );

it("lets one address's right passwords take only a few places in the queue", async () => {
  const { atOnce, waiting } = HASHING_PER_CLIENT.address;
  // Few enough sign-ins per account that neither its own share nor its sign-in limit (which
  // counts each attempt until it has succeeded) stops them first.
  const emails = Array.from({ length: 6 }, () => uniqueEmail());
  const other = uniqueEmail();
  for (const email of [...emails, other]) await registeredUser(test, email);
  const holders = holdHashing(0);
  const flood = Array.from({ length: atOnce + waiting }, (_, i) =>
    loginFrom("2001:db8:9:9::1", emails[i % emails.length] ?? ""),
  );
  // Counted as the address's as each request comes in, and queued a moment later: both seen.
  await until(
    () => hashesOf("2001:db8:9:9::1") === atOnce + waiting && passwordHashing.queued >= atOnce,
  );
  expect(passwordHashing.queued).toBe(atOnce);
  // Another address of the same network is the same client.
  const refused = await loginFrom("2001:db8:9:9::2", emails[0] ?? "");
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe(String(HASHING_RETRY_AFTER_SECONDS));
  // Another client still finds room in the queue.
  const elsewhere = loginFrom("198.51.100.20", other);
  await until(() => passwordHashing.queued === atOnce + 1);
  release();
  await Promise.all(holders);
  expect((await elsewhere).status).toBe(200);
  expect((await Promise.all(flood)).map((response) => response.status)).toEqual(
    Array(atOnce + waiting).fill(200),
  );
});

it("lets one account's sign-ins take only a few places in the queue", async () => {
  const { atOnce, waiting } = HASHING_PER_CLIENT.account;
  const email = uniqueEmail();
  await registeredUser(test, email);
  const holders = holdHashing(0);
  const flood = Array.from({ length: atOnce + waiting }, (_, i) =>
    loginFrom(`203.0.113.${i + 1}`, email),
  );
  for (let i = 1; i <= atOnce + waiting; i++) {
    await until(() => hashesOf(`203.0.113.${i}`) === 1);
  }
  // Past the address's and the account's turns, a request reaches the queue a moment later.
  await until(() => passwordHashing.queued >= atOnce);
  expect(passwordHashing.queued).toBe(atOnce);
  const refused = await loginFrom("203.0.113.200", email);
  expect(refused.status).toBe(503);
  release();
  await Promise.all(holders);
  expect((await Promise.all(flood)).map((response) => response.status)).toEqual(
    Array(atOnce + waiting).fill(200),
  );
});

it("hashes no password for a sign-in link that is not there", async () => {
  const holders = holdHashing(HASHING_QUEUE.newPassword);
  const response = await test
    .client()
    .post("/api/auth/sign-in-link", { token: "A".repeat(43), password: "a chosen passphrase" });
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe("INVALID_SIGN_IN_LINK");
  release();
  await Promise.all(holders);
});
