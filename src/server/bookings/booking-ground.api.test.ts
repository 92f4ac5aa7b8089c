/**
 * Ground bookings: a ground lesson, briefing or simulator session, with an instructor and no
 * aircraft (docs/rules/bookings.md, docs/rules/instructors.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  userIdOf,
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
let plane: { id: string };
let ids: Record<"alice" | "bob" | "jane" | "carol", string>;

const JANE = { firstName: "Jane", lastName: "Smith" };
const booked = bookingMessages.instructorBooked(JANE);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight UTC a week and more ahead: the organization's clocks are UTC. */
const firstDay = (() => {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + 8 * DAY_MS;
})();
/** An instant `days` after the first day, at `hour` (decimal hours). */
const at = (days: number, hour: number) =>
  new Date(firstDay + days * DAY_MS + hour * 60 * 60 * 1000).toISOString();
/** Each test on a day of its own, so that tests do not collide. */
const day = (() => {
  let next = 0;
  return () => next++;
})();

beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  alice = await memberOf(test, club.organization.joinCode);
  bob = await memberOf(test, club.organization.joinCode);
  jane = await memberOf(test, club.organization.joinCode);
  carol = await memberOf(test, club.organization.joinCode);
  outsider = (await adminOfNewOrganization(test, { name: "Other Club" })).client;
  plane = await addAircraft(admin);
  ids = {
    alice: await userIdOf(alice),
    bob: await userIdOf(bob),
    jane: await userIdOf(jane),
    carol: await userIdOf(carol),
  };
  // Jane teaches, every day around the clock.
  await test.database.pool.query(
    "update user_profiles set is_instructor = true, first_name = $2, last_name = $3 where user_id = $1",
    [ids.jane, JANE.firstName, JANE.lastName],
  );
  await test.database.pool.query(
    `insert into instructor_hours (org_id, user_id, weekday, start_minute, end_minute)
     select org_id, user_id, day, 0, 1440 from user_profiles, generate_series(0, 6) as day
     where user_id = $1`,
    [ids.jane],
  );
});
afterAll(async () => {
  await test.close();
});

/** A Ground lesson of Jane's, 09:00–10:00 on `days`; no aircraft. */
const groundLesson = (days: number, overrides: Record<string, unknown> = {}) => ({
  title: "Weather briefing",
  type: "ground",
  start: at(days, 9),
  end: at(days, 10),
  instructorId: ids.jane,
  ...overrides,
});

const bookingCount = async () =>
  (await test.database.pool.query("select count(*)::int as n from bookings")).rows[0].n as number;

const windowOf = (days: number) =>
  `from=${encodeURIComponent(at(days, 0))}&to=${encodeURIComponent(at(days + 1, 0))}`;

