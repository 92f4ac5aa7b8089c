import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registeredUser, uniqueEmail } from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { authMessages } from "../../shared/auth/auth.schemas";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const countUsers = async () =>
  Number((await test.database.pool.query("select count(*) from auth_users")).rows[0].count);

describe("register", () => {
  it("creates the account, signs it in with an HttpOnly SameSite cookie and an empty member profile", async () => {
    const client = test.client();
    const email = uniqueEmail();
    const response = await client.post("/api/auth/register", { email, password: PASSWORD });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      email,
      firstName: "",
      lastName: "",
      orgId: null,
      role: null,
    });
    const cookie = response.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((await client.get("/api/me")).body.user.email).toBe(email);
  });

  it("stores the password as an argon2id hash with the chosen parameters", async () => {
    const email = uniqueEmail();
    await registeredUser(test, email);
    const { rows } = await test.database.pool.query(
      "select a.password from auth_accounts a join auth_users u on u.id = a.user_id where u.email = $1",
      [email],
    );
    expect(rows[0].password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("refuses a duplicate email with a clear message", async () => {
    const email = uniqueEmail();
    await registeredUser(test, email);
    const response = await test.client().post("/api/auth/register", { email, password: PASSWORD });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(authMessages.emailTaken);
  });

  it.each([
    [{ email: "not-an-email", password: PASSWORD }, "email", authMessages.emailInvalid],
    [{ password: PASSWORD }, "email", authMessages.emailRequired],
    [{ email: uniqueEmail() }, "password", authMessages.passwordRequired],
    [{ email: uniqueEmail(), password: "short" }, "password", authMessages.passwordTooShort],
    [{ email: uniqueEmail(), password: "x".repeat(129) }, "password", authMessages.passwordTooLong],
  ])("refuses %j with the field's message and stores nothing", async (body, field, message) => {
    const before = await countUsers();
    const response = await test.client().post("/api/auth/register", body);
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it("accepts passwords of 8 and of 64 characters", async () => {
    for (const password of ["12345678", "p".repeat(64)]) {
      const response = await test
        .client()
        .post("/api/auth/register", { email: uniqueEmail(), password });
      expect(response.status).toBe(201);
    }
  });
});

describe("login and logout", () => {
  it("signs in with the right password and out again", async () => {
    const email = uniqueEmail();
    await registeredUser(test, email);
    const client = test.client();
    const login = await client.post("/api/auth/login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(email);
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("ends the session on the server at logout: the old cookie no longer works", async () => {
    const client = await registeredUser(test);
    const stolen = client.withOrigin(test.origin);
    await client.post("/api/auth/logout");
    expect((await stolen.get("/api/me")).status).toBe(401);
  });

  it("gives a wrong password and an unknown email the same answer", async () => {
    const email = uniqueEmail();
    await registeredUser(test, email);
    const wrongPassword = await test
      .client()
      .post("/api/auth/login", { email, password: "not the password" });
    const unknownEmail = await test
      .client()
      .post("/api/auth/login", { email: uniqueEmail("nobody"), password: "not the password" });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.error.message).toBe(authMessages.invalidCredentials);
  });

  it("throttles password guessing per account with 429, even for the right password", async () => {
    const email = uniqueEmail();
    await registeredUser(test, email);
    for (let i = 0; i < 10; i++) {
      const response = await test
        .client()
        .post("/api/auth/login", { email, password: `guess-${i}-guess` });
      expect(response.status).toBe(401);
    }
    const blocked = await test.client().post("/api/auth/login", { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(authMessages.tooManyAttempts);
    // Another account from the same address is not affected.
    const other = uniqueEmail();
    await registeredUser(test, other);
    expect(
      (await test.client().post("/api/auth/login", { email: other, password: PASSWORD })).status,
    ).toBe(200);
  });

  it("lets no more than the limit through when guesses arrive all at once", async () => {
    const email = uniqueEmail();
    await registeredUser(test, email);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        test.client().post("/api/auth/login", { email, password: `parallel-guess-${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(
      (await test.client().post("/api/auth/login", { email, password: PASSWORD })).status,
    ).toBe(429);
  });

  it("does not count successful sign-ins against the address", async () => {
    await test.database.pool.query("delete from rate_limits");
    const email = uniqueEmail();
    await registeredUser(test, email);
    for (let i = 0; i < 105; i++) {
      const response = await test.client().post("/api/auth/login", { email, password: PASSWORD });
      expect(response.status).toBe(200);
    }
  });

  it("throttles guessing per address across accounts", async () => {
    await test.database.pool.query("delete from rate_limits");
    // Every client here comes from loopback: 100 failures on different accounts use up the address.
    for (let i = 0; i < 100; i++) {
      await test
        .client()
        .post("/api/auth/login", { email: uniqueEmail("x"), password: "whatever-1" });
    }
    const email = uniqueEmail();
    await registeredUser(test, email);
    const blocked = await test.client().post("/api/auth/login", { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    await test.database.pool.query("delete from rate_limits");
  });
});

describe("sign-up probing", () => {
  it("throttles refused sign-ups per address, which would reveal existing accounts", async () => {
    await test.database.pool.query("delete from rate_limits");
    const email = uniqueEmail();
    await registeredUser(test, email);
    for (let i = 0; i < 20; i++) {
      const response = await test
        .client()
        .post("/api/auth/register", { email, password: PASSWORD });
      expect(response.status).toBe(409);
    }
    const blocked = await test
      .client()
      .post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD });
    expect(blocked.status).toBe(429);
    await test.database.pool.query("delete from rate_limits");
  });
});

describe("sessions", () => {
  it("answers 401 to every protected call without a session", async () => {
    const anonymous = test.client();
    expect((await anonymous.get("/api/me")).status).toBe(401);
    expect((await anonymous.put("/api/me/profile", {})).status).toBe(401);
    expect((await anonymous.post("/api/organizations", {})).status).toBe(401);
    expect((await anonymous.post("/api/organizations/join", { code: "ABCDEFGH" })).status).toBe(
      401,
    );
    expect((await anonymous.get("/api/organizations/current")).status).toBe(401);
  });

  it("refuses a forged session cookie", async () => {
    const client = await registeredUser(test);
    const forged = await fetch(`${test.url}/api/me`, {
      headers: { cookie: client.cookieHeader.replace(/=([^.;]+)/, "=forgedforgedforgedforged") },
    });
    expect(forged.status).toBe(401);
  });
});
