/** Data factories for API tests: each makes what a person would, through the HTTP API. */
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { CreateOrganizationInput } from "../../shared/organizations/organization.schemas";
import type { ProfileInput } from "../../shared/profile/profile.schemas";
import type { ApiClient, TestApp } from "./test-app";

export const PASSWORD = "correct horse battery";

export const uniqueEmail = (prefix = "pilot") =>
  `${prefix}-${randomBytes(4).toString("hex")}@example.org`;

export const organizationInput = (
  overrides: Partial<CreateOrganizationInput> = {},
): CreateOrganizationInput => ({
  name: "Bay Area Flying Club",
  icaoCode: "KPAO",
  airportName: "Palo Alto Airport",
  city: "Palo Alto",
  country: "United States",
  contactEmail: "ops@bayflying.example",
  ...overrides,
});

export const profileInput = (overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  firstName: "Amelia",
  lastName: "Earhart",
  phoneNumber: "+1 555 0100",
  address: {
    street: "1 Runway Road",
    city: "Palo Alto",
    state: "CA",
    postalCode: "94303",
    country: "United States",
  },
  ...overrides,
});

export async function registeredUser(test: TestApp, email = uniqueEmail()): Promise<ApiClient> {
  const client = test.client();
  const response = await client.post("/api/auth/register", { email, password: PASSWORD });
  expect(response.status).toBe(201);
  return client;
}

/** A user who created an organization and completed the profile: its administrator. */
export async function adminOfNewOrganization(
  test: TestApp,
  overrides: Partial<CreateOrganizationInput> = {},
) {
  const client = await registeredUser(test, uniqueEmail("admin"));
  const created = await client.post("/api/organizations", organizationInput(overrides));
  expect(created.status).toBe(201);
  expect((await client.put("/api/me/profile", profileInput())).status).toBe(200);
  return { client, organization: created.body.organization as { id: string; joinCode: string } };
}

/** A user who joined with the code and completed the profile: a member. */
export async function memberOf(test: TestApp, joinCode: string) {
  const client = await registeredUser(test, uniqueEmail("member"));
  expect((await client.post("/api/organizations/join", { code: joinCode })).status).toBe(200);
  expect(
    (
      await client.put(
        "/api/me/profile",
        profileInput({ firstName: "Bessie", lastName: "Coleman" }),
      )
    ).status,
  ).toBe(200);
  return client;
}
