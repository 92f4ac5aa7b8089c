import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  registeredUser,
  slot,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { memberMessages } from "../../shared/members/member.constants";

let test: TestApp;
let admin: ApiClient;
let joinCode: string;
let otherAdmin: ApiClient;
beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  joinCode = club.organization.joinCode;
  otherAdmin = (await adminOfNewOrganization(test, { name: "Other Club" })).client;
});
afterAll(async () => {
  await test.close();
});

const uid = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;
const profiles = async () =>
  (await test.database.pool.query("select * from user_profiles order by user_id")).rows;

describe("the members list", () => {
  it("gives members names, roles and who teaches only, admins contact details too", async () => {
    const member = await memberOf(test, joinCode);
    const seenByMember = (await member.get("/api/members")).body.members;
    expect(seenByMember.length).toBeGreaterThanOrEqual(2);
    for (const row of seenByMember) {
      expect(Object.keys(row).sort()).toEqual([
        "firstName",
        "id",
        "instructorRatings",
        "isInstructor",
        "lastName",
        "role",
      ]);
    }
    const seenByAdmin = (await admin.get("/api/members")).body.members;
    expect(seenByAdmin[0]).toHaveProperty("email");
    expect(seenByAdmin[0]).toHaveProperty("phoneNumber");
    expect(seenByAdmin[0]).toHaveProperty("joinedOrgAt");
    expect(JSON.stringify((await otherAdmin.get("/api/members")).body)).not.toContain(
      await uid(member),
    );
  });
});

