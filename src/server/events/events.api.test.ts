import pg from "pg";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import {
  addAircraft,
  addBooking,
  adminOfNewOrganization,
  makeInstructor,
  memberOf,
  PASSWORD,
  slot,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { CHANNEL } from "../changes/changes";
import { MAX_STREAMS_PER_USER } from "./open-streams";

let test: TestApp;
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
let outsider: ApiClient;
beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  alice = await memberOf(test, club.organization.joinCode);
  bob = await memberOf(test, club.organization.joinCode);
  outsider = (await adminOfNewOrganization(test, { name: "Other Club" })).client;
});
afterAll(async () => {
  await test.close();
});

/** Opens the event stream as `client` and collects what arrives. */
async function openStream(client: ApiClient) {
  const controller = new AbortController();
  const response = await fetch(`${test.url}/api/events`, {
    headers: { cookie: client.cookieHeader },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  let text = "";
  let ended = false;
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value);
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    received: () => text,
    /** Whether the server ended the stream (or it was closed here). */
    ended: () => ended,
    close: () => controller.abort(),
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

/** The events of one thing that a stream received, as `action`s in order. */
const actionsOn = (stream: Stream, id: string) =>
  [...stream.received().matchAll(/data: (\{.*\})\n/g)]
    .map(([, data]) => JSON.parse(data ?? "{}") as { id: string; action: string })
    .filter((event) => event.id === id)
    .map((event) => event.action);

const userId = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;
const joinCode = async () =>
  (await admin.get("/api/organizations/current")).body.organization.joinCode as string;

it("tells every open screen of the organization what changed, and nothing more", async () => {
  const plane = await addAircraft(admin);
  const bobs = await openStream(bob);
  const outsiders = await openStream(outsider);
  const created = await alice.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Secret lesson",
    notes: "private notes",
    type: "training",
    ...slot(5),
  });
  expect(created.status).toBe(201);
  const id = created.body.booking.id as string;
  await expect.poll(() => bobs.received(), { timeout: 5000 }).toContain(`"id":"${id}"`);
  expect(bobs.received()).toContain("event: booking");
  expect(bobs.received()).toContain('"action":"created"');
  expect(bobs.received()).not.toMatch(/Secret lesson|private notes|Coleman/);

  await alice.post(`/api/bookings/${id}/cancel`);
  await expect.poll(() => bobs.received(), { timeout: 5000 }).toContain('"action":"cancelled"');

  await admin.post(`/api/aircraft/${plane.id}/archive`);
  await expect.poll(() => bobs.received(), { timeout: 5000 }).toContain("event: aircraft");

  expect(outsiders.received()).not.toContain(id);
  expect(outsiders.received()).not.toContain(plane.id);
  bobs.close();
  outsiders.close();
});

it("tells every open screen of the organization when its zone or currency changed, and no other organization's", async () => {
  const orgId = (await admin.get("/api/organizations/current")).body.organization.id as string;
  const bobs = await openStream(bob);
  const outsiders = await openStream(outsider);
  const changed = await admin.patch("/api/organizations/current", {
    settings: { timezone: "Europe/Paris", currency: "EUR" },
  });
  expect(changed.status).toBe(200);
  await expect.poll(() => actionsOn(bobs, orgId), { timeout: 5000 }).toEqual(["updated"]);
  expect(bobs.received()).toContain("event: organization");
  expect(bobs.received()).not.toContain("Europe/Paris");
  // Written in SQL (an import, psql): heard the same way.
  await test.database.pool.query(
    `update organizations set settings = jsonb_set(settings, '{timezone}', '"Asia/Tokyo"')
     where id = $1`,
    [orgId],
  );
  await expect
    .poll(() => actionsOn(bobs, orgId), { timeout: 5000 })
    .toEqual(["updated", "updated"]);
  expect(outsiders.received()).not.toContain(orgId);
  bobs.close();
  outsiders.close();
});

