/**
 * Instructors' weekly hours and time off in the organization export, and back through an import
 * on a new installation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminOfNewOrganization,
  makeInstructor,
  memberOf,
  userIdOf,
} from "../../../tests/server/support/factories";
import {
  type ApiClient,
  startTestApp,
  TEST_SETUP_CODE,
  type TestApp,
} from "../../../tests/server/support/test-app";
import {
  portabilityMessages,
  SETUP_CODE_HEADER,
} from "../../shared/portability/organization-export";

const NEW_PASSWORD = "restored and well";
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

let source: TestApp;
let target: TestApp;
let admin: ApiClient;
let adminEmail: string;
let instructorId: string;
let leaverId: string;
let otherInstructorId: string;
// biome-ignore lint/suspicious/noExplicitAny: the file is compared as plain JSON.
let file: any;

beforeAll(async () => {
  [source, target] = await Promise.all([startTestApp(), startTestApp()]);
  const club = await adminOfNewOrganization(source, { name: "Flight School" });
  admin = club.client;
  adminEmail = (await admin.get("/api/me")).body.user.email;
  const instructor = await memberOf(source, club.organization.joinCode);
  instructorId = await userIdOf(instructor);
  const leaver = await memberOf(source, club.organization.joinCode);
  leaverId = await userIdOf(leaver);
  for (const id of [instructorId, leaverId]) {
    await makeInstructor(source, id);
    const week = {
      hours: [
        { weekday: 1, start: "08:00", end: "12:00" },
        { weekday: 1, start: "12:00", end: "24:00" },
        { weekday: 6, start: "09:30", end: "17:45" },
      ],
    };
    expect((await admin.put(`/api/instructors/${id}/availability/hours`, week)).status).toBe(200);
  }
  for (const [start, end, reason] of [
    [-10, -8, "Past holiday"],
    [5, 7, "Checkride"],
    [20, 21, ""],
  ] as const) {
    const added = await admin.post(`/api/instructors/${instructorId}/time-off`, {
      start: daysFromNow(start),
      end: daysFromNow(end),
      reason,
    });
    expect(added.status).toBe(201);
  }
  await admin.post(`/api/instructors/${leaverId}/time-off`, {
    start: daysFromNow(1),
    end: daysFromNow(2),
  });
  expect((await admin.post(`/api/members/${leaverId}/remove`)).status).toBe(204);

  // Another organization's instructor stays out of the file.
  const other = await adminOfNewOrganization(source, { name: "Other School" });
  otherInstructorId = await userIdOf(other.client);
  await makeInstructor(source, otherInstructorId);
  await other.client.put(`/api/instructors/${otherInstructorId}/availability/hours`, {
    hours: [{ weekday: 3, start: "06:00", end: "07:00" }],
  });

  const exported = await admin.get("/api/organizations/current/export");
  expect(exported.status).toBe(200);
  file = exported.body;
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

const restore = (client: ApiClient, body: unknown) =>
  client.request(
    "POST",
    "/api/organizations/import",
    { email: adminEmail, password: NEW_PASSWORD, file: body },
    { [SETUP_CODE_HEADER]: TEST_SETUP_CODE },
  );

const availabilityRows = async (test: TestApp) => {
  const { rows } = await test.database.pool.query(
    `select (select count(*) from instructor_hours)::int as hours,
            (select count(*) from instructor_time_off)::int as "timeOff"`,
  );
  return rows[0];
};

describe("instructors' availability in the export", () => {
  it("holds the members' weekly hours and every time off, past ones included", () => {
    expect(file.instructorHours).toEqual([
      { userId: instructorId, weekday: 1, startMinute: 480, endMinute: 720 },
      { userId: instructorId, weekday: 1, startMinute: 720, endMinute: 1440 },
      { userId: instructorId, weekday: 6, startMinute: 570, endMinute: 1065 },
    ]);
    expect(file.instructorTimeOff).toHaveLength(3);
    expect(file.instructorTimeOff.map((off: { reason: string }) => off.reason).sort()).toEqual([
      "",
      "Checkride",
      "Past holiday",
    ]);
  });

  it("leaves out what belongs to people who left, and to other organizations", () => {
    const text = JSON.stringify({ h: file.instructorHours, t: file.instructorTimeOff });
    expect(text).not.toContain(leaverId);
    expect(text).not.toContain(otherInstructorId);
  });

  it("is refused with hours that overlap, and then nothing is stored", async () => {
    const before = await availabilityRows(target);
    const overlapping = structuredClone(file);
    overlapping.instructorHours.push({
      userId: instructorId,
      weekday: 6,
      startMinute: 600,
      endMinute: 660,
    });
    const refused = await restore(target.client(), overlapping);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.file).toBe(portabilityMessages.invalidFile);
    expect(await availabilityRows(target)).toEqual(before);
  });

  it("comes back identical from an import", async () => {
    const restorer = target.client();
    expect((await restore(restorer, file)).status).toBe(201);
    expect(await availabilityRows(target)).toEqual({ hours: 3, timeOff: 3 });
    const again = await restorer.get("/api/organizations/current/export");
    expect(again.body.instructorHours).toEqual(file.instructorHours);
    expect(again.body.instructorTimeOff).toEqual(file.instructorTimeOff);
  });
});
