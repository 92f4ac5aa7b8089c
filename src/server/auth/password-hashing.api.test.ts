/**
 * The password hashing queue is bounded: when it is full the server says so at once (503 with
 * Retry-After) instead of queueing forever, the attempt is not counted as a guess, and sign-ins
 * keep places of their own that new passwords cannot take. The queue is filled here by holding
 * its turns, as a flood of hashes would, so nothing depends on timing.
 */
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { authMessages } from "../../shared/auth/auth.schemas";
import { PASSWORD, registeredUser, uniqueEmail } from "../testing/factories";
import { startTestApp, type TestApp } from "../testing/test-app";
import { HASHING_QUEUE, HASHING_RETRY_AFTER_SECONDS, passwordHashing } from "./password-hashing";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
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
