/**
 * Malformed registrations, airport codes and dates far outside the calendar's years: a clear
 * 400 naming the rule, and nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aircraftMessages } from "../../../src/shared/aircraft/aircraft.constants";
import { newAircraftDefaults } from "../../../src/shared/aircraft/aircraft.schemas";
import { bookingMessages } from "../../../src/shared/bookings/booking.constants";
import { organizationFieldMessages } from "../../../src/shared/organizations/organization.schemas";
import {
  addAircraft,
  adminOfNewOrganization,
  organizationInput,
  registeredUser,
} from "../support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../support/test-app";

let test: TestApp;
let admin: ApiClient;
let aircraft: { id: string; registration: string };

const aircraftInput = (overrides: Record<string, unknown>) => ({
  ...newAircraftDefaults("KPAO"),
  registration: "N172SP",
  model: "172S Skyhawk",
  manufacturer: "Cessna",
  ...overrides,
});

async function tables() {
  const { rows } = await test.database.pool.query(`
    select (select json_agg(a order by a.id) from aircraft a) as aircraft,
           (select json_agg(o order by o.id) from organizations o) as organizations,
           (select count(*)::int from bookings) as bookings`);
  return rows[0];
}

const messageOf = (body: unknown) => JSON.stringify(body);

beforeAll(async () => {
  test = await startTestApp();
  admin = (await adminOfNewOrganization(test)).client;
  aircraft = await addAircraft(admin, { registration: "D-EABC" });
});
afterAll(async () => {
  await test.close();
});

describe("registrations and airport codes", () => {
  it.each([
    [{ registration: "N" }, aircraftMessages.registrationFormat],
    [{ registration: "ABCDEFGHIJK" }, aircraftMessages.registrationFormat],
    [{ registration: "D-EA-BC" }, aircraftMessages.registrationFormat],
    [{ registration: "N 172" }, aircraftMessages.registrationFormat],
    [{ registration: "<b>N1</b>" }, aircraftMessages.registrationFormat],
    [{ baseAirportICAO: "KPA" }, aircraftMessages.baseAirportFormat],
    [{ baseAirportICAO: "K1P2" }, aircraftMessages.baseAirportFormat],
  ])("refuses a new aircraft with %j (400) and adds nothing", async (overrides, message) => {
    const before = await tables();
    const response = await admin.post("/api/aircraft", aircraftInput(overrides));
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toContain(message);
    expect(await tables()).toEqual(before);
  });

  it("refuses a malformed edit (400) and leaves the aircraft as it was", async () => {
    const before = await tables();
    for (const overrides of [{ registration: "D--EABC" }, { baseAirportICAO: "EGLLX" }]) {
      const response = await admin.put(
        `/api/aircraft/${aircraft.id}`,
        aircraftInput({ registration: "D-EABC", ...overrides }),
      );
      expect(response.status).toBe(400);
    }
    expect(await tables()).toEqual(before);
  });

  it("stores registrations and airport codes upper-cased, unique without case", async () => {
    const created = await admin.post(
      "/api/aircraft",
      aircraftInput({ registration: " g-abcd ", baseAirportICAO: "egll" }),
    );
    expect(created.status).toBe(201);
    expect(created.body.aircraft).toMatchObject({
      registration: "G-ABCD",
      baseAirportICAO: "EGLL",
    });
    const twin = await admin.post("/api/aircraft", aircraftInput({ registration: "d-eabc" }));
    expect(twin.status).toBe(409);
    expect(messageOf(twin.body)).toContain(aircraftMessages.duplicateRegistration);
  });

  it("refuses an organization whose airport code is not four letters, creating nothing", async () => {
    const client = await registeredUser(test);
    const before = await tables();
    for (const icaoCode of ["KPA", "K1P2", "KPAOX"]) {
      const response = await client.post("/api/organizations", organizationInput({ icaoCode }));
      expect(response.status).toBe(400);
      expect(messageOf(response.body)).toContain(organizationFieldMessages.icaoCode);
    }
    const edit = await admin.patch("/api/organizations/current", {
      baseAirport: { icaoCode: "12AB" },
    });
    expect(edit.status).toBe(400);
    expect(await tables()).toEqual(before);
  });
});

describe("dates far outside the calendar", () => {
  it.each([
    ["0001-01-01T10:00:00Z", "0001-01-01T11:00:00Z"],
    ["9999-06-01T10:00:00Z", "9999-06-01T11:00:00Z"],
    ["2300-06-01T10:00:00Z", "2300-06-01T11:00:00Z"],
  ])("refuses a booking from %s (400) and books nothing", async (start, end) => {
    const before = await tables();
    const response = await admin.post("/api/bookings", {
      aircraftId: aircraft.id,
      title: "Far away",
      type: "rental",
      start,
      end,
    });
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toContain(bookingMessages.outsideCalendar);
    expect(await tables()).toEqual(before);
  });

  it.each([
    ["/api/bookings", "0001-01-01T00:00:00Z", "0001-01-02T00:00:00Z"],
    ["/api/bookings", "9999-01-01T00:00:00Z", "9999-01-02T00:00:00Z"],
    ["/api/bookings/statistics", "9999-01-01T00:00:00Z", "9999-02-01T00:00:00Z"],
  ])("refuses %s from %s (400)", async (path, from, to) => {
    const response = await admin.get(
      `${path}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toContain(bookingMessages.outsideCalendar);
  });
});
