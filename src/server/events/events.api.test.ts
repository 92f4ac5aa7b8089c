import { afterAll, beforeAll, expect, it } from "vitest";
import { addAircraft, adminOfNewOrganization, memberOf, slot } from "../testing/factories";
import { type ApiClient, startTestApp, type TestApp } from "../testing/test-app";

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
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        text += decoder.decode(chunk.value);
      }
    } catch {
      // aborted
    }
  })();
  return { received: () => text, close: () => controller.abort() };
}

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

it("drops this instance's calendar before a screen hears of a booking, whichever arrives first", async () => {
  const plane = await addAircraft(admin);
  const booked = slot(30);
  const created = await admin.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Before",
    type: "rental",
    ...booked,
  });
  expect(created.status).toBe(201);
  const id = created.body.booking.id as string;
  const window = `/api/bookings?from=${encodeURIComponent(booked.start)}&to=${encodeURIComponent(booked.end)}`;
  // Asked for twice: the answer is kept.
  for (let i = 0; i < 2; i++)
    expect((await admin.get(window)).body.bookings[0].details.title).toBe("Before");

  // Another instance's edit whose invalidation has not reached this one yet: its transaction
  // keeps the trigger quiet, and only the change notice is sent.
  const screen = await openStream(admin);
  const client = await test.database.pool.connect();
  try {
    await client.query("begin");
    await client.query("select set_config('hangar.announced_after_commit', 'on', true)");
    await client.query("update bookings set title = 'After' where id = $1", [id]);
    await client.query("commit");
  } finally {
    client.release();
  }
  const orgId = (await admin.get("/api/me")).body.user.orgId;
  await test.database.pool.query("select pg_notify('hangar_events', $1)", [
    JSON.stringify({ orgId, kind: "booking", id, action: "updated" }),
  ]);
  await expect.poll(() => screen.received(), { timeout: 5000 }).toContain('"action":"updated"');
  expect((await admin.get(window)).body.bookings[0].details.title).toBe("After");
  screen.close();
});
