/**
 * A member who leaves a club stays in its history under the name they had there: a name they
 * choose later in another club reaches neither the old club's views nor its export, and the
 * new club sees nothing of the old.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  PASSWORD,
  profileInput,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";

const HOUR_MS = 60 * 60 * 1000;

let test: TestApp;
let oldAdmin: ApiClient;
let newAdmin: ApiClient;
let leaver: ApiClient;
let leaverId: string;
let pastId: string;
const window = () => {
  const now = Date.now();
  return `from=${new Date(now - 24 * HOUR_MS).toISOString()}&to=${new Date(now + 24 * HOUR_MS).toISOString()}`;
};

beforeAll(async () => {
  test = await startTestApp();
  const oldClub = await adminOfNewOrganization(test);
  oldAdmin = oldClub.client;
  const newClub = await adminOfNewOrganization(test, { name: "Next Club" });
  newAdmin = newClub.client;

  leaver = await memberOf(test, oldClub.organization.joinCode);
  expect(
    (await leaver.patch("/api/me/profile", { firstName: "Harriet", lastName: "Quimby" })).status,
  ).toBe(200);
  leaverId = (await leaver.get("/api/me")).body.user.uid;
  const plane = await addAircraft(oldAdmin);
  // A flight of three hours ago: past bookings cannot be made through the API.
  const { rows } = await test.database.pool.query(
    `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, user_id, pilot_id)
     values ($1, $2, 'Last flight', now() - interval '3 hours', now() - interval '2 hours', $3, $3)
     returning id`,
    [oldClub.organization.id, plane.id, leaverId],
  );
  pastId = rows[0].id;
  expect((await oldAdmin.post(`/api/members/${leaverId}/remove`)).status).toBe(204);

  // A new life: another club, another name.
  expect(
    (await leaver.post("/api/organizations/join", { code: newClub.organization.joinCode })).status,
  ).toBe(200);
  expect(
    (
      await leaver.put(
        "/api/me/profile",
        profileInput({ firstName: "Jacqueline", lastName: "Cochran" }),
      )
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await test.close();
});

const leftWith = () => ({ id: leaverId, firstName: "Harriet", lastName: "Quimby" });
const pilotOf = (bookings: { id: string; details: { pilot: unknown } | null }[]) =>
  bookings.find((booking) => booking.id === pastId)?.details?.pilot;

describe("the old club's admin", () => {
  it("sees the name the member left with on the calendar and the booking", async () => {
    const calendar = await oldAdmin.get(`/api/bookings?${window()}`);
    expect(calendar.status).toBe(200);
    expect(pilotOf(calendar.body.bookings)).toEqual(leftWith());
    const booking = await oldAdmin.get(`/api/bookings/${pastId}`);
    expect(booking.body.booking.details.pilot).toEqual(leftWith());
  });

  it("sees it on the dashboard's recent bookings and nothing of the new name in statistics", async () => {
    const recent = await oldAdmin.get("/api/bookings/recent");
    expect(pilotOf(recent.body.bookings)).toEqual(leftWith());
    const statistics = await oldAdmin.get(`/api/bookings/statistics?${window()}`);
    expect(statistics.status).toBe(200);
    expect(statistics.body.statistics.totalBookings).toBe(1);
    expect(JSON.stringify(statistics.body)).not.toMatch(/Jacqueline|Cochran/);
  });

  it("exports the member under that name", async () => {
    const exported = await oldAdmin.get("/api/organizations/current/export");
    expect(exported.status).toBe(200);
    expect(exported.body.formerPeople).toContainEqual(leftWith());
    expect(JSON.stringify(exported.body)).not.toMatch(/Jacqueline|Cochran/);
  });
});

describe("the new club", () => {
  it("sees the member's name of now and nothing of the old club", async () => {
    const members = (await newAdmin.get("/api/members")).body.members;
    expect(members).toContainEqual(
      expect.objectContaining({ id: leaverId, firstName: "Jacqueline", lastName: "Cochran" }),
    );
    for (const path of [`/api/bookings?${window()}`, "/api/organizations/current/export"]) {
      const answer = await newAdmin.get(path);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(/Harriet|Quimby|Last flight/);
    }
    expect(JSON.stringify((await leaver.get(`/api/bookings?${window()}`)).body)).not.toMatch(
      /Harriet|Quimby|Last flight/,
    );
  });
});

describe("deleting the account", () => {
  it("takes the name out of the old club's history too", async () => {
    expect((await leaver.post("/api/me/delete", { password: PASSWORD })).status).toBe(204);
    const calendar = await oldAdmin.get(`/api/bookings?${window()}`);
    expect(pilotOf(calendar.body.bookings)).toEqual({ id: leaverId, firstName: "", lastName: "" });
    const exported = await oldAdmin.get("/api/organizations/current/export");
    expect(exported.body.formerPeople).toContainEqual({
      id: leaverId,
      firstName: "",
      lastName: "",
    });
    const { rows } = await test.database.pool.query(
      "select first_name from former_members where user_id = $1",
      [leaverId],
    );
    expect(rows).toEqual([]);
  });
});
