import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  PASSWORD,
  registeredUser,
  slot,
  uniqueEmail,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { accountMessages, authMessages } from "../../shared/auth/auth.schemas";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const NEW_PASSWORD = "a brand new passphrase";

async function signedIn(email: string) {
  const client = test.client();
  expect((await client.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
  return client;
}

describe("changing the password", () => {
  it("signs out the other sessions, keeps this one, and only the new password works", async () => {
    const email = uniqueEmail();
    const here = await registeredUser(test, email);
    const elsewhere = await signedIn(email);
    const changed = await here.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    expect((await here.get("/api/me")).status).toBe(200);
    expect((await elsewhere.get("/api/me")).status).toBe(401);
    expect(
      (await test.client().post("/api/auth/login", { email, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await test.client().post("/api/auth/login", { email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it("refuses a wrong current password or a weak new one, and changes nothing", async () => {
    const email = uniqueEmail();
    const client = await registeredUser(test, email);
    const wrong = await client.post("/api/me/password", {
      currentPassword: "not it at all",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.currentPassword).toBe(accountMessages.currentPasswordWrong);
    const weak = await client.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: "short",
    });
    expect(weak.body.error.fields.newPassword).toBe(authMessages.passwordTooShort);
    expect(
      (await test.client().post("/api/auth/login", { email, password: PASSWORD })).status,
    ).toBe(200);
  });
});

describe("deleting one's account", () => {
  it("removes the person, keeps the bookings they flew without their name, cancels the future ones", async () => {
    const club = await adminOfNewOrganization(test, { name: "Delete Club" });
    const email = uniqueEmail("leaving");
    const leaving: ApiClient = test.client();
    await leaving.post("/api/auth/register", { email, password: PASSWORD });
    await leaving.post("/api/organizations/join", { code: club.organization.joinCode });
    await leaving.put("/api/me/profile", {
      firstName: "Gone",
      lastName: "Pilot",
      phoneNumber: "555 0000",
      address: { street: "1 Gone St", city: "C", state: "S", postalCode: "1", country: "US" },
    });
    const uid = (await leaving.get("/api/me")).body.user.uid as string;
    const plane = await addAircraft(club.client);
    const future = (
      await leaving.post("/api/bookings", {
        aircraftId: plane.id,
        title: "Later",
        type: "rental",
        ...slot(60),
      })
    ).body.booking;
    await test.database.pool.query(
      `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, user_id, pilot_id)
       values ($1, $2, 'Flown', now() - interval '10 days', now() - interval '10 days' + interval '1 hour', $3, $3)`,
      [club.organization.id, plane.id, uid],
    );

    // An instructor of the club: the switch, rate and ratings go with the membership.
    await test.database.pool.query(
      `update user_profiles set is_instructor = true, instructor_rate = 60, instructor_ratings = 'CFI'
       where user_id = $1`,
      [uid],
    );

    const wrong = await leaving.post("/api/me/delete", { password: "not my password" });
    expect(wrong.status).toBe(400);
    expect((await leaving.get("/api/me")).status).toBe(200);

    expect((await leaving.post("/api/me/delete", { password: PASSWORD })).status).toBe(204);
    expect((await leaving.get("/api/me")).status).toBe(401);
    expect(
      (await test.client().post("/api/auth/login", { email, password: PASSWORD })).status,
    ).toBe(401);
    const { rows } = await test.database.pool.query(
      `select u.email, p.first_name, p.phone_number, p.address, p.org_id, p.is_instructor,
              p.instructor_rate, p.instructor_ratings
         from auth_users u join user_profiles p on p.user_id = u.id where u.id = $1`,
      [uid],
    );
    expect(rows[0]).toEqual({
      email: `deleted-${uid}@deleted.invalid`,
      first_name: "",
      phone_number: "",
      address: null,
      org_id: null,
      is_instructor: false,
      instructor_rate: null,
      instructor_ratings: "",
    });
    const history = await test.database.pool.query(
      "select title, status from bookings where pilot_id = $1 order by starts_at",
      [uid],
    );
    expect(history.rows).toEqual([
      { title: "Flown", status: "active" },
      { title: "Later", status: "cancelled" },
    ]);
    expect(future.status).toBe("active");
    // The email can be used for a new account.
    expect(
      (await test.client().post("/api/auth/register", { email, password: PASSWORD })).status,
    ).toBe(201);
  });

  it("refuses the only admin of an organization that has other members", async () => {
    const club = await adminOfNewOrganization(test, { name: "Keep Club" });
    await memberOf(test, club.organization.joinCode);
    const refused = await club.client.post("/api/me/delete", { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(accountMessages.lastAdmin);
    expect((await club.client.get("/api/me")).status).toBe(200);
  });
});

describe("guessing the current password", () => {
  it("throttles the 11th wrong current password of a change, and sign-in with it", async () => {
    const email = uniqueEmail();
    const client = await registeredUser(test, email);
    for (let i = 0; i < 10; i++) {
      const wrong = await client.post("/api/me/password", {
        currentPassword: `guess number ${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(400);
    }
    const eleventh = await client.post("/api/me/password", {
      currentPassword: "the eleventh guess",
      newPassword: NEW_PASSWORD,
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.message).toBe(authMessages.tooManyAttempts);
    const right = await client.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(right.status).toBe(429);
    // The guesses count against the account wherever they are made.
    expect(
      (await test.client().post("/api/auth/login", { email, password: PASSWORD })).status,
    ).toBe(429);
    expect(
      (await test.client().post("/api/auth/login", { email, password: NEW_PASSWORD })).status,
    ).toBe(429);
    await test.database.pool.query("delete from rate_limits");
  });

  it("counts a deletion's wrong passwords against sign-in, and throttles its 11th", async () => {
    const email = uniqueEmail();
    const client = await registeredUser(test, email);
    for (let i = 0; i < 5; i++) {
      const wrong = await test
        .client()
        .post("/api/auth/login", { email, password: `sign-in guess ${i}` });
      expect(wrong.status).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post("/api/me/delete", { password: `deletion guess ${i}` });
      expect(wrong.status).toBe(400);
    }
    // The session's guesses used up the rest of the account's sign-in budget...
    expect(
      (await test.client().post("/api/auth/login", { email, password: PASSWORD })).status,
    ).toBe(429);
    // ...but what the session may still check is decided by its own guesses alone.
    for (let i = 5; i < 10; i++) {
      const wrong = await client.post("/api/me/delete", { password: `deletion guess ${i}` });
      expect(wrong.status).toBe(400);
    }
    const eleventh = await client.post("/api/me/delete", { password: "the eleventh guess" });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.message).toBe(authMessages.tooManyAttempts);
    expect((await client.post("/api/me/delete", { password: PASSWORD })).status).toBe(429);
    expect((await client.get("/api/me")).status).toBe(200);
    await test.database.pool.query("delete from rate_limits");
  });

  it("does not let anyone's wrong sign-ins stop the user changing their password", async () => {
    const email = uniqueEmail();
    const client = await registeredUser(test, email);
    // Someone else, who only knows the email, uses up its sign-in budget.
    for (let i = 0; i < 10; i++) {
      const wrong = await test
        .client()
        .post("/api/auth/login", { email, password: `outsider guess ${i}` });
      expect(wrong.status).toBe(401);
    }
    expect(
      (await test.client().post("/api/auth/login", { email, password: PASSWORD })).status,
    ).toBe(429);
    const changed = await client.post("/api/me/password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    await test.database.pool.query("delete from rate_limits");
  });

  it("does not count right current passwords", async () => {
    const email = uniqueEmail();
    const client = await registeredUser(test, email);
    let password = PASSWORD;
    for (let i = 0; i < 11; i++) {
      const next = `${NEW_PASSWORD} ${i}`;
      const changed = await client.post("/api/me/password", {
        currentPassword: password,
        newPassword: next,
      });
      expect(changed.status).toBe(204);
      password = next;
    }
  });
});