it("tells every open screen of the organization that an instructor's hours or time off changed, and nothing more", async () => {
  const teacher = await memberOf(test, await joinCode());
  const teacherId = await userId(teacher);
  await makeInstructor(test, teacherId);
  const bobs = await openStream(bob);
  const outsiders = await openStream(outsider);
  const week = await teacher.put(`/api/instructors/${teacherId}/availability/hours`, {
    hours: [
      { weekday: 1, start: "08:00", end: "12:00" },
      { weekday: 1, start: "13:00", end: "18:00" },
    ],
  });
  expect(week.status).toBe(200);
  // Their first week (they had none): one notice of one instructor for its rows.
  await expect.poll(() => actionsOn(bobs, teacherId), { timeout: 5000 }).toEqual(["updated"]);
  expect(bobs.received()).toContain("event: availability");
  const away = await teacher.post(`/api/instructors/${teacherId}/time-off`, {
    start: new Date(Date.now() + 86_400_000).toISOString(),
    end: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    reason: "Dentist appointment",
  });
  expect(away.status).toBe(201);
  await expect.poll(() => actionsOn(bobs, teacherId).length, { timeout: 5000 }).toBe(2);
  // Written in SQL: heard the same way.
  await test.database.pool.query("delete from instructor_time_off where id = $1", [
    away.body.timeOff.id,
  ]);
  await expect.poll(() => actionsOn(bobs, teacherId).length, { timeout: 5000 }).toBe(3);
  expect(bobs.received()).not.toContain("Dentist");
  expect(outsiders.received()).not.toContain(teacherId);
  bobs.close();
  outsiders.close();
});

it("cuts off a member who was removed, and tells the others about the slots that freed up", async () => {
  const plane = await addAircraft(admin);
  const club = (await admin.get("/api/organizations/current")).body.organization;
  const leaving = await memberOf(test, club.joinCode);
  const leavingId = (await leaving.get("/api/me")).body.user.uid as string;
  const booked = await leaving.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Soon",
    type: "rental",
    ...slot(40),
  });
  const admins = await openStream(admin);
  const theirs = await openStream(leaving);
  expect((await admin.post(`/api/members/${leavingId}/remove`)).status).toBe(204);
  await expect
    .poll(() => admins.received(), { timeout: 5000 })
    .toContain(`"id":"${booked.body.booking.id}"`);
  expect(admins.received()).toContain('"action":"cancelled"');
  // The removed member's stream is closed at the next event: it carries nothing more.
  const later = await alice.post("/api/bookings", {
    aircraftId: plane.id,
    title: "After",
    type: "rental",
    ...slot(50),
  });
  await expect.poll(() => admins.received(), { timeout: 5000 }).toContain(later.body.booking.id);
  expect(theirs.received()).not.toContain(later.body.booking.id);
  admins.close();
  theirs.close();
});

it("tells open screens of bookings and aircraft written straight in the database, and their calendar shows them", async () => {
  const plane = await addAircraft(admin);
  const booked = slot(30);
  const window = `/api/bookings?from=${encodeURIComponent(booked.start)}&to=${encodeURIComponent(booked.end)}`;
  // Asked for twice: the answer is kept.
  for (let i = 0; i < 2; i++) expect((await admin.get(window)).body.bookings).toEqual([]);
  const screens = { admin: await openStream(admin), bob: await openStream(bob) };
  const orgId = (await admin.get("/api/me")).body.user.orgId as string;
  const aliceId = await userId(alice);
  // An import, say: a booking, then an edit of what only admins and its pilot see.
  const { rows } = await test.database.pool.query(
    `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, user_id,
       pilot_id, status, editable_by_member)
     values ($1, $2, 'Imported', $3, $4, 'rental', $5, $5, 'active', true) returning id`,
    [orgId, plane.id, booked.start, booked.end, aliceId],
  );
  const id = rows[0].id as string;
  await test.database.pool.query("update bookings set title = 'Renamed' where id = $1", [id]);
  const imported = await test.database.pool.query(
    `insert into aircraft (org_id, registration, model, manufacturer, year, base_airport_icao,
       category, fuel_type, color, type)
     select org_id, 'N-SQL1', model, manufacturer, year, base_airport_icao, category, fuel_type,
       color, type from aircraft where id = $1 returning id`,
    [plane.id],
  );
  const aircraftId = imported.rows[0].id as string;

  await expect
    .poll(() => actionsOn(screens.admin, id), { timeout: 5000 })
    .toEqual(["created", "updated"]);
  await expect
    .poll(() => actionsOn(screens.bob, aircraftId), { timeout: 5000 })
    .toEqual(["created"]);
  // The title is not Bob's to see: he heard of the booking once, not of its renaming.
  expect(actionsOn(screens.bob, id)).toEqual(["created"]);
  const seen = (await admin.get(window)).body.bookings;
  expect(seen.map((b: { details: { title: string } }) => b.details.title)).toEqual(["Renamed"]);
  for (const screen of Object.values(screens)) screen.close();
});

