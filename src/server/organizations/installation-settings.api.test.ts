import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationInput, registeredUser } from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { organizationMessages } from "../../shared/organizations/organization.constants";

describe("ORGANIZATION_CREATION=first-account", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ organizationCreation: "first-account" });
  });
  afterAll(async () => {
    await test.close();
  });

  const counts = async () =>
    (
      await test.database.pool.query(`
        select (select count(*)::int from organizations) as organizations,
               (select count(*)::int from user_profiles where org_id is not null) as members`)
    ).rows[0];

  it("lets only the installation's first account create an organization", async () => {
    const first = await registeredUser(test);
    const second = await registeredUser(test);

    const refused = await second.post("/api/organizations", organizationInput());
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(organizationMessages.creationFirstAccountOnly);
    expect(await counts()).toEqual({ organizations: 0, members: 0 });

    const created = await first.post("/api/organizations", organizationInput());
    expect(created.status).toBe(201);

    // The others join the first account's organization with its code.
    const joined = await second.post("/api/organizations/join", {
      code: created.body.organization.joinCode,
    });
    expect(joined.status).toBe(200);
    expect(await counts()).toEqual({ organizations: 1, members: 2 });
  });
});

describe("by default", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it("lets anyone create an organization, and names no support address", async () => {
    await registeredUser(test);
    const second = await registeredUser(test);
    expect((await second.post("/api/organizations", organizationInput())).status).toBe(201);
    expect((await test.client().get("/api/installation")).body.supportEmail).toBeNull();
  });
});

describe("SUPPORT_EMAIL", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ supportEmail: "hangar@myclub.example" });
  });
  afterAll(async () => {
    await test.close();
  });

  it("is told to anyone, signed in or not", async () => {
    const installation = await test.client().get("/api/installation");
    expect(installation.status).toBe(200);
    expect(installation.body).toEqual({
      acceptsImport: true,
      supportEmail: "hangar@myclub.example",
    });
  });
});
