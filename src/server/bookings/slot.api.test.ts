/**
 * 'Find a Slot' (docs/rules/calendar.md): GET /api/bookings/slots on the real server and
 * database. Instructors and their hours are set in the database, as an administrator's screens
 * set them; every test searches a week of its own, from a Monday ahead, on UTC clocks.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { aircraftMessages } from "../../shared/aircraft/aircraft.constants";
import { bookingMessages } from "../../shared/bookings/booking.constants";
import { instructorMessages } from "../../shared/instructors/instructor.constants";

let test: TestApp;
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
let outsider: ApiClient;
let ids: Record<"alice" | "adam" | "jane" | "zoe" | "outsider", string>;
let plane: { id: string; registration: string };
let otherPlane: { id: string; registration: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight UTC of a Monday at least a week ahead. */
const monday = (() => {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return midnight + (((8 - new Date(midnight).getUTCDay()) % 7) + 7) * DAY_MS;
})();
const at = (days: number, hour: number) =>
  new Date(monday + days * DAY_MS + hour * 60 * 60 * 1000).toISOString();
const date = (days: number) => at(days, 0).slice(0, 10);
/** Each test on a week of its own, so that tests do not collide. */
const week = (() => {
  let next = 0;
  return () => next++ * 21;
})();

const userId = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;

/** Weekdays 08:00–12:00 and 13:00–18:00 on the organization's clocks (UTC). */
async function makeInstructor(id: string, firstName: string) {
  const { pool } = test.database;
  await pool.query(
    "update user_profiles set is_instructor = true, first_name = $2, last_name = 'Smith' where user_id = $1",
    [id, firstName],
  );
  await pool.query(
    `insert into instructor_hours (org_id, user_id, weekday, start_minute, end_minute)
     select org_id, user_id, day, s, e from user_profiles,
       (values (1, 480, 720), (1, 780, 1080), (2, 480, 720), (2, 780, 1080), (3, 480, 720),
               (3, 780, 1080), (4, 480, 720), (4, 780, 1080), (5, 480, 720), (5, 780, 1080))
         as hours(day, s, e)
     where user_id = $1`,
    [id],
  );
}

beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  const join = club.organization.joinCode;
  alice = await memberOf(test, join);
  bob = await memberOf(test, join);
  const adam = await memberOf(test, join);
  const jane = await memberOf(test, join);
  const zoe = await memberOf(test, join);
  const other = await adminOfNewOrganization(test, { name: "Other Club" });
  outsider = other.client;
  ids = {
    alice: await userId(alice),
    adam: await userId(adam),
    jane: await userId(jane),
    zoe: await userId(zoe),
    outsider: await userId(outsider),
  };
  await makeInstructor(ids.jane, "Jane");
  await makeInstructor(ids.adam, "Adam");
  await makeInstructor(ids.outsider, "Otto");
  // Zoe teaches but has no hours: never available.
  await test.database.pool.query(
    "update user_profiles set is_instructor = true where user_id = $1",
    [ids.zoe],
  );
  plane = await addAircraft(admin, { registration: "N100AA", category: "Single Engine" });
  otherPlane = await addAircraft(outsider, { registration: "N100AA", category: "Single Engine" });
});
afterAll(async () => {
  await test.close();
});