it("keeps at most ten streams per user: an eleventh ends their oldest, and only that one", async () => {
  const plane = await addAircraft(admin);
  const carol = await memberOf(test, await joinCode());
  const bobs = await openStream(bob);
  const carols: Stream[] = [];
  for (let i = 0; i <= MAX_STREAMS_PER_USER; i++) carols.push(await openStream(carol));
  const [oldest, ...others] = carols;
  await expect.poll(() => oldest?.ended(), { timeout: 5000 }).toBe(true);

  const { id } = await addBooking(alice, plane.id, slot(60));
  for (const stream of [...others, bobs]) {
    await expect.poll(() => stream.received(), { timeout: 5000 }).toContain(id);
    expect(stream.ended()).toBe(false);
  }
  expect(oldest?.received()).not.toContain(id);
  for (const stream of [...carols, bobs]) stream.close();
});

it("ends a removed member's streams at once, not at the next event", async () => {
  const leaving = await memberOf(test, await joinCode());
  const theirs = await openStream(leaving);
  const bobs = await openStream(bob);
  expect((await admin.post(`/api/members/${await userId(leaving)}/remove`)).status).toBe(204);
  await expect.poll(() => theirs.ended(), { timeout: 5000 }).toBe(true);
  expect(bobs.ended()).toBe(false);
  bobs.close();
});

it("tells a member, and the admins, at once that the member's role changed; other members hear nothing", async () => {
  const promoted = await memberOf(test, await joinCode());
  const promotedId = await userId(promoted);
  const theirs = await openStream(promoted);
  const admins = await openStream(admin);
  const bobs = await openStream(bob);
  expect((await admin.post(`/api/members/${promotedId}/role`, { role: "admin" })).status).toBe(200);
  await expect.poll(() => actionsOn(theirs, promotedId), { timeout: 5000 }).toEqual(["updated"]);
  expect(theirs.received()).toContain("event: member");
  await expect.poll(() => actionsOn(admins, promotedId), { timeout: 5000 }).toEqual(["updated"]);
  // Made a member again, they still hear of their own change, and their stream goes on.
  expect((await admin.post(`/api/members/${promotedId}/role`, { role: "member" })).status).toBe(
    200,
  );
  await expect
    .poll(() => actionsOn(theirs, promotedId), { timeout: 5000 })
    .toEqual(["updated", "updated"]);
  expect(theirs.ended()).toBe(false);
  expect(actionsOn(bobs, promotedId)).toEqual([]);
  for (const stream of [theirs, admins, bobs]) stream.close();
});

