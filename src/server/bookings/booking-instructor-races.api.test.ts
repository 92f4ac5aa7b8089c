/**
 * Lessons racing the writes around them: an edit and a change of its instructor, a lesson and
 * a removal or an account deletion that lock memberships in another order (deadlocks, run again
 * whole), and what an account deletion takes with it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  PASSWORD,
  slot,
  userIdOf,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";

let test: TestApp;
const logs: string[] = [];
let admin: ApiClient;
let alice: ApiClient;
let jane: ApiClient;
let joinCode: string;
let plane: string;
let plane2: string;
let ids: Record<string, string>;

async function fullHours(userId: string) {
  await test.database.pool.query(
    "update user_profiles set is_instructor = true where user_id = $1 and org_id is not null",
    [userId],
  );
  await test.database.pool.query(
    `insert into instructor_hours (org_id, user_id, weekday, start_minute, end_minute)
     select org_id, user_id, d, 0, 1440 from user_profiles, generate_series(0, 6) d
     where user_id = $1 on conflict do nothing`,
    [userId],
  );
}

async function lockWaiters(n: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await test.database.pool.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n >= n) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${n} lock waiters`);
}

const lesson = (when: { start: string; end: string }, extra: Record<string, unknown> = {}) => ({
  aircraftId: plane,
  title: "Lesson",
  type: "training",
  ...when,
  ...extra,
});

beforeAll(async () => {
  test = await startTestApp({ logs });
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  joinCode = club.organization.joinCode;
  alice = await memberOf(test, joinCode);
  jane = await memberOf(test, joinCode);
  plane = (await addAircraft(admin)).id;
  plane2 = (await addAircraft(admin)).id;
  ids = {
    admin: await userIdOf(admin),
    alice: await userIdOf(alice),
    jane: await userIdOf(jane),
  };
  await fullHours(ids.jane as string);
});
afterAll(async () => {
  await test.close();
});

describe("lessons and the writes around them", () => {
  it("an update that keeps the instructor keeps the one committed while it waited, not the one it first read", async () => {
    const when = slot(24 * 10);
    const created = await alice.post("/api/bookings", lesson(when, { instructorId: ids.jane }));
    expect(created.status).toBe(201);
    const id = created.body.booking.id as string;
    const x = await test.database.pool.connect();
    await x.query("begin");
    // What an administrator's PUT with instructorId: null writes, not yet committed.
    await x.query("update bookings set instructor_id = null, updated_at = now() where id = $1", [
      id,
    ]);
    const pending = alice.put(`/api/bookings/${id}`, lesson(when, { title: "Renamed" }));
    await lockWaiters(1);
    await x.query("commit");
    x.release();
    const answer = await pending;
    const { rows } = await test.database.pool.query(
      "select instructor_id, title from bookings where id = $1",
      [id],
    );
    expect(answer.status).toBe(200);
    expect(answer.body.booking.instructor).toBeNull();
    expect(rows[0]).toEqual({ instructor_id: null, title: "Renamed" });
  });

  it("an instructor taken off a lesson while their cancel waits for its row cancels nothing", async () => {
    const created = await alice.post(
      "/api/bookings",
      lesson(slot(24 * 14), { instructorId: ids.jane }),
    );
    expect(created.status).toBe(201);
    const id = created.body.booking.id as string;
    const x = await test.database.pool.connect();
    await x.query("begin");
    // An administrator's change of instructor, not yet committed: the cancel reads the lesson
    // as Jane's, passes the check, and waits for the row.
    await x.query("update bookings set instructor_id = null, updated_at = now() where id = $1", [
      id,
    ]);
    const pending = jane.post(`/api/bookings/${id}/cancel`);
    await lockWaiters(1);
    await x.query("commit");
    x.release();
    const answer = await pending;
    expect(answer.status).toBe(403);
    const { rows } = await test.database.pool.query(
      "select status, instructor_id from bookings where id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ status: "active", instructor_id: null });
  });

  it("a cancel that waits for a cancel of the same lesson says it is already cancelled", async () => {
    const created = await alice.post(
      "/api/bookings",
      lesson(slot(24 * 16), { instructorId: ids.jane }),
    );
    const id = created.body.booking.id as string;
    const x = await test.database.pool.connect();
    await x.query("begin");
    await x.query(
      "update bookings set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = $1",
      [id],
    );
    const pending = jane.post(`/api/bookings/${id}/cancel`);
    await lockWaiters(1);
    await x.query("commit");
    x.release();
    const answer = await pending;
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe("This booking is already cancelled.");
  });

  it("a lesson of an administrator and its instructor's account deletion, deadlocked, both stand once run again", async () => {
    // A second administrator: the pilot must sort after the first one.
    const pat = await memberOf(test, joinCode);
    const patId = await userIdOf(pat);
    const patEmail = (await pat.get("/api/me")).body.user.email as string;
    expect((await admin.post(`/api/members/${patId}/role`, { role: "admin" })).status).toBe(200);
    const patAgain = test.client();
    expect(
      (await patAgain.post("/api/auth/login", { email: patEmail, password: PASSWORD })).status,
    ).toBe(200);
    const [first, pilot] = (ids.admin as string) < patId ? [ids.admin, patAgain] : [patId, admin];
    const ivy = await memberOf(test, joinCode);
    const ivyId = await userIdOf(ivy);
    await fullHours(ivyId);

    const x = await test.database.pool.connect();
    await x.query("begin");
    await x.query("select 1 from user_profiles where user_id = $1 for update", [first]);
    const deletion = ivy.post("/api/me/delete", { password: PASSWORD });
    await lockWaiters(1);
    const booking = pilot.post(
      "/api/bookings",
      lesson(slot(24 * 12), { aircraftId: plane2, instructorId: ivyId }),
    );
    await lockWaiters(2);
    await x.query("commit");
    x.release();
    const [deleted, booked] = await Promise.all([deletion, booking]);
    expect(deleted.status).toBe(204);
    // Booked before the deletion, or refused after it: never a server error.
    expect([201, 400]).toContain(booked.status);
  });

  it("a lesson between two administrators and the removal of a member, deadlocked, both stand once run again", async () => {
    const pat = await memberOf(test, joinCode);
    const patId = await userIdOf(pat);
    const patEmail = (await pat.get("/api/me")).body.user.email as string;
    const role = await admin.post(`/api/members/${patId}/role`, { role: "admin" });
    expect(role.status).toBe(200);
    const patAgain = test.client();
    expect(
      (await patAgain.post("/api/auth/login", { email: patEmail, password: PASSWORD })).status,
    ).toBe(200);
    const adminId = ids.admin as string;
    const [instructorId, pilot, remover] =
      adminId < patId ? [adminId, patAgain, admin] : [patId, admin, patAgain];
    await fullHours(instructorId);
    const leaver = await memberOf(test, joinCode);
    const leaverId = await userIdOf(leaver);
    const third = (await addAircraft(admin)).id;
    const x = await test.database.pool.connect();
    await x.query("begin");
    await x.query("select 1 from aircraft where id = $1 for update", [third]);
    const booking = pilot.post(
      "/api/bookings",
      lesson(slot(24 * 20), { aircraftId: third, instructorId }),
    );
    await lockWaiters(1);
    const removal = remover.post(`/api/members/${leaverId}/remove`);
    await lockWaiters(2);
    await x.query("commit");
    x.release();
    const [booked, removed] = await Promise.all([booking, removal]);
    expect([booked.status, removed.status]).toEqual([201, 204]);
  });

  it("an instructor who deletes their account takes their hours and time off with them", async () => {
    const tess = await memberOf(test, joinCode);
    const tessId = await userIdOf(tess);
    await fullHours(tessId);
    const DAY = 86_400_000;
    const added = await tess.post(`/api/instructors/${tessId}/time-off`, {
      start: new Date(Date.now() + 3 * DAY).toISOString(),
      end: new Date(Date.now() + 4 * DAY).toISOString(),
      reason: "Chemotherapy",
    });
    expect(added.status).toBe(201);
    expect((await tess.post("/api/me/delete", { password: PASSWORD })).status).toBe(204);
    const { rows } = await test.database.pool.query(
      `select (select count(*)::int from instructor_hours where user_id = $1) as hours,
              (select array_agg(reason) from instructor_time_off where user_id = $1) as reasons`,
      [tessId],
    );
    expect(rows[0]).toEqual({ hours: 0, reasons: null });
  });
});
