/**
 * Accounts created per hour, per client address and in all: a club's sign-up evening from its
 * clubhouse passes, a stream of sign-ups (each one a password hash) does not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { authMessages } from "../../shared/auth/auth.schemas";
import { DEFAULT_SIGN_UPS } from "../config/env";

// Behind a proxy, as installations are: each client is its forwarded address.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ trustProxy: true, signUps: DEFAULT_SIGN_UPS });
});
afterAll(async () => {
  await test.close();
});
beforeEach(async () => {
  await test.database.pool.query("delete from rate_limits");
});

const signUpFrom = (address: string, email = uniqueEmail()) =>
  test
    .client()
    .request(
      "POST",
      "/api/auth/register",
      { email, password: PASSWORD },
      { "x-forwarded-for": address },
    );

const accounts = async () =>
  Number((await test.database.pool.query("select count(*) from auth_users")).rows[0].count);

/** Signs `count` people up from `address`, a few at a time; their statuses. */
async function signUps(address: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, () => signUpFrom(address));
    statuses.push(...(await Promise.all(batch)).map((response) => response.status));
  }
  return statuses;
}

describe("sign-ups per hour", () => {
  it("lets a club sign 30 members up from its clubhouse's address", async () => {
    expect(await signUps("203.0.113.30", 30)).toEqual(Array(30).fill(201));
  });

  it("refuses an address's sign-ups beyond its limit, and only that address's", async () => {
    const { perAddressPerHour } = DEFAULT_SIGN_UPS;
    expect(await signUps("203.0.113.50", perAddressPerHour)).toEqual(
      Array(perAddressPerHour).fill(201),
    );
    const before = await accounts();
    const refused = await signUpFrom("203.0.113.50");
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(authMessages.tooManyAttempts);
    expect(await accounts()).toBe(before);
    expect((await signUpFrom("198.51.100.9")).status).toBe(201);
  });

  it("counts neither refused sign-ups nor taken emails as accounts created", async () => {
    const taken = uniqueEmail();
    expect((await signUpFrom("203.0.113.60", taken)).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await signUpFrom("203.0.113.60", taken)).status).toBe(409);
    await test.database.pool.query(
      "update rate_limits set count = $1 where key = 'sign-up-created:ip:203.0.113.60'",
      [DEFAULT_SIGN_UPS.perAddressPerHour],
    );
    for (let i = 0; i < 5; i++) expect((await signUpFrom("203.0.113.60")).status).toBe(429);
    const { rows } = await test.database.pool.query(
      "select count from rate_limits where key = 'sign-up-created:all'",
    );
    // One account was created; the address at its limit used up nobody else's sign-ups.
    expect(rows[0].count).toBe(1);
  });

  it("refuses every address's sign-ups once the hour's sign-ups are used up", async () => {
    const { perHour } = DEFAULT_SIGN_UPS;
    // As though that many had signed up from elsewhere this hour.
    await test.database.pool.query(
      "insert into rate_limits (key, window_started_at, count) values ('sign-up-created:all', now(), $1)",
      [perHour - 1],
    );
    expect((await signUpFrom("198.51.100.1")).status).toBe(201);
    const refused = await signUpFrom("198.51.100.2");
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(authMessages.tooManyAttempts);
  });

  it("counts an IPv6 network's /64 as one address", async () => {
    expect((await signUpFrom("2001:db8:5:6::1")).status).toBe(201);
    // As though the network had signed up its hour's worth.
    await test.database.pool.query(
      "update rate_limits set count = $1 where key like 'sign-up-created:ip:%'",
      [DEFAULT_SIGN_UPS.perAddressPerHour],
    );
    expect((await signUpFrom("2001:db8:5:6:a:b:c:d")).status).toBe(429);
    expect((await signUpFrom("::ffff:203.0.113.70")).status).toBe(201);
    expect((await signUpFrom("2001:db8:5:7::1")).status).toBe(201);
  });
});
