/** Data factories for API tests: each makes what a person would, through the HTTP API. */
import { expect } from "vitest";
import { newAircraftDefaults } from "../../../src/shared/aircraft/aircraft.schemas";
import { nextFullHour } from "../../../src/shared/bookings/booking-rules";
import type { CreateOrganizationInput } from "../../../src/shared/organizations/organization.schemas";
import { organizationInput, PASSWORD, profileInput, uniqueEmail } from "./sample-data";
import type { ApiClient, TestApp } from "./test-app";

export { organizationInput, PASSWORD, profileInput, uniqueEmail };

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

/** The user id of a signed-in client. */
export async function userIdOf(client: ApiClient): Promise<string> {
  return (await client.get("/api/me")).body.user.uid as string;
}

/**
 * Marks a member as an instructor of their organization, in the database: the flag's own
 * route belongs to the members' feature, and availability tests need only the flag.
 */
export async function makeInstructor(test: TestApp, userId: string, isInstructor = true) {
  const { rowCount } = await test.database.pool.query(
    "update user_profiles set is_instructor = $2 where user_id = $1 and org_id is not null",
    [userId, isInstructor],
  );
  expect(rowCount).toBe(1);
}

let aircraftSerial = 0;

/** An aircraft added by an admin through the API. */
export async function addAircraft(admin: ApiClient, overrides: Record<string, unknown> = {}) {
  const response = await admin.post("/api/aircraft", {
    ...newAircraftDefaults("KPAO"),
    registration: `N${++aircraftSerial}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    model: "172S Skyhawk",
    manufacturer: "Cessna",
    ...overrides,
  });
  expect(response.status).toBe(201);
  return response.body.aircraft as { id: string; registration: string; model: string };
}

const HOUR_MS = 60 * 60 * 1000;

/** ISO start and end, `hoursAhead` full hours after the next full hour (UTC), lasting `hours`. */
export function slot(hoursAhead: number, hours = 1) {
  const start = new Date(nextFullHour(new Date(), "UTC").getTime() + hoursAhead * HOUR_MS);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + hours * HOUR_MS).toISOString(),
  };
}

/** A rental booking of `aircraftId` at `when` (see `slot`), made through the API by `client`. */
export async function addBooking(
  client: ApiClient,
  aircraftId: string,
  when: { start: string; end: string },
  title = "Booked through the API",
) {
  const response = await client.post("/api/bookings", {
    aircraftId,
    title,
    type: "rental",
    ...when,
  });
  expect(response.status).toBe(201);
  return response.body.booking as { id: string };
}
