import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  slot,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { bookingMessages } from "../../shared/bookings/booking.constants";
import { DEFAULT_WEEKLY_HOURS } from "../../shared/instructors/availability";
import { memberMessages } from "../../shared/members/member.constants";
import { controlCharacterMessage, tooLong } from "../../shared/validation/text";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const uid = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;
const setInstructor = (client: ApiClient, id: string, body: Record<string, unknown>) =>
  client.put(`/api/members/${id}/instructor`, body);
const instructor = { isInstructor: true, instructorRate: 65.5, instructorRatings: "CFI, CFII" };
const notInstructor = { isInstructor: false, instructorRate: null, instructorRatings: "" };

const query = async (text: string, values: unknown[]) =>
  (await test.database.pool.query(text, values)).rows;
const hours = (userId: string) =>
  query(
    `select weekday, start_minute as "startMinute", end_minute as "endMinute"
       from instructor_hours where user_id = $1 order by weekday, start_minute`,
    [userId],
  );
const profile = async (userId: string) =>
  (
    await query(
      "select is_instructor, instructor_rate, instructor_ratings, updated_at from user_profiles where user_id = $1",
      [userId],
    )
  )[0];
const bookingsOf = (instructorId: string) =>
  query("select id, status, instructor_id from bookings where instructor_id = $1 order by id", [
    instructorId,
  ]);

/** A club of an admin and a member, each signed in. */
async function club(name: string) {
  const created = await adminOfNewOrganization(test, { name });
  const member = await memberOf(test, created.organization.joinCode);
  return {
    orgId: created.organization.id,
    admin: created.client,
    adminId: await uid(created.client),
    member,
    memberId: await uid(member),
  };
}

/** A lesson written straight into the database: no route sets an instructor yet. */
async function addLesson(
  admin: ApiClient,
  instructorId: string,
  pilotId: string,
  hoursFromNow: [number, number],
  status = "active",
) {
  const plane = await addAircraft(admin);
  const [row] = await query(
    `insert into bookings (org_id, aircraft_id, title, type, starts_at, ends_at, user_id, pilot_id,
                           instructor_id, status, cancelled_at)
     select org_id, $1, 'Lesson', 'training', now() + $2 * interval '1 hour',
            now() + $3 * interval '1 hour', $4, $4, $5, $6,
            case when $6 = 'cancelled' then now() end
       from aircraft where id = $1
     returning id`,
    [plane.id, hoursFromNow[0], hoursFromNow[1], pilotId, instructorId, status],
  );
  return row.id as string;
}

