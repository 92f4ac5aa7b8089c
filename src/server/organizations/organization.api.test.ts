import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminOfNewOrganization,
  memberOf,
  organizationInput,
  profileInput,
  registeredUser,
} from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { organizationMessages } from "../../shared/organizations/organization.constants";
import {
  defaultOrganizationSettings,
  organizationFieldMessages,
} from "../../shared/organizations/organization.schemas";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

async function snapshot() {
  const { rows } = await test.database.pool.query(`
    select (select count(*) from organizations)::int as organizations,
           (select json_agg(p order by p.user_id) from user_profiles p) as profiles`);
  return rows[0];
}

describe("create organization", () => {
  it("stores the documented defaults and makes the creator its admin and sole member", async () => {
    const client = await registeredUser(test);
    const response = await client.post(
      "/api/organizations",
      organizationInput({
        name: "Sky Riders' Club!",
        icaoCode: " ksql ",
        website: "https://sky.example",
      }),
    );
    expect(response.status).toBe(201);
    const { organization, user } = response.body;
    expect(organization).toMatchObject({
      name: "Sky Riders' Club!",
      slug: "sky-riders-club",
      type: "club",
      status: "pending",
      settings: defaultOrganizationSettings,
      baseAirport: { icaoCode: "KSQL", coordinates: { latitude: 0, longitude: 0 } },
      contact: { email: "ops@bayflying.example", website: "https://sky.example" },
      ownerUid: user.uid,
      createdByUserId: user.uid,
    });
    expect(organization.joinCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(user).toMatchObject({ orgId: organization.id, role: "admin" });
    const { rows } = await test.database.pool.query(
      "select count(*)::int as n from user_profiles where org_id = $1",
      [organization.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it("takes the time zone and currency the creator chose", async () => {
    const client = await registeredUser(test);
    const response = await client.post(
      "/api/organizations",
      organizationInput({ name: "Paris Club", timezone: "Europe/Paris", currency: "EUR" }),
    );
    expect(response.status).toBe(201);
    expect(response.body.organization.settings).toEqual({
      ...defaultOrganizationSettings,
      timezone: "Europe/Paris",
      currency: "EUR",
    });
    const { rows } = await test.database.pool.query(
      "select settings from organizations where id = $1",
      [response.body.organization.id],
    );
    expect(rows[0].settings).toMatchObject({ timezone: "Europe/Paris", currency: "EUR" });
  });

  it("gives organizations with the same name distinct slugs and join codes", async () => {
    const a = await (await registeredUser(test)).post(
      "/api/organizations",
      organizationInput({ name: "Twin Club" }),
    );
    const b = await (await registeredUser(test)).post(
      "/api/organizations",
      organizationInput({ name: "Twin Club" }),
    );
    expect(a.body.organization.slug).toBe("twin-club");
    expect(b.body.organization.slug).toBe("twin-club-2");
    expect(a.body.organization.joinCode).not.toBe(b.body.organization.joinCode);
  });

  it.each([
    [{ name: "X" }, "name", organizationFieldMessages.name],
    [{ name: "x".repeat(101) }, "name", organizationFieldMessages.name],
    [{ icaoCode: "KSQ" }, "icaoCode", organizationFieldMessages.icaoCode],
    [{ icaoCode: "KS-Q" }, "icaoCode", organizationFieldMessages.icaoCode],
    [{ airportName: " " }, "airportName", organizationFieldMessages.airportName],
    [{ city: "" }, "city", organizationFieldMessages.city],
    [{ country: "" }, "country", organizationFieldMessages.country],
    [{ contactEmail: "nope" }, "contactEmail", organizationFieldMessages.contactEmail],
    [{ website: "javascript:alert(1)" }, "website", organizationFieldMessages.website],
    [{ timezone: "Mars/Olympus_Mons" }, "timezone", organizationFieldMessages.timezone],
    [{ timezone: "" }, "timezone", organizationFieldMessages.timezone],
    [{ timezone: "Europe/Paris\u0000" }, "timezone", organizationFieldMessages.timezone],
    [{ currency: "XYZ" }, "currency", organizationFieldMessages.currency],
    [{ currency: "usd" }, "currency", organizationFieldMessages.currency],
  ])(
    "refuses %j with the field's message and leaves nothing behind",
    async (overrides, field, message) => {
      const client = await registeredUser(test);
      const before = await snapshot();
      const response = await client.post("/api/organizations", {
        ...organizationInput(),
        ...overrides,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields[field]).toBe(message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("names every missing required field", async () => {
    const client = await registeredUser(test);
    const response = await client.post("/api/organizations", {});
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      name: organizationFieldMessages.name,
      icaoCode: organizationFieldMessages.icaoCode,
      airportName: organizationFieldMessages.airportName,
      city: organizationFieldMessages.city,
      country: organizationFieldMessages.country,
      contactEmail: organizationFieldMessages.contactEmail,
    });
  });

  it("rolls back the whole creation when the membership cannot be written", async () => {
    const client = await registeredUser(test);
    const before = await snapshot();
    // Make the second statement of the transaction fail, after the organization row went in.
    await test.database.pool.query(`
      create function fail_membership() returns trigger language plpgsql as
      $$ begin raise exception 'membership write failed'; end $$;
      create trigger fail_membership before update on user_profiles
      for each row when (new.org_id is not null) execute function fail_membership();`);
    try {
      const response = await client.post(
        "/api/organizations",
        organizationInput({ name: "Half Club" }),
      );
      expect(response.status).toBe(500);
      expect(response.body.error.message).toBe("Something went wrong. Please try again.");
      expect(JSON.stringify(response.body)).not.toMatch(/membership write failed|at .*\.ts/);
    } finally {
      await test.database.pool.query(
        "drop trigger fail_membership on user_profiles; drop function fail_membership();",
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a second organization for a user who already has one", async () => {
    const { client } = await adminOfNewOrganization(test);
    const before = await snapshot();
    const response = await client.post(
      "/api/organizations",
      organizationInput({ name: "Second Club" }),
    );
    expect(response.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("creates one organization when the same user submits twice at once", async () => {
    const client = await registeredUser(test);
    const results = await Promise.all([
      client.post("/api/organizations", organizationInput({ name: "Race Club" })),
      client.post("/api/organizations", organizationInput({ name: "Race Club" })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const { rows } = await test.database.pool.query(
      "select count(*)::int as n from organizations where name = 'Race Club'",
    );
    expect(rows[0].n).toBe(1);
  });
});

describe("join organization", () => {
  it("makes the user a member of the organization whose code matches after trimming and upper-casing", async () => {
    const { organization } = await adminOfNewOrganization(test);
    const client = await registeredUser(test);
    const response = await client.post("/api/organizations/join", {
      code: `  ${organization.joinCode.toLowerCase()} `,
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ orgId: organization.id, role: "member" });
    expect(response.body.organization.id).toBe(organization.id);
    expect(response.body.organization.joinCode).toBeUndefined();
  });

  it("refuses a wrong code with its message and changes nothing", async () => {
    const { organization } = await adminOfNewOrganization(test);
    const client = await registeredUser(test);
    const before = await snapshot();
    const wrong = `${organization.joinCode.slice(0, 7)}${organization.joinCode.endsWith("A") ? "B" : "A"}`;
    const response = await client.post("/api/organizations/join", { code: wrong });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(organizationMessages.invalidInvitationCode);
    expect(await snapshot()).toEqual(before);
    expect((await client.get("/api/me")).body.user.orgId).toBeNull();
  });

  it("requires a code", async () => {
    const client = await registeredUser(test);
    const response = await client.post("/api/organizations/join", { code: "  " });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.code).toBe(organizationMessages.invitationCodeRequired);
  });

  it("throttles code guessing per user with 429", async () => {
    const client = await registeredUser(test);
    for (let i = 0; i < 10; i++) {
      expect((await client.post("/api/organizations/join", { code: `WRONG${i}XX` })).status).toBe(
        400,
      );
    }
    const { organization } = await adminOfNewOrganization(test);
    const blocked = await client.post("/api/organizations/join", { code: organization.joinCode });
    expect(blocked.status).toBe(429);
    expect((await client.get("/api/me")).body.user.orgId).toBeNull();
    await test.database.pool.query("delete from rate_limits");
  });

  it("lets no more than the limit through when guesses arrive all at once", async () => {
    await test.database.pool.query("delete from rate_limits");
    const client = await registeredUser(test);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        client.post("/api/organizations/join", { code: `PAR${String(i).padStart(5, "0")}` }),
      ),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    await test.database.pool.query("delete from rate_limits");
  });

  it("throttles code guessing per address across users", async () => {
    await test.database.pool.query("delete from rate_limits");
    const { organization } = await adminOfNewOrganization(test);
    // Every client here comes from loopback: five users with ten failures each use it up.
    for (let user = 0; user < 5; user++) {
      const client = await registeredUser(test);
      for (let i = 0; i < 10; i++)
        await client.post("/api/organizations/join", { code: `IP${user}X${i}XXX` });
    }
    const fresh = await registeredUser(test);
    const blocked = await fresh.post("/api/organizations/join", { code: organization.joinCode });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(organizationMessages.tooManyJoinAttempts);
    await test.database.pool.query("delete from rate_limits");
  });

  it("refuses a user who already belongs to an organization", async () => {
    const first = await adminOfNewOrganization(test);
    const second = await adminOfNewOrganization(test, { name: "Other Club" });
    const response = await first.client.post("/api/organizations/join", {
      code: second.organization.joinCode,
    });
    expect(response.status).toBe(409);
    expect((await first.client.get("/api/me")).body.user.orgId).toBe(first.organization.id);
  });
});

describe("current organization", () => {
  it("is refused until onboarding is complete, then shows the join code to admins only", async () => {
    const client = await registeredUser(test);
    expect((await client.get("/api/organizations/current")).status).toBe(403);
    const created = await client.post("/api/organizations", organizationInput());
    // An organization but no profile yet: still onboarding.
    const early = await client.get("/api/organizations/current");
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe("ONBOARDING_INCOMPLETE");
    await client.put("/api/me/profile", profileInput());
    const admin = await client.get("/api/organizations/current");
    expect(admin.status).toBe(200);
    expect(admin.body.organization.joinCode).toBe(created.body.organization.joinCode);

    const member = await memberOf(test, created.body.organization.joinCode);
    const seen = await member.get("/api/organizations/current");
    expect(seen.status).toBe(200);
    expect(seen.body.organization.name).toBe("Bay Area Flying Club");
    expect(seen.body.organization.joinCode).toBeUndefined();
  });
});

describe("the time zone and currency confirmed", () => {
  const confirmed = async (client: Awaited<ReturnType<typeof adminOfNewOrganization>>["client"]) =>
    (await client.get("/api/organizations/current")).body.organization.settings
      .timeZoneAndCurrencyConfirmed;

  it("a new organization has not confirmed them; other settings and fields do not confirm them", async () => {
    const { client } = await adminOfNewOrganization(test);
    expect(await confirmed(client)).toBeUndefined();
    for (const body of [{ name: "Renamed Club" }, { settings: { enableDispatch: false } }]) {
      expect((await client.patch("/api/organizations/current", body)).status).toBe(200);
      expect(await confirmed(client)).toBeUndefined();
    }
  });

  it("saving the time zone or the currency, even unchanged, confirms them", async () => {
    for (const settings of [{ timezone: "UTC" }, { currency: "EUR" }]) {
      const { client } = await adminOfNewOrganization(test);
      const response = await client.patch("/api/organizations/current", { settings });
      expect(response.status).toBe(200);
      expect(response.body.organization.settings).toMatchObject({
        ...settings,
        timeZoneAndCurrencyConfirmed: true,
      });
      expect(await confirmed(client)).toBe(true);
    }
  });

  it("a refused time zone confirms nothing", async () => {
    const { client } = await adminOfNewOrganization(test);
    const response = await client.patch("/api/organizations/current", {
      settings: { timezone: "Mars/Olympus" },
    });
    expect(response.status).toBe(400);
    expect(await confirmed(client)).toBeUndefined();
  });
});
