/**
 * Lessons: bookings with an instructor (docs/rules/instructors.md). Instructors and their hours
 * are set in the database here, as an administrator's screens set them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { bookingMessages } from "../../shared/bookings/booking.constants";

let test: TestApp;
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
let jane: ApiClient;
let carol: ApiClient;
let outsider: ApiClient;
let planes: { id: string }[];
let joinCode: string;
let ids: Record<"admin" | "alice" | "bob" | "jane" | "carol" | "outsider", string>;

const JANE = { firstName: "Jane", lastName: "Smith" };
const unavailable = bookingMessages.instructorUnavailable(JANE);
const booked = bookingMessages.instructorBooked(JANE);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight UTC of a Monday at least a week ahead: the organization's clocks are UTC. */
const monday = (() => {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const daysToMonday = (8 - new Date(midnight).getUTCDay()) % 7;
  return midnight + (daysToMonday + 7) * DAY_MS;
})();
/** An instant `days` after that Monday, at `hour` (decimal hours) on the organization's clocks. */
const at = (days: number, hour: number) =>
  new Date(monday + days * DAY_MS + hour * 60 * 60 * 1000).toISOString();

const userId = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;

async function makeInstructor(id: string, name: { firstName: string; lastName: string }) {
  const { pool } = test.database;
  await pool.query(
    "update user_profiles set is_instructor = true, first_name = $2, last_name = $3 where user_id = $1",
    [id, name.firstName, name.lastName],
  );
  // Monday to Friday 08:00–12:00 and 13:00–18:00; Tuesday also 20:00–24:00, Wednesday from 00:00.
  await pool.query(
    `insert into instructor_hours (org_id, user_id, weekday, start_minute, end_minute)
     select org_id, user_id, day, s, e from user_profiles,
       (values (1, 480, 720), (1, 780, 1080), (2, 480, 720), (2, 780, 1080), (2, 1200, 1440),
               (3, 0, 120), (3, 480, 720), (3, 780, 1080), (4, 480, 720), (4, 780, 1080),
               (5, 480, 720), (5, 780, 1080)) as hours(day, s, e)
     where user_id = $1`,
    [id],
  );
}

beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  joinCode = club.organization.joinCode;
  alice = await memberOf(test, club.organization.joinCode);
  bob = await memberOf(test, club.organization.joinCode);
  jane = await memberOf(test, club.organization.joinCode);
  carol = await memberOf(test, club.organization.joinCode);
  const other = await adminOfNewOrganization(test, { name: "Other Club" });
  outsider = other.client;
  planes = [];
  for (let i = 0; i < 4; i++) planes.push(await addAircraft(admin));
  ids = {
    admin: await userId(admin),
    alice: await userId(alice),
    bob: await userId(bob),
    jane: await userId(jane),
    carol: await userId(carol),
    outsider: await userId(outsider),
  };
  await makeInstructor(ids.jane, JANE);
  await makeInstructor(ids.outsider, { firstName: "Otto", lastName: "Lilienthal" });
});
afterAll(async () => {
  await test.close();
});

const lesson = (overrides: Record<string, unknown> = {}) => ({
  aircraftId: planes[0]?.id,
  title: "Lesson",
  type: "training",
  start: at(0, 9),
  end: at(0, 10),
  instructorId: ids.jane,
  ...overrides,
});

/** Each test on a day of its own (days after the Monday), so that tests do not collide. */
const day = (() => {
  let next = 0;
  return () => next++ * 7;
})();

