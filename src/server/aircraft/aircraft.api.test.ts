import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminOfNewOrganization,
  memberOf,
  registeredUser,
} from "../../../tests/server/support/factories";
import type { ApiClient } from "../../../tests/server/support/test-app";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { aircraftMessages, maxAircraftYear } from "../../shared/aircraft/aircraft.constants";
import { type AircraftInput, newAircraftDefaults } from "../../shared/aircraft/aircraft.schemas";

let test: TestApp;
let admin: ApiClient;
let member: ApiClient;
let otherAdmin: ApiClient;
beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  member = await memberOf(test, club.organization.joinCode);
  otherAdmin = (await adminOfNewOrganization(test, { name: "Other Club" })).client;
});
afterAll(async () => {
  await test.close();
});

let serial = 0;
const aircraftInput = (overrides: Partial<AircraftInput> = {}): AircraftInput => ({
  ...newAircraftDefaults("KPAO"),
  registration: `N${100 + ++serial}HG`,
  model: "172S Skyhawk",
  manufacturer: "Cessna",
  hourlyRate: 165.5,
  avionics: ["G1000"],
  ...overrides,
});

async function add(overrides: Partial<AircraftInput> = {}) {
  const response = await admin.post("/api/aircraft", aircraftInput(overrides));
  expect(response.status).toBe(201);
  return response.body.aircraft as { id: string; registration: string };
}

const fleetRows = async () =>
  (await test.database.pool.query("select * from aircraft order by id")).rows;

describe("admins manage the fleet", () => {
  it("adds an aircraft with everything the form holds", async () => {
    const response = await admin.post(
      "/api/aircraft",
      aircraftInput({ registration: "N172AB", baseAirportICAO: "kpao" }),
    );
    expect(response.status).toBe(201);
    expect(response.body.aircraft).toMatchObject({
      registration: "N172AB",
      manufacturer: "Cessna",
      model: "172S Skyhawk",
      year: new Date().getFullYear(),
      baseAirportICAO: "KPAO",
      category: "Single Engine",
      fuelType: "100LL",
      hourlyRate: 165.5,
      avionics: ["G1000"],
      bookingEnabled: true,
      isArchived: false,
      color: "#3174ad",
      type: "training",
      status: "available",
    });
  });

  it("keeps no rate as null", async () => {
    const created = await admin.post("/api/aircraft", aircraftInput({ hourlyRate: null }));
    expect(created.body.aircraft.hourlyRate).toBeNull();
  });

  it("lists the fleet ordered by registration", async () => {
    await add({ registration: "ZZ-TOP" });
    await add({ registration: "AA-ONE" });
    const { body } = await admin.get("/api/aircraft");
    const registrations = body.aircraft.map((a: { registration: string }) => a.registration);
    expect(registrations).toEqual(
      [...registrations].sort((a: string, b: string) =>
        a.replace(/\W/g, "").localeCompare(b.replace(/\W/g, "")),
      ),
    );
    expect(registrations).toContain("AA-ONE");
  });

  it("edits an aircraft", async () => {
    const { id } = await add();
    const response = await admin.put(
      `/api/aircraft/${id}`,
      aircraftInput({ registration: "N999ED", status: "maintenance", hourlyRate: 0 }),
    );
    expect(response.status).toBe(200);
    expect(response.body.aircraft).toMatchObject({
      registration: "N999ED",
      status: "maintenance",
      hourlyRate: 0,
    });
  });

  it("refuses a registration already in the organization, without case", async () => {
    await add({ registration: "D-EABC" });
    const before = await fleetRows();
    const response = await admin.post("/api/aircraft", aircraftInput({ registration: " d-eabc " }));
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(aircraftMessages.duplicateRegistration);
    expect(await fleetRows()).toEqual(before);
  });

  it("allows the same registration in another organization", async () => {
    await add({ registration: "G-SAME" });
    expect(
      (await otherAdmin.post("/api/aircraft", aircraftInput({ registration: "G-SAME" }))).status,
    ).toBe(201);
  });
});