describe("a Ground booking", () => {
  it("books the instructor and no aircraft, and is seen where the pilot's and instructor's bookings are", async () => {
    const when = day();
    const created = await alice.post("/api/bookings", groundLesson(when, { notes: "METARs" }));
    expect(created.status).toBe(201);
    const { booking } = created.body;
    expect(booking).toMatchObject({
      aircraftId: null,
      type: "ground",
      instructor: { id: ids.jane, ...JANE },
    });
    const { rows } = await test.database.pool.query(
      "select aircraft_id, type, instructor_id from bookings where id = $1",
      [booking.id],
    );
    expect(rows[0]).toEqual({ aircraft_id: null, type: "ground", instructor_id: ids.jane });

    const idsOf = (list: { id: string }[]) => list.map((b) => b.id);
    // The calendar's window holds it, for every member, without an aircraft; one aircraft's
    // calendar does not.
    const calendar = await carol.get(`/api/bookings?${windowOf(when)}`);
    const seen = calendar.body.bookings.find((b: { id: string }) => b.id === booking.id);
    expect(seen).toMatchObject({ aircraftId: null, type: "ground", details: null });
    expect(seen.instructor).toEqual({ id: ids.jane, ...JANE });
    const planeOnly = await alice.get(`/api/bookings?${windowOf(when)}&aircraftId=${plane.id}`);
    expect(planeOnly.status).toBe(200);
    expect(idsOf(planeOnly.body.bookings)).not.toContain(booking.id);
    // The pilot's lists and the instructor's.
    expect(idsOf((await alice.get("/api/bookings/upcoming")).body.bookings)).toContain(booking.id);
    const mine = await alice.get("/api/bookings/mine");
    expect(mine.status).toBe(200);
    expect(idsOf(mine.body.bookings)).toContain(booking.id);
    const lessons = await jane.get("/api/bookings/lessons");
    const taught = lessons.body.bookings.find((b: { id: string }) => b.id === booking.id);
    expect(taught.details).toMatchObject({ notes: "METARs", pilotId: ids.alice });
    // Statistics are per aircraft: a Ground lesson adds to none, and breaks nothing.
    const statistics = await admin.get(`/api/bookings/statistics?${windowOf(when)}`);
    expect(statistics.status).toBe(200);
    expect(statistics.body.statistics).toMatchObject({ totalBookings: 0, perAircraft: [] });
  });

  it("needs an instructor, on create and on update", async () => {
    const when = day();
    const before = await bookingCount();
    for (const instructorId of [null, undefined, ""]) {
      const response = await alice.post("/api/bookings", groundLesson(when, { instructorId }));
      expect(response.status, String(instructorId)).toBe(400);
      expect(response.body.error.message).toBe(bookingMessages.instructorRequired);
      expect(response.body.error.fields).toEqual({
        instructorId: bookingMessages.instructorRequired,
      });
    }
    expect(await bookingCount()).toBe(before);

    // A flight without an instructor cannot become a Ground booking without one either.
    const flight = await alice.post("/api/bookings", {
      aircraftId: plane.id,
      title: "Solo",
      type: "rental",
      start: at(when, 12),
      end: at(when, 13),
    });
    expect(flight.status).toBe(201);
    const toGround = await alice.put(`/api/bookings/${flight.body.booking.id}`, {
      title: "Solo",
      type: "ground",
      start: at(when, 12),
      end: at(when, 13),
    });
    expect(toGround.status).toBe(400);
    expect(toGround.body.error.message).toBe(bookingMessages.instructorRequired);
  });

  it("refuses an aircraft, and every other type needs one", async () => {
    const when = day();
    const before = await bookingCount();
    const withPlane = await alice.post(
      "/api/bookings",
      groundLesson(when, { aircraftId: plane.id }),
    );
    expect(withPlane.status).toBe(400);
    expect(withPlane.body.error.fields).toEqual({
      aircraftId: bookingMessages.groundWithAircraft,
    });
    for (const type of ["rental", "training", "maintenance"]) {
      for (const aircraftId of [undefined, null, ""]) {
        const response = await admin.post("/api/bookings", {
          ...groundLesson(when, { type, aircraftId }),
          instructorId: null,
        });
        expect(response.status, `${type} ${aircraftId}`).toBe(400);
        expect(response.body.error.fields).toEqual({
          aircraftId: bookingMessages.aircraftRequired,
        });
      }
    }
    expect(await bookingCount()).toBe(before);
  });

  it("takes no aircraft's slot", async () => {
    const when = day();
    expect((await alice.post("/api/bookings", groundLesson(when))).status).toBe(201);
    const flight = await bob.post("/api/bookings", {
      aircraftId: plane.id,
      title: "Local flight",
      type: "rental",
      start: at(when, 9),
      end: at(when, 10),
    });
    expect(flight.status).toBe(201);
  });

  it("keeps the instructor from teaching a flight at the same time, and the other way round", async () => {
    const when = day();
    const flightLesson = {
      aircraftId: plane.id,
      title: "Circuits",
      type: "training",
      start: at(when, 9.5),
      end: at(when, 10.5),
      instructorId: ids.jane,
    };
    const flight = await bob.post("/api/bookings", flightLesson);
    expect(flight.status).toBe(201);
    const ground = await alice.post("/api/bookings", groundLesson(when));
    expect(ground.status).toBe(409);
    expect(ground.body.error.message).toBe(booked);

    const later = when + 100;
    expect((await alice.post("/api/bookings", groundLesson(later))).status).toBe(201);
    const refused = await bob.post("/api/bookings", {
      ...flightLesson,
      start: at(later, 9.5),
      end: at(later, 10.5),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(booked);
    // Back to back is fine.
    const after = await bob.post("/api/bookings", {
      ...flightLesson,
      start: at(later, 10),
      end: at(later, 11),
    });
    expect(after.status).toBe(201);
  });

  it("lets one of simultaneous Ground and flight lessons of one instructor through", async () => {
    const when = day();
    const pilots = [alice, bob, carol];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const slot = { start: at(when, 9 + (i % 4) * 0.25), end: at(when, 10 + (i % 4) * 0.25) };
        const pilot = pilots[i % 3] as ApiClient;
        return i % 2
          ? pilot.post("/api/bookings", groundLesson(when, slot))
          : pilot.post("/api/bookings", {
              ...groundLesson(when, slot),
              type: "training",
              aircraftId: plane.id,
            });
      }),
    );
    // Two flights on the one aircraft may also refuse each other as aircraft conflicts.
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer.status).toBe(409);
    const { rows } = await test.database.pool.query(
      `select count(*)::int as n from bookings
       where instructor_id = $1 and status = 'active' and starts_at < $3 and ends_at > $2`,
      [ids.jane, at(when, 9), at(when, 11)],
    );
    expect(rows[0].n).toBe(1);
  });

  it("is changed like any booking: to and from a flight, keeping its instructor when none is named", async () => {
    const when = day();
    const created = await alice.post("/api/bookings", groundLesson(when));
    const id = created.body.booking.id as string;
    const { instructorId: _kept, ...keepInstructor } = groundLesson(when, {
      start: at(when, 11),
      end: at(when, 12),
    });
    const moved = await alice.put(`/api/bookings/${id}`, keepInstructor);
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({
      aircraftId: null,
      start: at(when, 11),
      instructor: { id: ids.jane },
    });
    const flying = await alice.put(`/api/bookings/${id}`, {
      ...keepInstructor,
      type: "training",
      aircraftId: plane.id,
    });
    expect(flying.status).toBe(200);
    expect(flying.body.booking).toMatchObject({ aircraftId: plane.id, type: "training" });
    const backOnGround = await alice.put(`/api/bookings/${id}`, keepInstructor);
    expect(backOnGround.status).toBe(200);
    expect(backOnGround.body.booking.aircraftId).toBeNull();
    const dropped = await alice.put(`/api/bookings/${id}`, {
      ...keepInstructor,
      instructorId: null,
    });
    expect(dropped.status).toBe(400);
    expect(dropped.body.error.message).toBe(bookingMessages.instructorRequired);
  });

  it("keeps the booking permissions: its pilot and admins change it, its instructor cancels it, nobody else", async () => {
    const when = day();
    const created = await alice.post("/api/bookings", groundLesson(when));
    const id = created.body.booking.id as string;
    expect((await carol.put(`/api/bookings/${id}`, groundLesson(when))).status).toBe(403);
    expect((await carol.post(`/api/bookings/${id}/cancel`)).status).toBe(403);
    expect((await jane.put(`/api/bookings/${id}`, groundLesson(when))).status).toBe(403);
    expect((await outsider.get(`/api/bookings/${id}`)).status).toBe(404);
    expect((await outsider.post(`/api/bookings/${id}/cancel`)).status).toBe(404);
    // A member books for themselves only, Ground or not.
    const forBob = await alice.post(
      "/api/bookings",
      groundLesson(when + 100, { pilotId: ids.bob }),
    );
    expect(forBob.status).toBe(403);
    const byAdmin = await admin.put(`/api/bookings/${id}`, groundLesson(when, { title: "Sim" }));
    expect(byAdmin.status).toBe(200);
    const cancelled = await jane.post(`/api/bookings/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe("cancelled");
  });

  it("is announced live to the organization's open screens", async () => {
    const when = day();
    const controller = new AbortController();
    const response = await fetch(`${test.url}/api/events`, {
      headers: { cookie: carol.cookieHeader },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const created = await alice.post("/api/bookings", groundLesson(when));
    const id = created.body.booking.id as string;
    try {
      const deadline = Date.now() + 10_000;
      while (!text.includes(id) && Date.now() < deadline) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value);
      }
    } finally {
      controller.abort();
    }
    const events = [...text.matchAll(/data: (\{.*\})\n/g)].map(
      ([, data]) => JSON.parse(data ?? "{}") as { id?: string; action?: string },
    );
    expect(events).toContainEqual(expect.objectContaining({ id, action: "created" }));
  });

  it("is held to its shape by the database, whatever writes it", async () => {
    const { pool } = test.database;
    const insert = (aircraftId: string | null, type: string, instructorId: string | null) =>
      pool.query(
        `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, user_id,
           pilot_id, instructor_id)
         select org_id, $2, 'Direct', $3, $4, $5, user_id, user_id, $6 from user_profiles
         where user_id = $1`,
        [ids.carol, aircraftId, at(300, 9), at(300, 10), type, instructorId],
      );
    await expect(insert(plane.id, "ground", ids.jane)).rejects.toMatchObject({ code: "23514" });
    await expect(insert(null, "ground", null)).rejects.toMatchObject({ code: "23514" });
    await expect(insert(null, "rental", null)).rejects.toMatchObject({ code: "23514" });
    await expect(insert(null, "ground", ids.jane)).resolves.toMatchObject({ rowCount: 1 });
  });
});
