import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminOfNewOrganization,
  makeInstructor,
  memberOf,
  userIdOf,
} from "../../../tests/server/support/factories";
import type { ApiClient } from "../../../tests/server/support/test-app";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { bookingMessages } from "../../shared/bookings/booking.constants";
import { instructorMessages } from "../../shared/instructors/instructor.constants";
import { tooLong } from "../../shared/validation/text";

let test: TestApp;
let admin: ApiClient;
/** A member of the club who teaches. */
let instructor: ApiClient;
let instructorId: string;
/** A member of the club who does not. */
let member: ApiClient;
let memberId: string;
let otherAdmin: ApiClient;
let otherInstructorId: string;
let joinCode: string;

beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  joinCode = club.organization.joinCode;
  instructor = await memberOf(test, club.organization.joinCode);
  instructorId = await userIdOf(instructor);
  await makeInstructor(test, instructorId);
  member = await memberOf(test, club.organization.joinCode);
  memberId = await userIdOf(member);
  const other = await adminOfNewOrganization(test, { name: "Other Club" });
  otherAdmin = other.client;
  const otherInstructor = await memberOf(test, other.organization.joinCode);
  otherInstructorId = await userIdOf(otherInstructor);
  await makeInstructor(test, otherInstructorId);
});
afterAll(async () => {
  await test.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const availability = (userId: string) => `/api/instructors/${userId}/availability`;
const hours = (userId: string) => `/api/instructors/${userId}/availability/hours`;
const timeOff = (userId: string, id?: string) =>
  `/api/instructors/${userId}/time-off${id ? `/${id}` : ""}`;
const remove = (client: ApiClient, path: string) => client.request("DELETE", path, {});

/** Everything the availability routes may write. */
const stored = async () => {
  const { rows } = await test.database.pool.query(
    `select (select coalesce(json_agg(h order by h.user_id, h.weekday, h.start_minute), '[]')
               from instructor_hours h) as hours,
            (select coalesce(json_agg(t order by t.id), '[]') from instructor_time_off t) as off`,
  );
  return JSON.stringify(rows[0]);
};

const week = [
  { weekday: 2, start: "13:00", end: "24:00" },
  { weekday: 1, start: "12:00", end: "18:00" },
  { weekday: 1, start: "08:00", end: "12:00" },
];

describe("weekly hours", () => {
  it("are none until set, then read back by weekday and start, '24:00' as an end", async () => {
    const fresh = await memberOf(
      test,
      (await admin.get("/api/organizations/current")).body.organization.joinCode,
    );
    const freshId = await userIdOf(fresh);
    await makeInstructor(test, freshId);
    expect((await fresh.get(availability(freshId))).body).toEqual({ hours: [], timeOff: [] });

    const saved = await instructor.put(hours(instructorId), { hours: week });
    expect(saved.status).toBe(200);
    const sorted = [week[2], week[1], week[0]];
    expect(saved.body).toEqual({ hours: sorted });
    expect((await instructor.get(availability(instructorId))).body.hours).toEqual(sorted);
  });

  it("are replaced as a whole week: a weekday left out has none", async () => {
    expect((await instructor.put(hours(instructorId), { hours: week })).status).toBe(200);
    const tuesday = [{ weekday: 2, start: "09:30", end: "10:45" }];
    expect((await instructor.put(hours(instructorId), { hours: tuesday })).status).toBe(200);
    expect((await admin.get(availability(instructorId))).body.hours).toEqual(tuesday);
    expect((await instructor.put(hours(instructorId), { hours: [] })).status).toBe(200);
    expect((await admin.get(availability(instructorId))).body.hours).toEqual([]);
  });

  it("are changed by an administrator of the organization too", async () => {
    const response = await admin.put(hours(instructorId), { hours: week });
    expect(response.status).toBe(200);
    expect((await instructor.get(availability(instructorId))).body.hours).toHaveLength(3);
  });

  it("are read by every member of the organization", async () => {
    const response = await member.get(availability(instructorId));
    expect(response.status).toBe(200);
    expect(response.body.hours).toHaveLength(3);
  });

  it("refuse bad input with the field's message, and change nothing", async () => {
    const before = await stored();
    const refusals: [unknown, Record<string, string>][] = [
      [
        { weekday: 7, start: "08:00", end: "09:00" },
        { "hours.0.weekday": instructorMessages.weekday },
      ],
      [
        { weekday: 1, start: "8:00", end: "09:00" },
        { "hours.0.start": instructorMessages.clockTime },
      ],
      [
        { weekday: 1, start: "08:00", end: "24:30" },
        { "hours.0.end": instructorMessages.clockTime },
      ],
      [{ weekday: 1, start: "10:00", end: "09:00" }, { "hours.0.end": "End must be after start" }],
      [{ weekday: 1, start: "10:00", end: "10:00" }, { "hours.0.end": "End must be after start" }],
    ];
    for (const [range, fields] of refusals) {
      const response = await admin.put(hours(instructorId), { hours: [week[0], range] });
      expect(response.status, JSON.stringify(range)).toBe(400);
      const shifted = Object.fromEntries(
        Object.entries(fields).map(([key, message]) => [
          key.replace("hours.0", "hours.1"),
          message,
        ]),
      );
      expect(response.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields: shifted });
    }
    const overlapping = await instructor.put(hours(instructorId), {
      hours: [
        { weekday: 1, start: "08:00", end: "12:00" },
        { weekday: 1, start: "11:30", end: "13:00" },
      ],
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.error.message).toBe("Hours of one day must not overlap");
    expect(overlapping.body.error.fields).toEqual({
      "hours.1.start": "Hours of one day must not overlap",
    });
    expect(await stored()).toBe(before);
  });
});

describe("time off", () => {
  it("is added by the instructor with its reason, 201 with the row", async () => {
    const start = daysFromNow(10);
    const end = daysFromNow(12);
    const response = await instructor.post(timeOff(instructorId), {
      start,
      end,
      reason: "Holiday",
    });
    expect(response.status).toBe(201);
    expect(response.body.timeOff).toEqual({
      id: expect.any(String),
      start,
      end,
      reason: "Holiday",
    });
  });

  it("is listed when current or upcoming, soonest first, and no longer once it ended", async () => {
    const add = async (start: number, end: number, reason: string) => {
      const response = await admin.post(timeOff(instructorId), {
        start: daysFromNow(start),
        end: daysFromNow(end),
        reason,
      });
      expect(response.status).toBe(201);
      return response.body.timeOff.id as string;
    };
    await add(-3, -1, "Past");
    const later = await add(30, 31, "Later");
    const current = await add(-1, 1, "Now");
    const listed = (await instructor.get(availability(instructorId))).body.timeOff as {
      id: string;
      reason: string;
      start: string;
    }[];
    expect(listed.map((off) => off.reason)).not.toContain("Past");
    expect(listed[0]?.id).toBe(current);
    expect(listed.at(-1)?.id).toBe(later);
    const starts = listed.map((off) => off.start);
    expect(starts).toEqual([...starts].sort());
  });

  it("shows its reason only to the instructor and administrators", async () => {
    const own = (await instructor.get(availability(instructorId))).body.timeOff;
    const admins = (await admin.get(availability(instructorId))).body.timeOff;
    const members = (await member.get(availability(instructorId))).body.timeOff;
    expect(own.some((off: { reason: string }) => off.reason === "Holiday")).toBe(true);
    expect(admins).toEqual(own);
    expect(members).toEqual(own.map((off: object) => ({ ...off, reason: "" })));
  });

  it("is removed by the instructor or an administrator, 200 with the row removed", async () => {
    for (const client of [instructor, admin]) {
      const created = await instructor.post(timeOff(instructorId), {
        start: daysFromNow(50),
        end: daysFromNow(51),
      });
      const { id } = created.body.timeOff;
      const removed = await remove(client, timeOff(instructorId, id));
      expect(removed.status).toBe(200);
      expect(removed.body.timeOff).toEqual(created.body.timeOff);
      const listed = (await admin.get(availability(instructorId))).body.timeOff;
      expect(listed.map((off: { id: string }) => off.id)).not.toContain(id);
      expect((await remove(client, timeOff(instructorId, id))).status).toBe(404);
    }
  });

  it("refuses bad input with the field's message, and changes nothing", async () => {
    const before = await stored();
    const start = daysFromNow(5);
    const refusals: [unknown, Record<string, string>][] = [
      [{ start, end: start }, { end: "End must be after start" }],
      [{ start, end: daysFromNow(4) }, { end: "End must be after start" }],
      [{ start, end: daysFromNow(6), reason: "x".repeat(201) }, { reason: tooLong(200) }],
      [{ start: "next week", end: daysFromNow(6) }, { start: instructorMessages.timeOffTimes }],
    ];
    for (const [body, fields] of refusals) {
      const response = await instructor.post(timeOff(instructorId), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({ code: "VALIDATION_FAILED", fields });
    }
    expect(await stored()).toBe(before);
  });

  it("is refused beyond 200 that have not ended, counted under the instructor's lock; ended ones do not count", async () => {
    const busy = await memberOf(test, joinCode);
    const busyId = await userIdOf(busy);
    await makeInstructor(test, busyId);
    // 199 upcoming and 50 ended, written straight in.
    await test.database.pool.query(
      `insert into instructor_time_off (org_id, user_id, starts_at, ends_at, reason)
       select org_id, user_id, now() + make_interval(days => n), now() + make_interval(days => n, hours => 1), ''
       from user_profiles, generate_series(1, 199) n where user_id = $1
       union all
       select org_id, user_id, now() - make_interval(days => n + 1), now() - make_interval(days => n), 'Past'
       from user_profiles, generate_series(1, 50) n where user_id = $1`,
      [busyId],
    );
    const count = async () =>
      (
        await test.database.pool.query(
          "select count(*)::int as n from instructor_time_off where user_id = $1",
          [busyId],
        )
      ).rows[0].n;
    const body = { start: daysFromNow(300), end: daysFromNow(301), reason: "Holiday" };
    // Two at once for the last place: one gets it.
    const answers = await Promise.all([
      busy.post(timeOff(busyId), body),
      admin.post(timeOff(busyId), body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error.message).toBe(instructorMessages.tooMuchTimeOff);
    expect(refused?.body.error.message).toBe(
      "At most 200 upcoming time off ranges: remove one first",
    );
    expect(await count()).toBe(250);
    expect((await busy.post(timeOff(busyId), body)).status).toBe(409);
    expect(await count()).toBe(250);
    // One removed makes room for one.
    const listed = (await busy.get(availability(busyId))).body.timeOff as { id: string }[];
    expect(listed).toHaveLength(200);
    expect((await remove(busy, timeOff(busyId, listed[0]?.id))).status).toBe(200);
    expect((await busy.post(timeOff(busyId), body)).status).toBe(201);
    expect(await count()).toBe(250);
  });

  it("of another instructor, or unknown, is 'Time off not found'", async () => {
    const ours = await admin.post(timeOff(instructorId), {
      start: daysFromNow(60),
      end: daysFromNow(61),
    });
    const before = await stored();
    const theirs = await otherAdmin.post(timeOff(otherInstructorId), {
      start: daysFromNow(60),
      end: daysFromNow(61),
    });
    expect(theirs.status).toBe(201);
    const afterTheirs = await stored();
    const id = theirs.body.timeOff.id;
    for (const path of [
      timeOff(instructorId, id),
      timeOff(instructorId, crypto.randomUUID()),
      timeOff(instructorId, "not-an-id"),
    ]) {
      const response = await remove(admin, path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.message).toBe(instructorMessages.timeOffNotFound);
    }
    expect(await stored()).toBe(afterTheirs);
    expect(afterTheirs).not.toBe(before);
    expect(ours.status).toBe(201);
  });
});

describe("who may", () => {
  it("refuses a member who changes another instructor's availability: 403, and nothing changes", async () => {
    const { id } = (
      await admin.post(timeOff(instructorId), { start: daysFromNow(70), end: daysFromNow(71) })
    ).body.timeOff;
    const before = await stored();
    for (const response of [
      await member.put(hours(instructorId), { hours: week }),
      await member.post(timeOff(instructorId), { start: daysFromNow(1), end: daysFromNow(2) }),
      await remove(member, timeOff(instructorId, id)),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error: { code: "FORBIDDEN", message: "You do not have permission to do this." },
      });
    }
    expect(await stored()).toBe(before);
  });

  it("answers 'Instructor not found' for someone who does not teach, another organization's instructor and unknown ids", async () => {
    const before = await stored();
    const targets = [memberId, otherInstructorId, "AnUnknownUserId0000000000000001", "x'--"];
    for (const target of targets) {
      for (const [client, response] of [
        [member, await member.get(availability(target))],
        [admin, await admin.get(availability(target))],
        [admin, await admin.put(hours(target), { hours: week })],
        [admin, await admin.post(timeOff(target), { start: daysFromNow(1), end: daysFromNow(2) })],
        [admin, await remove(admin, timeOff(target, crypto.randomUUID()))],
        [member, await member.put(hours(target), { hours: week })],
      ] as const) {
        expect(response.status, `${target} ${client === admin ? "admin" : "member"}`).toBe(404);
        expect(response.body.error.message).toBe("Instructor not found");
      }
    }
    // Their own organization's instructor, to another organization's admin.
    expect((await otherAdmin.get(availability(instructorId))).status).toBe(404);
    expect((await otherAdmin.put(hours(instructorId), { hours: week })).status).toBe(404);
    expect(await stored()).toBe(before);
  });

  it("refuses hours of their own to a member who does not teach", async () => {
    const response = await member.put(hours(memberId), { hours: week });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe("Instructor not found");
  });

  it("stops the changes once the member no longer teaches", async () => {
    const former = await memberOf(
      test,
      (await admin.get("/api/organizations/current")).body.organization.joinCode,
    );
    const formerId = await userIdOf(former);
    await makeInstructor(test, formerId);
    expect((await former.put(hours(formerId), { hours: week })).status).toBe(200);
    await makeInstructor(test, formerId, false);
    const before = await stored();
    expect((await former.put(hours(formerId), { hours: [] })).status).toBe(404);
    expect(
      (await admin.post(timeOff(formerId), { start: daysFromNow(1), end: daysFromNow(2) })).status,
    ).toBe(404);
    expect((await former.get(availability(formerId))).status).toBe(404);
    expect(await stored()).toBe(before);
  });
});

describe("a change and a booking with the instructor", () => {
  it("waits for whoever holds the instructor's membership row, as a booking's facts do", async () => {
    const holder = await test.database.pool.connect();
    try {
      await holder.query("begin");
      await holder.query("select 1 from user_profiles where user_id = $1 for share", [
        instructorId,
      ]);
      let answered = false;
      const pending = instructor
        .put(hours(instructorId), { hours: [{ weekday: 3, start: "07:00", end: "09:00" }] })
        .then((response) => {
          answered = true;
          return response;
        });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answered).toBe(false);
      await holder.query("commit");
      expect((await pending).status).toBe(200);
    } finally {
      holder.release();
    }
  });

  it("finds, once the row is free, that the member was made no instructor meanwhile, and changes nothing", async () => {
    const holder = await test.database.pool.connect();
    const before = await stored();
    try {
      await holder.query("begin");
      await holder.query("update user_profiles set is_instructor = false where user_id = $1", [
        instructorId,
      ]);
      const pending = admin.put(hours(instructorId), { hours: week });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query("commit");
      const response = await pending;
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe("Instructor not found");
      expect(await stored()).toBe(before);
    } finally {
      holder.release();
      await makeInstructor(test, instructorId);
    }
  });
});

describe("the organization's instructors", () => {
  it("lists each instructor of the caller's organization with their week and time off, the reasons kept from other members", async () => {
    const { pool } = test.database;
    await pool.query(
      "update user_profiles set instructor_ratings = 'CFI, CFII' where user_id = $1",
      [instructorId],
    );
    const away = await admin.post(timeOff(instructorId), {
      start: daysFromNow(30),
      end: daysFromNow(31),
      reason: "Checkride",
    });
    expect(away.status).toBe(201);

    const seenBy = async (client: ApiClient) => {
      const response = await client.get("/api/instructors");
      expect(response.status).toBe(200);
      return response.body.instructors as {
        id: string;
        ratings: string;
        hours: unknown[];
        timeOff: { id: string; reason: string }[];
      }[];
    };
    const byMember = await seenBy(member);
    const ids = byMember.map((shown) => shown.id);
    expect(ids).toContain(instructorId);
    expect(ids).not.toContain(memberId);
    expect(ids).not.toContain(otherInstructorId);
    const listed = byMember.find((shown) => shown.id === instructorId);
    expect(listed?.ratings).toBe("CFI, CFII");
    expect(listed?.hours).toEqual((await member.get(availability(instructorId))).body.hours);
    expect(listed?.timeOff.find((off) => off.id === away.body.timeOff.id)?.reason).toBe("");
    const byAdmin = (await seenBy(admin)).find((shown) => shown.id === instructorId);
    expect(byAdmin?.timeOff.find((off) => off.id === away.body.timeOff.id)?.reason).toBe(
      "Checkride",
    );
    expect((await seenBy(otherAdmin)).map((shown) => shown.id)).toEqual([otherInstructorId]);
  });

  it("lists with a window (a calendar day) the time off overlapping it, ended or not, the reasons kept from other members", async () => {
    const add = async (start: number, end: number, reason: string) => {
      const response = await admin.post(timeOff(instructorId), {
        start: daysFromNow(start),
        end: daysFromNow(end),
        reason,
      });
      expect(response.status).toBe(201);
      return response.body.timeOff.id as string;
    };
    const ended = await add(-10, -9.5, "Dentist");
    const across = await add(-9.8, -8, "Course");
    const outside = await add(-8.5, -7, "Outside");
    const window = { from: daysFromNow(-10.2), to: daysFromNow(-9.2) };
    const inWindow = async (client: ApiClient) => {
      const response = await client.get(`/api/instructors?${new URLSearchParams(window)}`);
      expect(response.status).toBe(200);
      const shown = (response.body.instructors as { id: string; timeOff: [] }[]).find(
        (one) => one.id === instructorId,
      );
      return (shown?.timeOff ?? []) as { id: string; reason: string }[];
    };
    const seen = await inWindow(member);
    expect(seen.map((off) => off.id)).toEqual([ended, across]);
    expect(seen.map((off) => off.reason)).toEqual(["", ""]);
    expect((await inWindow(admin)).map((off) => off.reason)).toEqual(["Dentist", "Course"]);
    // Without a window, ended time off is not listed.
    const upcoming = (await member.get("/api/instructors")).body.instructors.find(
      (one: { id: string }) => one.id === instructorId,
    ).timeOff as { id: string }[];
    expect(upcoming.map((off) => off.id)).not.toContain(ended);
    expect(upcoming.map((off) => off.id)).not.toContain(outside);
    // Another organization's admin reads none of it.
    const others = (await otherAdmin.get(`/api/instructors?${new URLSearchParams(window)}`)).body
      .instructors as { id: string }[];
    expect(others.map((one) => one.id)).toEqual([otherInstructorId]);
  });

  it("refuses a window that is not one: one end only, backwards, too long or not an instant", async () => {
    const from = daysFromNow(1);
    const queries: Record<string, string>[] = [
      { from },
      { to: from },
      { from, to: daysFromNow(0) },
      { from, to: daysFromNow(40) },
      { from: "tomorrow", to: daysFromNow(2) },
    ];
    for (const query of queries) {
      const response = await member.get(`/api/instructors?${new URLSearchParams(query)}`);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(JSON.stringify(response.body)).toContain(bookingMessages.invalidCalendarRange);
    }
  });
});