describe("archiving", () => {
  it("archives: flagged, not bookable, status archived; and it cannot be undone", async () => {
    const { id } = await add();
    const archived = await admin.post(`/api/aircraft/${id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.aircraft).toMatchObject({
      isArchived: true,
      bookingEnabled: false,
      status: "archived",
    });
    const before = await fleetRows();
    const restore = await admin.put(
      `/api/aircraft/${id}`,
      aircraftInput({ isArchived: false, status: "available" }),
    );
    expect(restore.status).toBe(409);
    expect(restore.body.error.message).toBe(aircraftMessages.archivedIsFinal);
    expect(await fleetRows()).toEqual(before);
  });

  it("archives the same way when the form chooses status archived", async () => {
    const { id } = await add();
    const response = await admin.put(
      `/api/aircraft/${id}`,
      aircraftInput({ status: "archived", bookingEnabled: true }),
    );
    expect(response.body.aircraft).toMatchObject({
      isArchived: true,
      bookingEnabled: false,
      status: "archived",
    });
  });

  it("is final in the database too", async () => {
    const { id } = await add();
    await admin.post(`/api/aircraft/${id}/archive`);
    await expect(
      test.database.pool.query(
        "update aircraft set is_archived = false, status = 'available' where id = $1",
        [id],
      ),
    ).rejects.toThrow(/cannot be restored/);
  });

  it("hides archived aircraft from members, in the list and by id", async () => {
    const { id, registration } = await add();
    await admin.post(`/api/aircraft/${id}/archive`);
    const list = await member.get("/api/aircraft");
    expect(list.body.aircraft.map((a: { registration: string }) => a.registration)).not.toContain(
      registration,
    );
    expect((await member.get(`/api/aircraft/${id}`)).status).toBe(404);
    expect((await admin.get(`/api/aircraft/${id}`)).body.aircraft.isArchived).toBe(true);
  });
});

describe("permissions", () => {
  it("lets members read the fleet and nothing more; nothing changes", async () => {
    const { id } = await add();
    expect((await member.get("/api/aircraft")).status).toBe(200);
    expect((await member.get(`/api/aircraft/${id}`)).status).toBe(200);
    const before = await fleetRows();
    expect((await member.post("/api/aircraft", aircraftInput())).status).toBe(403);
    expect((await member.put(`/api/aircraft/${id}`, aircraftInput())).status).toBe(403);
    expect((await member.post(`/api/aircraft/${id}/archive`)).status).toBe(403);
    expect(await fleetRows()).toEqual(before);
  });

  it("shows another organization's aircraft to nobody: 404, never its data", async () => {
    const { id } = await add({ registration: "SECRET1" });
    const before = await fleetRows();
    for (const response of [
      await otherAdmin.get(`/api/aircraft/${id}`),
      await otherAdmin.put(`/api/aircraft/${id}`, aircraftInput()),
      await otherAdmin.post(`/api/aircraft/${id}/archive`),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("SECRET1");
    }
    const list = await otherAdmin.get("/api/aircraft");
    expect(JSON.stringify(list.body)).not.toContain("SECRET1");
    expect(await fleetRows()).toEqual(before);
  });

  it("refuses callers without a session or without onboarding", async () => {
    const { id } = await add();
    const anonymous = test.client();
    const onboarding = await registeredUser(test);
    for (const client of [anonymous, onboarding]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await client.get("/api/aircraft")).status).toBe(expected);
      expect((await client.get(`/api/aircraft/${id}`)).status).toBe(expected);
      expect((await client.post("/api/aircraft", aircraftInput())).status).toBe(expected);
      expect((await client.put(`/api/aircraft/${id}`, aircraftInput())).status).toBe(expected);
      expect((await client.post(`/api/aircraft/${id}/archive`)).status).toBe(expected);
    }
  });

  it("answers an id that is not one with 404", async () => {
    expect((await admin.get("/api/aircraft/not-a-uuid")).status).toBe(404);
    expect((await admin.post("/api/aircraft/'%20or%201=1/archive")).status).toBe(404);
  });
});

describe("validation", () => {
  const next = maxAircraftYear();
  it.each([
    [{ registration: "" }, "registration", aircraftMessages.registration],
    [{ model: " " }, "model", aircraftMessages.model],
    [{ manufacturer: "" }, "manufacturer", aircraftMessages.manufacturer],
    [{ baseAirportICAO: "" }, "baseAirportICAO", aircraftMessages.baseAirport],
    [{ color: "" }, "color", aircraftMessages.color],
    [{ color: "blue" }, "color", aircraftMessages.colorFormat],
    [{ fuelType: "Diesel" }, "fuelType", aircraftMessages.fuelType],
    [{ year: 1899 }, "year", aircraftMessages.year(next)],
    [{ year: next + 1 }, "year", aircraftMessages.year(next)],
    [{ year: 2000.5 }, "year", aircraftMessages.year(next)],
    [{ year: "2000" }, "year", aircraftMessages.year(next)],
    [{ hourlyRate: -0.01 }, "hourlyRate", aircraftMessages.hourlyRate],
    [{ hourlyRate: 10.001 }, "hourlyRate", aircraftMessages.hourlyRateCents],
    [{ hourlyRate: "12" }, "hourlyRate", aircraftMessages.hourlyRate],
    [{ category: "Glider" }, "category", aircraftMessages.category],
    [{ type: "ferry" }, "type", aircraftMessages.type],
    [{ status: "flying" }, "status", aircraftMessages.status],
    [{ registration: "N".repeat(21) }, "registration", "Must be at most 20 characters"],
  ])(
    "refuses %j with the field's message and stores nothing",
    async (overrides, field, message) => {
      const before = await fleetRows();
      const response = await admin.post("/api/aircraft", { ...aircraftInput(), ...overrides });
      expect(response.status).toBe(400);
      expect(response.body.error.fields[field]).toBe(message);
      expect(await fleetRows()).toEqual(before);
    },
  );

  it("accepts the year bounds and a rate of 0", async () => {
    for (const year of [1900, next]) {
      expect((await admin.post("/api/aircraft", aircraftInput({ year }))).status).toBe(201);
    }
    expect((await admin.post("/api/aircraft", aircraftInput({ hourlyRate: 0 }))).status).toBe(201);
  });

  it("leaves an aircraft unchanged after a refused edit", async () => {
    const { id } = await add();
    const before = await fleetRows();
    expect((await admin.put(`/api/aircraft/${id}`, aircraftInput({ year: 1800 }))).status).toBe(
      400,
    );
    expect(await fleetRows()).toEqual(before);
  });
});