it("ends the stream of a session that signed out, and keeps the same user's other sessions'", async () => {
  const laptop = await memberOf(test, await joinCode());
  const email = (await laptop.get("/api/me")).body.user.email as string;
  const phone = test.client();
  expect((await phone.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
  const laptops = await openStream(laptop);
  const phones = await openStream(phone);
  expect((await laptop.post("/api/auth/logout")).status).toBe(204);
  await expect.poll(() => laptops.ended(), { timeout: 5000 }).toBe(true);

  const plane = await addAircraft(admin);
  await expect.poll(() => phones.received(), { timeout: 5000 }).toContain(plane.id);
  expect(phones.ended()).toBe(false);
  phones.close();
});

it("checks a viewer whose session is in the cache without asking the database", async () => {
  const orgId = (await admin.get("/api/me")).body.user.orgId as string;
  const bobs = await openStream(bob);
  // Notices sent outside the server's pool, so that every query counted is the server's.
  const outside = new pg.Client({ connectionString: test.database.connectionString });
  await outside.connect();
  const notify = (id: string) =>
    outside.query("select pg_notify($1, $2)", [
      CHANNEL,
      JSON.stringify({
        scope: { org: orgId },
        kind: "aircraft",
        ids: [id],
        action: "updated",
        archived: [false, false],
      }),
    ]);
  const queries = vi.spyOn(test.database.pool, "query");
  const connections = vi.spyOn(test.database.pool, "connect");
  try {
    // The first event may find the session checked before a notification of other users'
    // changes emptied the cache; it fills the cache again.
    await notify("first");
    await expect.poll(() => bobs.received(), { timeout: 5000 }).toContain('"id":"first"');
    queries.mockClear();
    connections.mockClear();
    await notify("second");
    await expect.poll(() => bobs.received(), { timeout: 5000 }).toContain('"id":"second"');
    expect(queries).not.toHaveBeenCalled();
    expect(connections).not.toHaveBeenCalled();
  } finally {
    queries.mockRestore();
    connections.mockRestore();
    await outside.end();
    bobs.close();
  }
});

it("tells only admins and the pilots of a change to a booking's details, everyone of the rest", async () => {
  const plane = await addAircraft(admin);
  const when = slot(70);
  // Open before the booking is made: its notice travels after its commit, and a stream opened
  // just after the commit may or may not hear it.
  const streams = {
    admin: await openStream(admin),
    alice: await openStream(alice),
    bob: await openStream(bob),
  };
  const { id } = await addBooking(alice, plane.id, when, "Lesson");
  const edit = (client: ApiClient, changes: Record<string, unknown>) =>
    client.put(`/api/bookings/${id}`, {
      aircraftId: plane.id,
      title: "Lesson",
      type: "rental",
      ...when,
      ...changes,
    });
  // Title and notes: others see the same busy block as before.
  expect((await edit(alice, { title: "Checkride", notes: "with the examiner" })).status).toBe(200);
  // The pilot: the former pilot and the new one see it change, no one else.
  const carol = await memberOf(test, await joinCode());
  const carols = await openStream(carol);
  expect((await edit(admin, { title: "Checkride", pilotId: await userId(bob) })).status).toBe(200);
  // The time: everyone sees it move.
  const later = slot(72);
  expect(
    (await edit(admin, { title: "Checkride", pilotId: await userId(bob), ...later })).status,
  ).toBe(200);
  // Everyone hears of the cancellation: by then each stream has what it was told before.
  expect((await admin.post(`/api/bookings/${id}/cancel`)).status).toBe(200);
  const heard = async (stream: Stream) => {
    await expect.poll(() => actionsOn(stream, id).at(-1), { timeout: 5000 }).toBe("cancelled");
    return actionsOn(stream, id);
  };
  const all = ["created", "updated", "updated", "updated", "cancelled"];
  expect(await heard(streams.admin)).toEqual(all);
  expect(await heard(streams.alice)).toEqual(all);
  expect(await heard(streams.bob)).toEqual(["created", "updated", "updated", "cancelled"]);
  expect(await heard(carols)).toEqual(["updated", "cancelled"]);
  for (const stream of [...Object.values(streams), carols]) stream.close();
});

it("tells members nothing of aircraft they cannot read: archived from the start, or archived again", async () => {
  const admins = await openStream(admin);
  const bobs = await openStream(bob);
  const hidden = await addAircraft(admin, { isArchived: true });
  expect((await admin.post(`/api/aircraft/${hidden.id}/archive`)).status).toBe(200);
  const live = await addAircraft(admin);
  expect((await admin.post(`/api/aircraft/${live.id}/archive`)).status).toBe(200);

  // Members hear that an aircraft they could read went: their screens drop it.
  await expect
    .poll(() => actionsOn(bobs, live.id), { timeout: 5000 })
    .toEqual(["created", "archived"]);
  await expect
    .poll(() => actionsOn(admins, live.id), { timeout: 5000 })
    .toEqual(["created", "archived"]);
  expect(actionsOn(admins, hidden.id)).toEqual(["created"]);
  expect(bobs.received()).not.toContain(hidden.id);
  admins.close();
  bobs.close();
});