describe("member details", () => {
  it("are for the organization's admins only", async () => {
    const member = await memberOf(test, joinCode);
    const id = await uid(member);
    const details = await admin.get(`/api/members/${id}`);
    expect(details.status).toBe(200);
    expect(details.body.member).toMatchObject({
      id,
      firstName: "Bessie",
      role: "member",
      address: { street: "1 Runway Road" },
    });
    expect((await member.get(`/api/members/${await uid(admin)}`)).status).toBe(403);
    const foreign = await otherAdmin.get(`/api/members/${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(memberMessages.notFound);
    expect((await admin.get("/api/members/unknown-user-id-123")).status).toBe(404);
  });
});

describe("removing a member", () => {
  it("ends the membership, keeps the user and their history, frees their future slots", async () => {
    const member = await memberOf(test, joinCode);
    const id = await uid(member);
    const plane = await addAircraft(admin);
    const future = (
      await member.post("/api/bookings", {
        aircraftId: plane.id,
        title: "Later",
        type: "rental",
        ...slot(30),
      })
    ).body.booking;
    // A past booking, as history.
    await test.database.pool.query(
      `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, user_id, pilot_id)
       select org_id, $1, 'Last month', now() - interval '30 days', now() - interval '29 days', $2, $2 from aircraft where id = $1`,
      [plane.id, id],
    );
    const removed = await admin.post(`/api/members/${id}/remove`);
    expect(removed.status).toBe(204);
    const me = (await member.get("/api/me")).body.user;
    expect(me).toMatchObject({ orgId: null, role: null, firstName: "Bessie" });
    expect((await member.get("/api/organizations/current")).status).toBe(403);
    const { rows } = await test.database.pool.query(
      "select title, status from bookings where pilot_id = $1 order by starts_at",
      [id],
    );
    expect(rows).toEqual([
      { title: "Last month", status: "active" },
      { title: "Later", status: "cancelled" },
    ]);
    expect(future.status).toBe("active");
  });

  it("refuses members, other organizations, self-removal; nothing changes", async () => {
    const member = await memberOf(test, joinCode);
    const other = await memberOf(test, joinCode);
    const before = await profiles();
    expect((await member.post(`/api/members/${await uid(other)}/remove`)).status).toBe(403);
    expect((await otherAdmin.post(`/api/members/${await uid(other)}/remove`)).status).toBe(404);
    const self = await admin.post(`/api/members/${await uid(admin)}/remove`);
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(memberMessages.cannotRemoveSelf);
    expect(await profiles()).toEqual(before);
  });

  it("never leaves the organization without an admin, even when two admins remove each other at once", async () => {
    const club = await adminOfNewOrganization(test, { name: "Two Admins" });
    const second = await memberOf(test, club.organization.joinCode);
    const secondId = await uid(second);
    await test.database.pool.query("update user_profiles set role = 'admin' where user_id = $1", [
      secondId,
    ]);
    const firstId = await uid(club.client);
    const results = await Promise.all([
      club.client.post(`/api/members/${secondId}/remove`),
      second.post(`/api/members/${firstId}/remove`),
    ]);
    // The loser is no longer an admin: refused at the door (403) or inside the lock (404).
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(204);
    expect([403, 404]).toContain(statuses[1]);
    const { rows } = await test.database.pool.query(
      "select count(*)::int as n from user_profiles where org_id = $1 and role = 'admin'",
      [club.organization.id],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe("the settings' profile edit", () => {
  it("changes only what is sent, has no required fields and omits an empty apartment", async () => {
    const member = await memberOf(test, joinCode);
    await member.patch("/api/me/profile", { address: { apartment: "4B" } });
    const response = await member.patch("/api/me/profile", {
      firstName: "Bessie Q",
      address: { apartment: "", city: "" },
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      firstName: "Bessie Q",
      lastName: "Coleman",
      phoneNumber: "+1 555 0100",
    });
    expect(response.body.user.address).not.toHaveProperty("apartment");
    expect(response.body.user.address.street).toBe("1 Runway Road");
    expect((await member.patch("/api/me/profile", { firstName: 7 })).status).toBe(400);
    // Emptying a name would send the person back to onboarding: names stay.
    const blank = await member.patch("/api/me/profile", { firstName: " ", lastName: "" });
    expect(blank.body.user).toMatchObject({ firstName: "Bessie Q", lastName: "Coleman" });
  });

  it("needs a session", async () => {
    expect((await test.client().patch("/api/me/profile", { firstName: "X" })).status).toBe(401);
  });
});

describe("organization edit and join code", () => {
  it("updates what is sent, merges settings, and refuses invalid settings without a change", async () => {
    const club = await adminOfNewOrganization(test, { name: "Edit Club" });
    const updated = await club.client.patch("/api/organizations/current", {
      name: "Edited Club",
      contact: { phone: "555 0199" },
      baseAirport: { icaoCode: "ksql", coordinates: { latitude: 37.5, longitude: -122.25 } },
      settings: { currency: "EUR", preflightRequirements: { requireFlightPlan: false } },
      description: "A friendly club",
      logo: "https://club.example/logo.png",
      socialMedia: { facebook: "https://facebook.com/club" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.organization).toMatchObject({
      name: "Edited Club",
      contact: { email: "ops@bayflying.example", phone: "555 0199" },
      baseAirport: {
        icaoCode: "KSQL",
        name: "Palo Alto Airport",
        coordinates: { latitude: 37.5, longitude: -122.25 },
      },
      settings: {
        currency: "EUR",
        timezone: "UTC",
        preflightRequirements: { requireFlightPlan: false, requireWeatherCheck: true },
      },
      description: "A friendly club",
      logo: "https://club.example/logo.png",
      socialMedia: { facebook: "https://facebook.com/club" },
    });
    const again = await club.client.patch("/api/organizations/current", { name: "Renamed Again" });
    expect(again.body.organization).toMatchObject({
      description: "A friendly club",
      logo: "https://club.example/logo.png",
    });

    const before = (await club.client.get("/api/organizations/current")).body.organization;
    const invalid = await club.client.patch("/api/organizations/current", {
      settings: { currency: "BTC" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe("Invalid organization settings");
    expect((await club.client.get("/api/organizations/current")).body.organization).toEqual(before);
  });

  it.each([
    [{ contact: { email: "nope" } }, "contact.email"],
    [{ contact: { website: "ftp://x" } }, "contact.website"],
    [{ baseAirport: { icaoCode: "KSQLX" } }, "baseAirport.icaoCode"],
    [
      { baseAirport: { coordinates: { latitude: 91, longitude: 0 } } },
      "baseAirport.coordinates.latitude",
    ],
    [
      { baseAirport: { coordinates: { latitude: 0, longitude: -181 } } },
      "baseAirport.coordinates.longitude",
    ],
    [{ description: "x".repeat(1001) }, "description"],
    [{ type: "airline" }, "type"],
    [{ name: "X" }, "name"],
    [{ settings: { timezone: "Eastern" } }, "settings"],
  ])("refuses %j and changes nothing", async (body, field) => {
    const before = (await admin.get("/api/organizations/current")).body.organization;
    const response = await admin.patch("/api/organizations/current", body);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty([field]);
    expect((await admin.get("/api/organizations/current")).body.organization).toEqual(before);
  });

  it("keeps both of two admins' edits to different settings made at once", async () => {
    const club = await adminOfNewOrganization(test, { name: "Busy Club" });
    const second = await memberOf(test, club.organization.joinCode);
    await test.database.pool.query("update user_profiles set role = 'admin' where user_id = $1", [
      await uid(second),
    ]);
    await Promise.all([
      club.client.patch("/api/organizations/current", { settings: { currency: "GBP" } }),
      second.patch("/api/organizations/current", { settings: { enableDispatch: false } }),
    ]);
    const { settings } = (await club.client.get("/api/organizations/current")).body.organization;
    expect(settings).toMatchObject({ currency: "GBP", enableDispatch: false });
  });

  it("is for admins only; rotating the code stops the old one at once", async () => {
    const club = await adminOfNewOrganization(test, { name: "Rotate Club" });
    const member = await memberOf(test, club.organization.joinCode);
    expect((await member.patch("/api/organizations/current", { name: "Hijacked" })).status).toBe(
      403,
    );
    expect((await member.post("/api/organizations/current/join-code")).status).toBe(403);
    const rotated = await club.client.post("/api/organizations/current/join-code");
    expect(rotated.status).toBe(200);
    expect(rotated.body.organization.joinCode).not.toBe(club.organization.joinCode);
    const late = await registeredUser(test);
    expect(
      (await late.post("/api/organizations/join", { code: club.organization.joinCode })).status,
    ).toBe(400);
    expect(
      (await late.post("/api/organizations/join", { code: rotated.body.organization.joinCode }))
        .status,
    ).toBe(200);
  });
});