describe("making a member an instructor", () => {
  it("sets the switch, rate and ratings, and gives a new instructor the default week", async () => {
    const { admin, member, memberId } = await club("Instructor Club");
    expect(await hours(memberId)).toEqual([]);
    const made = await setInstructor(admin, memberId, instructor);
    expect(made.status).toBe(200);
    expect(made.body.member).toMatchObject({
      id: memberId,
      role: "member",
      isInstructor: true,
      instructorRate: 65.5,
      instructorRatings: "CFI, CFII",
      upcomingLessons: 0,
    });
    expect(await hours(memberId)).toEqual([...DEFAULT_WEEKLY_HOURS]);
    expect((await admin.get(`/api/members/${memberId}`)).body.member).toMatchObject(
      made.body.member,
    );
    // Their own screens are not theirs to change.
    expect((await setInstructor(member, memberId, notInstructor)).status).toBe(403);
  });

  it("shows every member who teaches and their ratings; only admins see the rate", async () => {
    const { admin, adminId, member, memberId } = await club("Staff Club");
    expect(
      (await setInstructor(admin, adminId, { ...instructor, instructorRate: 80 })).status,
    ).toBe(200);
    const seenByMember = (await member.get("/api/members")).body.members;
    for (const row of seenByMember) {
      expect(Object.keys(row).sort()).toEqual([
        "firstName",
        "id",
        "instructorRatings",
        "isInstructor",
        "lastName",
        "role",
      ]);
    }
    expect(seenByMember.find((row: { id: string }) => row.id === adminId)).toMatchObject({
      isInstructor: true,
      instructorRatings: "CFI, CFII",
    });
    expect(seenByMember.find((row: { id: string }) => row.id === memberId)).toMatchObject({
      isInstructor: false,
      instructorRatings: "",
    });
    const seenByAdmin = (await admin.get("/api/members")).body.members;
    expect(seenByAdmin.find((row: { id: string }) => row.id === adminId)).toMatchObject({
      isInstructor: true,
      instructorRate: 80,
    });
    expect(seenByAdmin.find((row: { id: string }) => row.id === memberId)).toMatchObject({
      isInstructor: false,
      instructorRate: null,
    });
  });

  it("keeps the hours an instructor has, and gives none back to one who had them taken away", async () => {
    const { orgId, admin, memberId } = await club("Hours Club");
    await query(
      `insert into instructor_hours (org_id, user_id, weekday, start_minute, end_minute)
       values ($1, $2, 3, 540, 720)`,
      [orgId, memberId],
    );
    expect((await setInstructor(admin, memberId, instructor)).status).toBe(200);
    const own = [{ weekday: 3, startMinute: 540, endMinute: 720 }];
    expect(await hours(memberId)).toEqual(own);
    expect((await setInstructor(admin, memberId, notInstructor)).status).toBe(200);
    expect((await setInstructor(admin, memberId, instructor)).status).toBe(200);
    expect(await hours(memberId)).toEqual(own);
    // An instructor without hours (all taken away) stays so when only the rate changes.
    await query("delete from instructor_hours where user_id = $1", [memberId]);
    expect(
      (await setInstructor(admin, memberId, { ...instructor, instructorRate: 70 })).status,
    ).toBe(200);
    expect(await hours(memberId)).toEqual([]);
  });

  it("gives the default week once when two admins switch someone on at the same moment", async () => {
    const { admin, memberId } = await club("Race Club");
    const second = await memberOf(
      test,
      (await admin.get("/api/organizations/current")).body.organization.joinCode,
    );
    const secondId = await uid(second);
    expect((await admin.post(`/api/members/${secondId}/role`, { role: "admin" })).status).toBe(200);
    for (let round = 0; round < 10; round++) {
      expect((await setInstructor(admin, memberId, notInstructor)).status).toBe(200);
      await query("delete from instructor_hours where user_id = $1", [memberId]);
      const results = await Promise.all([
        setInstructor(admin, memberId, instructor),
        setInstructor(second, memberId, instructor),
      ]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      expect(await hours(memberId)).toEqual([...DEFAULT_WEEKLY_HOURS]);
    }
  });
});

describe("switching an instructor off", () => {
  it("counts their lessons that have not ended, and keeps every booking", async () => {
    const { admin, adminId, memberId } = await club("Lessons Club");
    expect((await setInstructor(admin, memberId, instructor)).status).toBe(200);
    const ahead = await addLesson(admin, memberId, adminId, [48, 50]);
    const underWay = await addLesson(admin, memberId, adminId, [-1, 1]);
    await addLesson(admin, memberId, adminId, [-50, -48]);
    await addLesson(admin, memberId, adminId, [72, 74], "cancelled");
    // Someone else's lesson is not theirs.
    await addLesson(admin, adminId, memberId, [96, 98]);
    const details = (await admin.get(`/api/members/${memberId}`)).body.member;
    expect(details.upcomingLessons).toBe(2);
    const before = await bookingsOf(memberId);
    expect(before).toHaveLength(4);

    const off = await setInstructor(admin, memberId, {
      ...notInstructor,
      instructorRate: 65.5,
      instructorRatings: "CFI, CFII",
    });
    expect(off.status).toBe(200);
    expect(off.body.member).toMatchObject({
      isInstructor: false,
      instructorRate: 65.5,
      instructorRatings: "CFI, CFII",
      // They stay booked until changed.
      upcomingLessons: 2,
    });
    expect(await bookingsOf(memberId)).toEqual(before);
    expect(before.filter((row) => row.status === "active").map((row) => row.id)).toEqual(
      expect.arrayContaining([ahead, underWay]),
    );
    // The default week is not given again to one who still has their hours.
    expect(await hours(memberId)).toEqual([...DEFAULT_WEEKLY_HOURS]);
  });
});

describe("what is refused", () => {
  it.each([
    [{ instructorRate: -0.01 }, "instructorRate", memberMessages.instructorRate],
    [{ instructorRate: 100_000.01 }, "instructorRate", memberMessages.instructorRate],
    [{ instructorRate: 10.001 }, "instructorRate", memberMessages.instructorRateCents],
    [{ instructorRate: "12" }, "instructorRate", memberMessages.instructorRate],
    [{ instructorRatings: "C".repeat(101) }, "instructorRatings", tooLong(100)],
    [{ instructorRatings: "CFI\nCFII" }, "instructorRatings", controlCharacterMessage],
    [{ instructorRatings: "CFI\u0000" }, "instructorRatings", controlCharacterMessage],
    [{ isInstructor: "yes" }, "isInstructor", undefined],
    [{ instructorRatings: undefined }, "instructorRatings", undefined],
  ])("%j: %s", async (change, field, message) => {
    const { admin, memberId } = await clubOnce();
    const before = await profile(memberId);
    const refused = await setInstructor(admin, memberId, { ...instructor, ...change });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual([field]);
    if (message) expect(refused.body.error.fields[field]).toBe(message);
    expect(await profile(memberId)).toEqual(before);
    expect(await hours(memberId)).toEqual([]);
  });

  it("takes the boundaries: no rate, 0, 100000, and 100 characters of ratings", async () => {
    const { admin, memberId } = await clubOnce();
    for (const [rate, stored] of [
      [null, null],
      [0, "0.00"],
      [100_000, "100000.00"],
      [0.1, "0.10"],
    ] as const) {
      const saved = await setInstructor(admin, memberId, {
        ...instructor,
        instructorRate: rate,
        instructorRatings: ` ${"R".repeat(100)} `,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.member.instructorRate).toBe(rate);
      expect(await profile(memberId)).toMatchObject({
        instructor_rate: stored,
        instructor_ratings: "R".repeat(100),
      });
    }
  });

  it("refuses members, other organizations and unknown people: 'Member not found'; nothing changes", async () => {
    const { orgId, admin, adminId, member, memberId } = await club("Guarded Club");
    const other = await club("Foreign Club");
    const before = await query("select * from user_profiles where org_id in ($1, $2)", [
      orgId,
      other.orgId,
    ]);
    expect((await setInstructor(member, adminId, instructor)).status).toBe(403);
    expect((await setInstructor(member, memberId, instructor)).status).toBe(403);
    const foreign = await setInstructor(other.admin, memberId, instructor);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(memberMessages.notFound);
    const outward = await setInstructor(admin, other.memberId, instructor);
    expect(outward.status).toBe(404);
    expect(outward.body.error.message).toBe(memberMessages.notFound);
    expect((await setInstructor(admin, "unknown-user-id-123", instructor)).status).toBe(404);
    expect((await setInstructor(admin, "not an id", instructor)).status).toBe(404);
    expect(
      (await test.client().put(`/api/members/${memberId}/instructor`, instructor)).status,
    ).toBe(401);
    expect(
      await query("select * from user_profiles where org_id in ($1, $2)", [orgId, other.orgId]),
    ).toEqual(before);
    expect(await hours(memberId)).toEqual([]);
    expect(await hours(other.memberId)).toEqual([]);
  });
});

describe("the instructor's membership", () => {
  it("is told to the member themselves in their own record (Settings shows them their hours)", async () => {
    const { admin, adminId, member, memberId } = await club("Own Record Club");
    const isInstructor = async (client: ApiClient) =>
      (await client.get("/api/me")).body.user.isInstructor;
    expect(await isInstructor(member)).toBe(false);
    expect((await setInstructor(admin, memberId, instructor)).status).toBe(200);
    expect(await isInstructor(member)).toBe(true);
    // Someone else's switch is not theirs.
    expect(await isInstructor(admin)).toBe(false);
    expect((await setInstructor(admin, adminId, instructor)).status).toBe(200);
    expect(await isInstructor(admin)).toBe(true);
    expect((await setInstructor(admin, memberId, notInstructor)).status).toBe(200);
    expect(await isInstructor(member)).toBe(false);
    // A profile saved in Settings answers with the same record.
    expect((await setInstructor(admin, memberId, instructor)).status).toBe(200);
    const patched = await member.patch("/api/me/profile", { phoneNumber: "555-0100" });
    expect(patched.status).toBe(200);
    expect(patched.body.user.isInstructor).toBe(true);
    // Removed, they teach nowhere.
    expect((await admin.post(`/api/members/${memberId}/remove`)).status).toBe(204);
    expect(await isInstructor(member)).toBe(false);
  });

  it("ends with it: a removed instructor is no instructor when they join another club", async () => {
    const { admin, member, memberId } = await club("Leaving Club");
    expect((await setInstructor(admin, memberId, instructor)).status).toBe(200);
    expect((await admin.post(`/api/members/${memberId}/remove`)).status).toBe(204);
    expect(await profile(memberId)).toMatchObject({
      is_instructor: false,
      instructor_rate: null,
      instructor_ratings: "",
    });
    const next = await adminOfNewOrganization(test, { name: "Next Club" });
    expect(
      (await member.post("/api/organizations/join", { code: next.organization.joinCode })).status,
    ).toBe(200);
    const row = (await next.client.get("/api/members")).body.members.find(
      (m: { id: string }) => m.id === memberId,
    );
    expect(row).toMatchObject({ isInstructor: false, instructorRate: null });
  });

  it("ends without ending their lessons: a removed instructor's lessons stay booked, and editable while kept as they are", async () => {
    const { admin, member, memberId } = await club("School Club");
    expect((await setInstructor(admin, memberId, instructor)).status).toBe(200);
    const allWeek = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      start: "00:00",
      end: "24:00",
    }));
    expect(
      (await admin.put(`/api/instructors/${memberId}/availability/hours`, { hours: allWeek }))
        .status,
    ).toBe(200);
    const plane = await addAircraft(admin);
    const times = slot(24 * 3);
    const lesson = {
      aircraftId: plane.id,
      title: "Lesson",
      type: "training",
      instructorId: memberId,
      ...times,
    };
    const taught = await admin.post("/api/bookings", lesson);
    expect(taught.status).toBe(201);
    const id = taught.body.booking.id as string;
    // Their own flight as a pilot is cancelled with the membership, as any member's.
    const own = await member.post("/api/bookings", {
      aircraftId: plane.id,
      title: "Solo",
      type: "rental",
      ...slot(24 * 4),
    });
    expect(own.status).toBe(201);
    // The member's page tells the administrator before the removal.
    expect((await admin.get(`/api/members/${memberId}`)).body.member.upcomingLessons).toBe(1);

    expect((await admin.post(`/api/members/${memberId}/remove`)).status).toBe(204);
    expect(await bookingsOf(memberId)).toEqual([{ id, status: "active", instructor_id: memberId }]);
    const { rows } = await test.database.pool.query("select status from bookings where id = $1", [
      own.body.booking.id,
    ]);
    expect(rows[0].status).toBe("cancelled");
    const shown = await admin.get(`/api/bookings/${id}`);
    expect(shown.body.booking.instructor).toMatchObject({ id: memberId });

    // Kept with its times, it can be edited; moved, or named on another booking, it cannot.
    const renamed = await admin.put(`/api/bookings/${id}`, { ...lesson, title: "Check ride" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.booking.instructor).toMatchObject({ id: memberId });
    const moved = await admin.put(`/api/bookings/${id}`, { ...lesson, ...slot(24 * 5) });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe(bookingMessages.notAnInstructor);
    const other = await admin.post("/api/bookings", { ...lesson, ...slot(24 * 6) });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(bookingMessages.notAnInstructor);
  });

  it("is told to the member's open screens as a change of their profile", async () => {
    const { admin, member, memberId } = await club("Live Club");
    const controller = new AbortController();
    const response = await fetch(`${test.url}/api/events`, {
      headers: { cookie: member.cookieHeader },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    let text = "";
    const reader = response.body?.getReader();
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) break;
          text += decoder.decode(chunk.value);
        }
      } catch {
        // aborted
      }
    })();
    expect((await setInstructor(admin, memberId, instructor)).status).toBe(200);
    await vi.waitFor(() =>
      expect(text).toMatch(new RegExp(`event: member\\ndata: .*"${memberId}"`)),
    );
    controller.abort();
  });
});

let shared: Awaited<ReturnType<typeof club>> | undefined;
/** One club for the refusals, whose member is kept as they were. */
async function clubOnce() {
  shared ??= await club("Refusals Club");
  await setInstructor(shared.admin, shared.memberId, notInstructor);
  await query("delete from instructor_hours where user_id = $1", [shared.memberId]);
  return shared;
}