describe("booking a lesson", () => {
  it("books the aircraft and the instructor; every member sees who teaches, the instructor sees the details", async () => {
    const week = day();
    const created = await alice.post(
      "/api/bookings",
      lesson({ start: at(week, 9), end: at(week, 10), notes: "Stalls" }),
    );
    expect(created.status).toBe(201);
    expect(created.body.booking.instructor).toEqual({ id: ids.jane, ...JANE });
    const window = `from=${encodeURIComponent(at(week, 0))}&to=${encodeURIComponent(at(week + 1, 0))}`;
    const seenBy = async (client: ApiClient) =>
      (await client.get(`/api/bookings?${window}`)).body.bookings.find(
        (booking: { id: string }) => booking.id === created.body.booking.id,
      );
    const byCarol = await seenBy(carol);
    expect(byCarol.instructor).toEqual({ id: ids.jane, ...JANE });
    expect(byCarol.details).toBeNull();
    const byJane = await seenBy(jane);
    expect(byJane.details).toMatchObject({ title: "Lesson", notes: "Stalls", pilotId: ids.alice });
    expect(byJane.isOwn).toBe(false);
    expect(byJane.canEdit).toBe(false);
  });

  it("refuses someone who is no instructor of the organization", async () => {
    for (const instructorId of [ids.bob, ids.outsider, "no-such-user"]) {
      const response = await alice.post("/api/bookings", lesson({ instructorId }));
      expect(response.status, instructorId).toBe(400);
      expect(response.body.error.message).toBe(bookingMessages.notAnInstructor);
      expect(response.body.error.fields).toEqual({
        instructorId: bookingMessages.notAnInstructor,
      });
    }
  });

  it("refuses the instructor as the booking's pilot", async () => {
    const response = await jane.post("/api/bookings", lesson());
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(bookingMessages.instructorIsPilot);
  });

  it("books inside the weekly hours and refuses outside them, on the organization's clocks", async () => {
    const week = day();
    const refused = [
      [at(week, 7.5), at(week, 8.5)],
      [at(week, 11.5), at(week, 12.5)],
      [at(week, 17.5), at(week, 18.25)],
      // Saturday: no hours at all.
      [at(week + 5, 9), at(week + 5, 10)],
    ];
    for (const [start, end] of refused) {
      const response = await alice.post("/api/bookings", lesson({ start, end }));
      expect(response.status, start).toBe(409);
      expect(response.body.error.message).toBe(unavailable);
    }
    for (const [start, end] of [
      [at(week, 8), at(week, 9)],
      [at(week, 17), at(week, 18)],
    ]) {
      expect((await alice.post("/api/bookings", lesson({ start, end }))).status, start).toBe(201);
    }
  });

  it("books across midnight only when both days' hours hold it", async () => {
    const week = day();
    // Tuesday 20:00–24:00 and Wednesday 00:00–02:00.
    const night = await bob.post(
      "/api/bookings",
      lesson({ start: at(week + 1, 22), end: at(week + 2, 1.5) }),
    );
    expect(night.status).toBe(201);
    const tooLate = await bob.post(
      "/api/bookings",
      lesson({ aircraftId: planes[1]?.id, start: at(week + 2, 1.5), end: at(week + 2, 3) }),
    );
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error.message).toBe(unavailable);
  });

  it("refuses a lesson in the instructor's time off, up to its last minute", async () => {
    const week = day();
    await test.database.pool.query(
      `insert into instructor_time_off (org_id, user_id, starts_at, ends_at, reason)
       select org_id, user_id, $2, $3, 'Checkride' from user_profiles where user_id = $1`,
      [ids.jane, at(week, 10), at(week, 14)],
    );
    const inside = await alice.post(
      "/api/bookings",
      lesson({ start: at(week, 13.5), end: at(week, 14.5) }),
    );
    expect(inside.status).toBe(409);
    expect(inside.body.error.message).toBe(unavailable);
    const after = await alice.post(
      "/api/bookings",
      lesson({ start: at(week, 14), end: at(week, 15) }),
    );
    expect(after.status).toBe(201);
  });

  it("refuses the instructor on two lessons at once, on any aircraft; back to back and cancelled ones do not count", async () => {
    const week = day();
    const first = await alice.post(
      "/api/bookings",
      lesson({ start: at(week, 9), end: at(week, 10) }),
    );
    expect(first.status).toBe(201);
    const second = await bob.post(
      "/api/bookings",
      lesson({ aircraftId: planes[1]?.id, start: at(week, 9.5), end: at(week, 10.5) }),
    );
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(booked);
    const backToBack = await bob.post(
      "/api/bookings",
      lesson({ aircraftId: planes[1]?.id, start: at(week, 10), end: at(week, 11) }),
    );
    expect(backToBack.status).toBe(201);
    expect((await alice.post(`/api/bookings/${first.body.booking.id}/cancel`)).status).toBe(200);
    const again = await bob.post(
      "/api/bookings",
      lesson({ aircraftId: planes[2]?.id, start: at(week, 9), end: at(week, 10) }),
    );
    expect(again.status).toBe(201);
  });

  it("keeps the instructor on an update that does not name one, drops them on null, and ignores the booking itself", async () => {
    const week = day();
    const created = await alice.post(
      "/api/bookings",
      lesson({ start: at(week, 9), end: at(week, 10) }),
    );
    const id = created.body.booking.id as string;
    const { instructorId: _left, ...withoutInstructor } = lesson({
      start: at(week, 9.5),
      end: at(week, 10.5),
    });
    const moved = await alice.put(`/api/bookings/${id}`, withoutInstructor);
    expect(moved.status).toBe(200);
    expect(moved.body.booking.instructor).toEqual({ id: ids.jane, ...JANE });
    const solo = await alice.put(`/api/bookings/${id}`, {
      ...withoutInstructor,
      instructorId: null,
    });
    expect(solo.status).toBe(200);
    expect(solo.body.booking.instructor).toBeNull();
    const rows = await test.database.pool.query(
      "select instructor_id from bookings where id = $1",
      [id],
    );
    expect(rows.rows[0].instructor_id).toBeNull();
  });

  it("lets one of twenty simultaneous lessons of one instructor on four aircraft through", async () => {
    const week = day();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? alice : bob).post(
          "/api/bookings",
          lesson({
            aircraftId: planes[i % 4]?.id,
            start: at(week, 9 + (i % 4) * 0.25),
            end: at(week, 10 + (i % 4) * 0.25),
          }),
        ),
      ),
    );
    // Two bookings on one aircraft may also refuse each other as aircraft conflicts.
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer.status).toBe(409);
    const { rows } = await test.database.pool.query(
      `select count(*)::int as n from bookings
       where instructor_id = $1 and status = 'active' and starts_at < $3 and ends_at > $2`,
      [ids.jane, at(week, 9), at(week, 11)],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe("a lesson whose instructor no longer teaches", () => {
  it("stays booked and can be edited while it keeps them and its times; moving it or naming them anew is refused", async () => {
    const week = day();
    const ruthClient = await memberOf(test, joinCode);
    const ruth = await userId(ruthClient);
    const RUTH = { firstName: "Ruth", lastName: "Nichols" };
    await makeInstructor(ruth, RUTH);
    const times = { start: at(week, 9), end: at(week, 10) };
    const created = await alice.post("/api/bookings", lesson({ instructorId: ruth, ...times }));
    expect(created.status).toBe(201);
    const id = created.body.booking.id as string;
    const solo = await bob.post(
      "/api/bookings",
      lesson({ aircraftId: planes[1]?.id, instructorId: null, ...times }),
    );
    expect(solo.status).toBe(201);
    const off = await admin.put(`/api/members/${ruth}/instructor`, {
      isInstructor: false,
      instructorRate: null,
      instructorRatings: "",
    });
    expect(off.status).toBe(200);
    const stored = async (bookingId: string) =>
      (
        await test.database.pool.query(
          "select instructor_id, starts_at, notes, title from bookings where id = $1",
          [bookingId],
        )
      ).rows[0];
    const before = await stored(id);

    // Moving it, with them named or kept, is refused, and changes nothing.
    const refusedToMove = [
      lesson({ instructorId: ruth, start: at(week, 10), end: at(week, 11) }),
      { ...lesson({ start: at(week, 9), end: at(week, 11) }), instructorId: undefined },
    ];
    for (const body of refusedToMove) {
      const moved = await alice.put(`/api/bookings/${id}`, body);
      expect(moved.status).toBe(400);
      expect(moved.body.error.fields).toEqual({ instructorId: bookingMessages.notAnInstructor });
    }
    expect(await stored(id)).toEqual(before);

    // Naming them on another booking, new or changed, is refused.
    const named = await bob.put(
      `/api/bookings/${solo.body.booking.id}`,
      lesson({ aircraftId: planes[1]?.id, instructorId: ruth, ...times }),
    );
    expect(named.status).toBe(400);
    expect(named.body.error.message).toBe(bookingMessages.notAnInstructor);
    const fresh = await bob.post(
      "/api/bookings",
      lesson({ aircraftId: planes[2]?.id, instructorId: ruth, start: at(week, 13) }),
    );
    expect(fresh.status).toBe(400);

    // Keeping them and the times, named again or left out, the rest of it changes.
    const renamed = await alice.put(
      `/api/bookings/${id}`,
      lesson({ instructorId: ruth, ...times, notes: "Bring the headset" }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.booking.instructor).toEqual({ id: ruth, ...RUTH });
    const retitled = await admin.put(`/api/bookings/${id}`, {
      ...lesson({
        aircraftId: planes[3]?.id,
        title: "Check ride",
        notes: "Bring the headset",
        ...times,
      }),
      instructorId: undefined,
    });
    expect(retitled.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      instructor_id: ruth,
      notes: "Bring the headset",
      title: "Check ride",
    });

    // Without them it is an ordinary booking again.
    const dropped = await alice.put(
      `/api/bookings/${id}`,
      lesson({ instructorId: null, ...times }),
    );
    expect(dropped.status).toBe(200);
    expect((await stored(id)).instructor_id).toBeNull();
  });
});

describe("the instructor's own lessons", () => {
  it("lists the lessons they teach that have not started, soonest first, with each pilot", async () => {
    const week = day();
    // An instructor of their own, whose list holds only this test's lessons.
    const ida = await memberOf(test, joinCode);
    const idaId = await userId(ida);
    await makeInstructor(idaId, { firstName: "Ida", lastName: "Lewis" });
    const teaching = (days: number, client: ApiClient) =>
      client.post(
        "/api/bookings",
        lesson({ instructorId: idaId, start: at(week + days, 9), end: at(week + days, 10) }),
      );
    const later = await teaching(1, bob);
    const sooner = await teaching(0, alice);
    expect([later.status, sooner.status]).toEqual([201, 201]);
    const { body } = await ida.get("/api/bookings/lessons");
    expect(body.bookings.map((b: { id: string }) => b.id)).toEqual([
      sooner.body.booking.id,
      later.body.booking.id,
    ]);
    const [shown] = body.bookings;
    expect(shown.details.pilot).toMatchObject({ id: ids.alice });
    expect(shown.canCancel).toBe(true);
    expect(shown.canEdit).toBe(false);
    // Nobody else's list has them.
    expect((await carol.get("/api/bookings/lessons")).body.bookings).toEqual([]);
  });

  it("lists five lessons at most, the soonest", async () => {
    const week = day();
    const ruby = await memberOf(test, joinCode);
    const rubyId = await userId(ruby);
    await makeInstructor(rubyId, { firstName: "Ruby", lastName: "Sheldon" });
    const byHour: string[] = [];
    for (const hour of [15, 8, 13, 9, 11, 10]) {
      const response = await alice.post(
        "/api/bookings",
        lesson({ instructorId: rubyId, start: at(week, hour), end: at(week, hour + 1) }),
      );
      expect(response.status).toBe(201);
      byHour[hour] = response.body.booking.id;
    }
    const { body } = await ruby.get("/api/bookings/lessons");
    expect(body.bookings.map((b: { id: string }) => b.id)).toEqual(
      [8, 9, 10, 11, 13].map((hour) => byHour[hour]),
    );
  });

  it("lets the instructor cancel a lesson they teach, and no other member", async () => {
    const week = day();
    const created = await alice.post(
      "/api/bookings",
      lesson({ start: at(week, 9), end: at(week, 10) }),
    );
    const id = created.body.booking.id as string;
    expect((await carol.post(`/api/bookings/${id}/cancel`)).status).toBe(403);
    expect(
      (
        await jane.put(
          `/api/bookings/${id}`,
          lesson({ start: at(week, 9), end: at(week, 10), title: "Mine now" }),
        )
      ).status,
    ).toBe(403);
    const cancelled = await jane.post(`/api/bookings/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe("cancelled");
  });
});

describe("who teaches", () => {
  it("tells the signed-in user whether they are an instructor", async () => {
    expect((await jane.get("/api/me")).body.user.isInstructor).toBe(true);
    expect((await carol.get("/api/me")).body.user.isInstructor).toBe(false);
    expect((await admin.get("/api/me")).body.user.isInstructor).toBe(false);
  });
});

describe("hours per instructor", () => {
  it("adds up the active lessons that start in the range, per instructor, for the organization's admins", async () => {
    const week = day();
    const hanna = await memberOf(test, joinCode);
    const hannaId = await userId(hanna);
    await makeInstructor(hannaId, { firstName: "Hanna", lastName: "Reitsch" });
    const book = async (client: ApiClient, overrides: Record<string, unknown>) => {
      const response = await client.post("/api/bookings", lesson(overrides));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.booking.id as string;
    };
    // Jane: one hour and two and a half on another aircraft; Hanna: an hour and a half.
    await book(alice, { start: at(week, 9), end: at(week, 10) });
    await book(bob, {
      aircraftId: planes[1]?.id,
      start: at(week + 1, 13),
      end: at(week + 1, 15.5),
    });
    await book(alice, { instructorId: hannaId, start: at(week + 2, 9), end: at(week + 2, 10.5) });
    // Not counted: a cancelled lesson, a lesson after the range, a booking without instructor.
    const cancelled = await book(carol, { start: at(week + 3, 9), end: at(week + 3, 11) });
    expect((await carol.post(`/api/bookings/${cancelled}/cancel`)).status).toBe(200);
    await book(carol, { start: at(week + 4, 9), end: at(week + 4, 10) });
    await book(bob, { instructorId: null, start: at(week + 3, 13), end: at(week + 3, 16) });

    const range = new URLSearchParams({ from: at(week, 0), to: at(week + 4, 0) });
    const { status, body } = await admin.get(`/api/bookings/statistics?${range}`);
    expect(status).toBe(200);
    expect(body.statistics.perInstructor).toEqual([
      { instructorId: hannaId, firstName: "Hanna", lastName: "Reitsch", count: 1, hours: 1.5 },
      { instructorId: ids.jane, ...JANE, count: 2, hours: 3.5 },
    ]);
    // Every booking still counts for its aircraft, the one without instructor included.
    expect(body.statistics).toMatchObject({ totalBookings: 4, totalHours: 8 });
    // Another organization's admin sees none of them; a member is refused.
    const elsewhere = await outsider.get(`/api/bookings/statistics?${range}`);
    expect(elsewhere.body.statistics.perInstructor).toEqual([]);
    expect((await jane.get(`/api/bookings/statistics?${range}`)).status).toBe(403);
  });

  it("keeps counting a former instructor's lessons, under the name they had", async () => {
    const week = day();
    const ruth = await memberOf(test, joinCode);
    const ruthId = await userId(ruth);
    await makeInstructor(ruthId, { firstName: "Ruth", lastName: "Nichols" });
    const response = await bob.post(
      "/api/bookings",
      lesson({ instructorId: ruthId, start: at(week, 9), end: at(week, 11) }),
    );
    expect(response.status).toBe(201);
    const off = await admin.put(`/api/members/${ruthId}/instructor`, {
      isInstructor: false,
      instructorRate: null,
      instructorRatings: "",
    });
    expect(off.status).toBe(200);
    const range = new URLSearchParams({ from: at(week, 0), to: at(week + 1, 0) });
    const { body } = await admin.get(`/api/bookings/statistics?${range}`);
    expect(body.statistics.perInstructor).toEqual([
      { instructorId: ruthId, firstName: "Ruth", lastName: "Nichols", count: 1, hours: 2 },
    ]);
  });
});