interface Slot {
  start: string;
  end: string;
  aircraft: { id: string; registration: string };
  instructor: { id: string; firstName: string; lastName: string } | null;
}
const search = async (client: ApiClient, query: Record<string, string | number>) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return client.get(`/api/bookings/slots?${params}`);
};
const slotsOf = async (client: ApiClient, query: Record<string, string | number>) => {
  const response = await search(client, query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.slots as Slot[];
};
const book = async (client: ApiClient, body: Record<string, unknown>) => {
  const response = await client.post("/api/bookings", { title: "Flight", type: "rental", ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
};

describe("GET /api/bookings/slots", () => {
  it("proposes times at which the aircraft, the instructor and the pilot are all free", async () => {
    const w = week();
    const second = await addAircraft(admin, { category: "Turboprop" });
    await book(bob, { aircraftId: plane.id, start: at(w, 8), end: at(w, 9) });
    await book(bob, {
      aircraftId: second.id,
      start: at(w, 9),
      end: at(w, 10),
      instructorId: ids.jane,
      type: "training",
    });
    // Alice herself flies another aircraft from 11:00 to 11:30.
    await book(alice, { aircraftId: second.id, start: at(w, 11), end: at(w, 11.5) });
    const slots = await slotsOf(alice, {
      aircraftId: plane.id,
      instructor: ids.jane,
      durationMinutes: 60,
      from: date(w),
    });
    expect(slots.map((slot) => slot.start)).toEqual([
      at(w, 10),
      at(w, 13),
      at(w, 13.5),
      at(w, 14),
      at(w, 14.5),
      at(w, 15),
      at(w, 15.5),
      at(w, 16),
      at(w, 16.5),
      at(w, 17),
    ]);
    expect(slots[0]).toEqual({
      start: at(w, 10),
      end: at(w, 11),
      aircraft: { id: plane.id, registration: "N100AA" },
      instructor: { id: ids.jane, firstName: "Jane", lastName: "Smith" },
    });
  });

  it("keeps out of the instructor's time off", async () => {
    const w = week();
    const away = await admin.post(`/api/instructors/${ids.jane}/time-off`, {
      start: at(w, 6),
      end: at(w, 15),
      reason: "Checkride",
    });
    expect(away.status).toBe(201);
    const [first] = await slotsOf(alice, {
      aircraftId: plane.id,
      instructor: ids.jane,
      from: date(w),
    });
    expect(first?.start).toBe(at(w, 15));
  });

  it("proposes a slot that books", async () => {
    const w = week();
    const [first] = await slotsOf(alice, {
      aircraftId: plane.id,
      instructor: ids.jane,
      durationMinutes: 90,
      from: date(w),
    });
    expect(first?.start).toBe(at(w, 8));
    await book(alice, {
      aircraftId: first?.aircraft.id,
      instructorId: first?.instructor?.id,
      type: "training",
      start: first?.start,
      end: first?.end,
    });
    const [next] = await slotsOf(alice, {
      aircraftId: plane.id,
      instructor: ids.jane,
      durationMinutes: 90,
      from: date(w),
    });
    expect(next?.start).toBe(at(w, 9.5));
  });

  it("with any aircraft of a category and any instructor, picks by registration and first name, skipping closed aircraft", async () => {
    const w = week();
    const closed = await addAircraft(admin, { registration: "M1AAA", category: "Multi Engine" });
    await test.database.pool.query("update aircraft set booking_enabled = false where id = $1", [
      closed.id,
    ]);
    const archived = await addAircraft(admin, { registration: "M2AAA", category: "Multi Engine" });
    expect((await admin.post(`/api/aircraft/${archived.id}/archive`)).status).toBe(200);
    const busyTwin = await addAircraft(admin, { registration: "M3AAA", category: "Multi Engine" });
    const freeTwin = await addAircraft(admin, { registration: "M4AAA", category: "Multi Engine" });
    await book(bob, { aircraftId: busyTwin.id, start: at(w, 8), end: at(w, 9) });
    await book(bob, {
      aircraftId: freeTwin.id,
      start: at(w, 9),
      end: at(w, 10),
      instructorId: ids.adam,
      type: "training",
    });
    const slots = await slotsOf(alice, {
      category: "Multi Engine",
      instructor: "any",
      durationMinutes: 60,
      from: date(w),
    });
    expect(
      slots
        .slice(0, 4)
        .map((slot) => [slot.start, slot.aircraft.registration, slot.instructor?.firstName]),
    ).toEqual([
      [at(w, 8), "M4AAA", "Adam"],
      [at(w, 9), "M3AAA", "Jane"],
      [at(w, 9.5), "M3AAA", "Jane"],
      [at(w, 10), "M3AAA", "Adam"],
    ]);
    // 'No instructor' on the whole fleet of the category: any hour of the night will do.
    const solo = await slotsOf(alice, { category: "Multi Engine", from: date(w + 1) });
    expect(solo[0]).toMatchObject({ start: at(w + 1, 0), instructor: null });
    expect(solo[0]?.aircraft.registration).toBe("M3AAA");
  });

  it("answers no slot for an instructor without hours, or an aircraft that takes no bookings", async () => {
    expect(await slotsOf(alice, { aircraftId: plane.id, instructor: ids.zoe })).toEqual([]);
    const closed = await addAircraft(admin, { category: "Helicopter" });
    await test.database.pool.query("update aircraft set booking_enabled = false where id = $1", [
      closed.id,
    ]);
    expect(await slotsOf(alice, { aircraftId: closed.id })).toEqual([]);
    expect(await slotsOf(alice, { category: "Jet" })).toEqual([]);
  });

  it("never proposes a time in the past: from today, the first slot is after now", async () => {
    const slots = await slotsOf(alice, { aircraftId: plane.id, from: "2020-01-01" });
    expect(slots).toHaveLength(10);
    expect(Date.parse(slots[0]?.start ?? "")).toBeGreaterThan(Date.now());
  });

  it("refuses bad input with a clear message, changing nothing", async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ durationMinutes: 45 }, "durationMinutes", bookingMessages.slotDuration],
      [{ durationMinutes: 0 }, "durationMinutes", bookingMessages.slotDuration],
      [{ durationMinutes: 750 }, "durationMinutes", bookingMessages.slotDuration],
      [{ durationMinutes: "an hour" }, "durationMinutes", bookingMessages.slotDuration],
      [{ from: "2026-02-30" }, "from", bookingMessages.slotFrom],
      [{ from: "tomorrow" }, "from", bookingMessages.slotFrom],
      [{ from: "1900-01-01" }, "from", bookingMessages.slotFrom],
      [{ category: "Blimp" }, "category", bookingMessages.slotCategory],
      [
        { aircraftId: "00000000-0000-0000-0000-000000000000", category: "Jet" },
        "category",
        bookingMessages.slotAircraftOrCategory,
      ],
      [{ instructor: "" }, "instructor", bookingMessages.slotInstructor],
    ];
    for (const [query, field, message] of cases) {
      const response = await search(alice, query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.error.fields[field], JSON.stringify(query)).toBe(message);
    }
  });

  it("answers any query string with a 200 or a clear 4xx, never a 5xx", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("any", "none", "60", "-30", "1e9", "NaN", "2026-02-29", "0000-01-01"),
      fc.constantFrom(plane.id, otherPlane.id, ids.jane, ids.outsider, "Jet", "' or 1=1 --"),
    );
    const keys = ["aircraftId", "category", "instructor", "durationMinutes", "from"] as const;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value), async (query) => {
        const response = await search(alice, query);
        expect(response.status, JSON.stringify(query)).toBeLessThan(500);
        if (response.status !== 200) {
          expect(response.body.error.message, JSON.stringify(query)).toEqual(expect.any(String));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("refuses the caller as their own instructor", async () => {
    const jane = await search(alice, { instructor: ids.alice });
    expect(jane.status).toBe(400);
    expect(jane.body.error.message).toBe(bookingMessages.instructorIsPilot);
  });

  it("knows no aircraft or instructor of another organization, nor unknown ids", async () => {
    for (const aircraftId of [otherPlane.id, "00000000-0000-0000-0000-000000000000", "N100AA"]) {
      const response = await search(alice, { aircraftId });
      expect(response.status, aircraftId).toBe(404);
      expect(response.body.error.message).toBe(aircraftMessages.notFound);
    }
    for (const instructor of [ids.outsider, "no-such-user", ids.alice.replace(/.$/, "x")]) {
      const response = await search(alice, { instructor });
      expect(response.status, instructor).toBe(404);
      expect(response.body.error.message).toBe(instructorMessages.notFound);
    }
    // A member who does not teach is no instructor either.
    const response = await search(alice, { instructor: await userId(bob) });
    expect(response.status).toBe(404);
    // The other organization's member searches their own fleet only.
    const theirs = await slotsOf(outsider, { category: "Single Engine" });
    expect(new Set(theirs.map((slot) => slot.aircraft.id))).toEqual(new Set([otherPlane.id]));
  });

  it("is for signed-in members only", async () => {
    const anonymous = test.client();
    expect((await anonymous.get("/api/bookings/slots")).status).toBe(401);
  });
});
