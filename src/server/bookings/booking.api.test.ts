import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  registeredUser,
  slot,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import {
  bookingMessages,
  MAX_CALENDAR_BOOKINGS,
  MAX_CALENDAR_CHARACTERS,
  MAX_CALENDAR_DAYS,
} from "../../shared/bookings/booking.constants";
import { leadTimeErrors } from "../../shared/bookings/booking.schemas";

let test: TestApp;
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
let outsider: ApiClient;
let plane: { id: string };
let ids: { admin: string; alice: string; bob: string; outsider: string };

beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  alice = await memberOf(test, club.organization.joinCode);
  bob = await memberOf(test, club.organization.joinCode);
  outsider = (await adminOfNewOrganization(test, { name: "Other Club" })).client;
  plane = await addAircraft(admin);
  const uid = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;
  ids = {
    admin: await uid(admin),
    alice: await uid(alice),
    bob: await uid(bob),
    outsider: await uid(outsider),
  };
});
afterAll(async () => {
  await test.close();
});

let hour = 0;
/** A fresh slot for each test so that tests do not collide on the shared aircraft. */
const freshSlot = (hours = 1) => {
  hour += 10;
  return slot(hour, hours);
};
const booking = (overrides: Record<string, unknown> = {}) => ({
  aircraftId: plane.id,
  title: "Pattern work",
  type: "training",
  ...freshSlot(),
  ...overrides,
});
const bookingRows = async () =>
  (await test.database.pool.query("select * from bookings order by id")).rows;

async function book(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post("/api/bookings", booking(overrides));
  expect(response.status).toBe(201);
  return response.body.booking;
}

describe("creating", () => {
  it("books for oneself, active, with every detail for the pilot", async () => {
    const body = booking({ notes: "Bring the headset" });
    const response = await alice.post("/api/bookings", body);
    expect(response.status).toBe(201);
    expect(response.body.booking).toMatchObject({
      aircraftId: plane.id,
      start: body.start,
      end: body.end,
      type: "training",
      status: "active",
      isOwn: true,
      canEdit: true,
      details: {
        title: "Pattern work",
        notes: "Bring the headset",
        pilotId: ids.alice,
        userId: ids.alice,
        pilot: { firstName: "Bessie", lastName: "Coleman" },
        editableByMember: true,
      },
    });
  });

  it("lets an admin book for a member, who is then its pilot", async () => {
    const created = await book(admin, { pilotId: ids.bob });
    expect(created.details).toMatchObject({ pilotId: ids.bob, userId: ids.admin });
    const seenByBob = await bob.get(`/api/bookings/${created.id}`);
    expect(seenByBob.body.booking.isOwn).toBe(true);
  });

  it("refuses a member booking for someone else, and an admin booking for an outsider", async () => {
    const before = await bookingRows();
    expect((await alice.post("/api/bookings", booking({ pilotId: ids.bob }))).status).toBe(403);
    const outside = await admin.post("/api/bookings", booking({ pilotId: ids.outsider }));
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields.pilotId).toBe(bookingMessages.pilotNotMember);
    expect((await admin.post("/api/bookings", booking({ pilotId: "no-such-user" }))).status).toBe(
      400,
    );
    expect(await bookingRows()).toEqual(before);
  });

  it("refuses aircraft that are archived, not bookable, unknown or of another organization", async () => {
    const archived = await addAircraft(admin);
    await admin.post(`/api/aircraft/${archived.id}/archive`);
    const disabled = await addAircraft(admin, { bookingEnabled: false });
    const foreign = await addAircraft(outsider);
    const before = await bookingRows();
    for (const aircraftId of [
      archived.id,
      disabled.id,
      foreign.id,
      "00000000-0000-4000-8000-000000000000",
      "x",
    ]) {
      const response = await alice.post("/api/bookings", booking({ aircraftId }));
      expect(response.status).toBe(400);
      expect(response.body.error.fields.aircraftId).toBe(bookingMessages.aircraftNotBookable);
    }
    expect(await bookingRows()).toEqual(before);
  });
});

describe("validation", () => {
  const { start, end } = slot(500);
  it.each([
    [{ aircraftId: "" }, "aircraftId", bookingMessages.aircraftRequired],
    [{ title: "   " }, "title", bookingMessages.purposeRequired],
    [{ type: "joyride" }, "type", bookingMessages.typeRequired],
    [{ start: undefined }, "start", bookingMessages.timesRequired],
    [{ end: "" }, "end", bookingMessages.timesRequired],
    [{ start: "tomorrow at noon" }, "start", "Enter a valid date and time"],
    [{ start: end, end: start }, "end", bookingMessages.endAfterStart],
    [{ start, end: start }, "end", bookingMessages.endAfterStart],
    [
      { start, end: new Date(Date.parse(start) + 31 * 86_400_000).toISOString() },
      "end",
      bookingMessages.tooLong,
    ],
    [{ title: "x".repeat(201) }, "title", "Must be at most 200 characters"],
  ])(
    "refuses %j with the field's message and stores nothing",
    async (overrides, field, message) => {
      const before = await bookingRows();
      const response = await alice.post("/api/bookings", { ...booking(), ...overrides });
      expect(response.status).toBe(400);
      expect(response.body.error.fields[field]).toBe(message);
      expect(await bookingRows()).toEqual(before);
    },
  );

  it("refuses a start or end before the next full hour, with the earliest time in the message", async () => {
    const now = Date.now();
    const past = {
      start: new Date(now - 3_600_000).toISOString(),
      end: new Date(now + 2 * 3_600_000).toISOString(),
    };
    const response = await alice.post("/api/bookings", booking(past));
    expect(response.status).toBe(400);
    expect(response.body.error.fields.start).toMatch(
      /^Start time must be at least 1 hour from now \(.+ UTC\)$/,
    );
    // Both inside the current hour, before the next full hour whenever the server reads its
    // clock (now + 1 minute crossed it in the last minute of an hour).
    const hourStart = Math.floor(now / 3_600_000) * 3_600_000;
    const both = await alice.post(
      "/api/bookings",
      booking({
        start: new Date(hourStart).toISOString(),
        end: new Date(hourStart + 60_000).toISOString(),
      }),
    );
    expect(both.body.error.fields.start).toMatch(/^Start time must be at least 1 hour from now \(/);
    expect(both.body.error.fields.end).toMatch(/^End time must be at least 1 hour from now \(/);
  });

  it("accepts a start exactly at the next full hour", async () => {
    expect((await alice.post("/api/bookings", booking(slot(0)))).status).toBe(201);
  });

  it("checks the lead time in the organization's zone as it is now, after it changed", async () => {
    // A zone half an hour off UTC has its next full hour at another instant than UTC's.
    const club = await adminOfNewOrganization(test, { name: "Zone Club" });
    const clubPlane = await addAircraft(club.client);
    const setZone = async (timezone: string) =>
      expect(
        (await club.client.patch("/api/organizations/current", { settings: { timezone } })).status,
      ).toBe(200);
    /**
     * A start on a quarter hour that one zone accepts and the other refuses, from now until
     * MARGIN_MS later: before half past, Kolkata's next full hour comes first; after, UTC's.
     * Within MARGIN_MS of a half or full hour there is none: then again, once it has passed.
     */
    const MARGIN_MS = 20_000;
    const gap = ():
      | { start: number; allowedIn: string; refusedIn: string; label: RegExp }
      | undefined => {
      const now = Date.now();
      const accepts = (start: number, zone: string, at: number) =>
        Object.keys(
          leadTimeErrors(
            { start: new Date(start), end: new Date(start + 3_600_000) },
            new Date(at),
            zone,
          ),
        ).length === 0;
      // Accepted, or refused, all through the margin (the earliest start only moves later).
      const throughout = (start: number, zone: string, accepted: boolean) =>
        [now, now + MARGIN_MS].every((at) => accepts(start, zone, at) === accepted);
      for (let step = 1; step <= 12; step++) {
        const start = Math.ceil(now / 900_000) * 900_000 + step * 900_000;
        if (throughout(start, "UTC", true) && throughout(start, "Asia/Kolkata", false)) {
          return { start, allowedIn: "UTC", refusedIn: "Asia/Kolkata", label: /GMT\+5:30\)$/ };
        }
        if (throughout(start, "Asia/Kolkata", true) && throughout(start, "UTC", false)) {
          return { start, allowedIn: "Asia/Kolkata", refusedIn: "UTC", label: /UTC\)$/ };
        }
      }
      return undefined;
    };
    const bookAt = (start: number) =>
      club.client.post("/api/bookings", {
        aircraftId: clubPlane.id,
        title: "Zone check",
        type: "rental",
        start: new Date(start).toISOString(),
        end: new Date(start + 3_600_000).toISOString(),
      });

    let found = gap();
    if (!found) {
      await new Promise((resolve) => setTimeout(resolve, MARGIN_MS));
      found = gap();
    }
    if (!found) throw new Error("No start that only one zone accepts");
    const { start, allowedIn, refusedIn, label } = found;
    await setZone(allowedIn);
    // A first write: the server has now seen the zone it then changes from.
    expect((await bookAt(start + 24 * 3_600_000)).status).toBe(201);
    await setZone(refusedIn);
    const refused = await bookAt(start);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.start).toMatch(label);
    await setZone(allowedIn);
    expect((await bookAt(start)).status).toBe(201);
  });
});

describe("conflicts", () => {
  it("refuses an overlap with the titles the caller may see, and accepts touching slots", async () => {
    const first = await book(alice, { title: "Cross-country", ...slot(1000, 2) });
    const overlap = await alice.post("/api/bookings", booking({ ...slot(1001, 2) }));
    expect(overlap.status).toBe(409);
    expect(overlap.body.error.message).toBe(
      'This time slot conflicts with existing booking(s): "Cross-country"',
    );
    const before = await bookingRows();
    // Bob may not see Alice's title: the message names none.
    const hidden = await bob.post("/api/bookings", booking({ ...slot(1000, 1) }));
    expect(hidden.body.error.message).toBe(bookingMessages.conflict);
    expect(await bookingRows()).toEqual(before);
    // Touching on both sides is fine.
    expect((await bob.post("/api/bookings", booking({ ...slot(999, 1) }))).status).toBe(201);
    expect((await bob.post("/api/bookings", booking({ ...slot(1002, 1) }))).status).toBe(201);
    expect(first.status).toBe("active");
  });

  it("names at most 10 of the bookings a slot overlaps, and says there are more", async () => {
    const times = slot(1050, 2);
    const start = Date.parse(times.start);
    // Thirty one-minute bookings of Alice's inside the slot, as many tiny ones would be.
    await test.database.pool.query(
      `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, user_id,
                             pilot_id, status)
       select org_id, $1, 'Minute ' || n, $2::timestamptz + n * interval '1 minute',
              $2::timestamptz + (n + 1) * interval '1 minute', 'rental', $3, $3, 'active'
       from generate_series(0, 29) as n, (select org_id from aircraft where id = $1) as plane`,
      [plane.id, new Date(start).toISOString(), ids.alice],
    );
    const before = await bookingRows();
    const refused = await alice.post("/api/bookings", booking(times));
    expect(refused.status).toBe(409);
    const message: string = refused.body.error.message;
    expect(message).toMatch(/^This time slot conflicts with existing booking\(s\): "Minute \d+"/);
    expect(message.match(/"Minute \d+"/g)).toHaveLength(10);
    expect(message).toMatch(/ and more$/);
    expect(await bookingRows()).toEqual(before);
  });

  it("frees the slot when a booking is cancelled", async () => {
    const times = slot(1100, 2);
    const first = await book(alice, times);
    expect((await bob.post("/api/bookings", booking(times))).status).toBe(409);
    expect((await alice.post(`/api/bookings/${first.id}/cancel`)).status).toBe(200);
    expect((await bob.post("/api/bookings", booking(times))).status).toBe(201);
  });

  it("lets an update overlap its own old slot but not another booking", async () => {
    const mine = await book(alice, slot(1200, 2));
    await book(bob, slot(1203, 1));
    const moved = await alice.put(`/api/bookings/${mine.id}`, booking({ ...slot(1201, 2) }));
    expect(moved.status).toBe(200);
    const clash = await alice.put(`/api/bookings/${mine.id}`, booking({ ...slot(1202, 2) }));
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe(bookingMessages.conflict);
  });

  it("is enforced by the database itself", async () => {
    const existing = await book(alice, slot(1300, 2));
    const row = (
      await test.database.pool.query("select * from bookings where id = $1", [existing.id])
    ).rows[0];
    await expect(
      test.database.pool.query(
        `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, user_id, pilot_id)
         values ($1, $2, 'sneaky', $3::timestamptz + interval '1 hour', $4::timestamptz + interval '1 hour', $5, $5)`,
        [row.org_id, row.aircraft_id, row.starts_at, row.ends_at, row.pilot_id],
      ),
    ).rejects.toMatchObject({ code: "23P01" });
  });
});

describe("privacy", () => {
  it("gives other members a busy block, admins the details and pilot name", async () => {
    const mine = await book(alice, { title: "Secret trip", notes: "private" });
    const day = {
      from: new Date(Date.parse(mine.start) - 3_600_000).toISOString(),
      to: new Date(Date.parse(mine.end) + 3_600_000).toISOString(),
    };
    const query = `/api/bookings?from=${encodeURIComponent(day.from)}&to=${encodeURIComponent(day.to)}`;

    const seenByBob = (await bob.get(query)).body.bookings.find(
      (b: { id: string }) => b.id === mine.id,
    );
    expect(seenByBob).toMatchObject({
      id: mine.id,
      type: "training",
      isOwn: false,
      canEdit: false,
      details: null,
    });
    const single = await bob.get(`/api/bookings/${mine.id}`);
    expect(JSON.stringify(single.body)).not.toMatch(/Secret trip|private|Coleman/);

    const seenByAdmin = (await admin.get(query)).body.bookings.find(
      (b: { id: string }) => b.id === mine.id,
    );
    expect(seenByAdmin.details).toMatchObject({
      title: "Secret trip",
      notes: "private",
      pilot: { firstName: "Bessie" },
    });
    expect(seenByAdmin.canEdit).toBe(true);
  });

  it("never shows another organization's bookings", async () => {
    const mine = await book(alice, { title: "Club only" });
    const range = `from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + MAX_CALENDAR_DAYS * 86_400_000).toISOString())}`;
    expect((await alice.get(`/api/bookings?${range}`)).body.bookings).toContainEqual(
      expect.objectContaining({ id: mine.id }),
    );
    expect(JSON.stringify((await outsider.get(`/api/bookings?${range}`)).body)).not.toContain(
      mine.id,
    );
    expect((await outsider.get(`/api/bookings/${mine.id}`)).status).toBe(404);
    const before = await bookingRows();
    expect((await outsider.put(`/api/bookings/${mine.id}`, booking())).status).toBe(404);
    expect((await outsider.post(`/api/bookings/${mine.id}/cancel`)).status).toBe(404);
    expect(await bookingRows()).toEqual(before);
  });
});

describe("one aircraft's calendar (the week view)", () => {
  const weekOf = (start: string, aircraftId?: string) => {
    const from = new Date(Date.parse(start) - 86_400_000).toISOString();
    const to = new Date(Date.parse(from) + 7 * 86_400_000).toISOString();
    const query = new URLSearchParams({ from, to, ...(aircraftId ? { aircraftId } : {}) });
    return `/api/bookings?${query}`;
  };
  const idsOf = (body: { bookings: { id: string }[] }) => body.bookings.map((b) => b.id).sort();

  it("answers a week of that aircraft's active bookings only, as the viewer may see them", async () => {
    const other = await addAircraft(admin);
    const first = await book(alice, { ...slot(5000, 2), title: "Week one" });
    const later = await book(alice, { ...slot(5100, 1), title: "Week two" });
    const elsewhere = await book(bob, { aircraftId: other.id, ...slot(5000, 2) });
    const cancelled = await book(bob, slot(5050, 1));
    await bob.post(`/api/bookings/${cancelled.id}/cancel`);

    const week = await bob.get(weekOf(first.start, plane.id));
    expect(week.status).toBe(200);
    expect(idsOf(week.body)).toEqual([first.id, later.id].sort());
    expect(week.body.bookings[0]).toMatchObject({ isOwn: false, details: null });
    // Without the aircraft, the same week holds the whole fleet's bookings.
    expect(idsOf((await bob.get(weekOf(first.start))).body)).toEqual(
      [first.id, later.id, elsewhere.id].sort(),
    );
    expect(idsOf((await admin.get(weekOf(first.start, other.id))).body)).toEqual([elsewhere.id]);
  });

  it("gives nothing for another organization's aircraft, nor for an id that is not one", async () => {
    const first = await book(alice, { ...slot(5200, 1), title: "Ours" });
    const theirs = await outsider.get(weekOf(first.start, plane.id));
    expect(theirs.status).toBe(200);
    expect(theirs.body.bookings).toEqual([]);
    const nonsense = await alice.get(weekOf(first.start, "not-an-id"));
    expect(nonsense.status).toBe(200);
    expect(nonsense.body.bookings).toEqual([]);
    expect((await alice.get(weekOf(first.start, "x".repeat(101)))).status).toBe(400);
  });
});

describe("editing and cancelling", () => {
  it("lets members change only their own bookings; nothing changes otherwise", async () => {
    const alices = await book(alice);
    const before = await bookingRows();
    const edit = await bob.put(`/api/bookings/${alices.id}`, booking());
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe(bookingMessages.notYourBooking);
    expect((await bob.post(`/api/bookings/${alices.id}/cancel`)).status).toBe(403);
    expect(await bookingRows()).toEqual(before);
  });

  it("keeps a member's booking theirs: a member cannot hand it to another pilot", async () => {
    const alices = await book(alice);
    const updated = await alice.put(
      `/api/bookings/${alices.id}`,
      booking({ pilotId: ids.bob, title: "Renamed" }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.booking.details).toMatchObject({ pilotId: ids.alice, title: "Renamed" });
  });

  it("lets admins edit and cancel any booking of the organization", async () => {
    const alices = await book(alice);
    const edited = await admin.put(
      `/api/bookings/${alices.id}`,
      booking({ title: "Checked by admin", pilotId: ids.bob }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.booking.details).toMatchObject({
      title: "Checked by admin",
      pilotId: ids.bob,
    });
    const cancelled = await admin.post(`/api/bookings/${alices.id}/cancel`);
    expect(cancelled.body.booking.status).toBe("cancelled");
    expect((await admin.post(`/api/bookings/${alices.id}/cancel`)).status).toBe(409);
    expect((await admin.put(`/api/bookings/${alices.id}`, booking())).status).toBe(409);
  });

  it("answers 404 to an id that is not one", async () => {
    expect((await alice.get("/api/bookings/nope")).status).toBe(404);
    expect((await alice.post("/api/bookings/nope/cancel")).status).toBe(404);
  });
});

describe("dashboard reads", () => {
  it("lists the caller's own upcoming bookings, soonest first, at most 5", async () => {
    const fresh = await memberOf(
      test,
      (await admin.get("/api/organizations/current")).body.organization.joinCode,
    );
    const own: string[] = [];
    for (let i = 0; i < 6; i++) own.push((await book(fresh, slot(2000 - i * 3))).id);
    await book(alice, slot(1990));
    const { body } = await fresh.get("/api/bookings/upcoming");
    expect(body.bookings).toHaveLength(5);
    expect(body.bookings.map((b: { id: string }) => b.id)).toEqual(own.slice(1).reverse());
  });

  it("gives recent bookings and statistics to admins only", async () => {
    expect((await alice.get("/api/bookings/recent")).status).toBe(403);
    const range = `from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 390 * 86_400_000).toISOString())}`;
    expect((await alice.get(`/api/bookings/statistics?${range}`)).status).toBe(403);
    expect((await admin.get("/api/bookings/recent")).status).toBe(200);
  });

  it("counts bookings and hours per aircraft over a range", async () => {
    const other = await addAircraft(admin);
    const times = slot(3000, 2);
    await book(alice, { aircraftId: other.id, ...times });
    await book(bob, { aircraftId: other.id, ...slot(3002, 3) });
    const cancelled = await book(bob, { aircraftId: other.id, ...slot(3010, 1) });
    await bob.post(`/api/bookings/${cancelled.id}/cancel`);
    const from = encodeURIComponent(new Date(Date.parse(times.start) - 1000).toISOString());
    const to = encodeURIComponent(new Date(Date.parse(times.start) + 20 * 3_600_000).toISOString());
    const { body } = await admin.get(`/api/bookings/statistics?from=${from}&to=${to}`);
    expect(body.statistics).toMatchObject({ totalBookings: 2, totalHours: 5 });
    expect(body.statistics.perAircraft).toEqual([
      {
        aircraftId: other.id,
        registration: expect.any(String),
        model: "172S Skyhawk",
        count: 2,
        hours: 5,
      },
    ]);
  });

  it("refuses ranges that end before they start, or unreadable ones", async () => {
    const now = Date.now();
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    for (const path of ["/api/bookings", "/api/bookings/statistics"]) {
      expect((await admin.get(`${path}?from=${iso(now)}&to=${iso(now - 1)}`)).status).toBe(400);
      expect((await admin.get(`${path}?from=yesterday&to=today`)).status).toBe(400);
    }
  });
});

describe("bounds of a read", () => {
  const DAY_MS = 86_400_000;
  const window = (from: number, days: number) =>
    new URLSearchParams({
      from: new Date(from).toISOString(),
      to: new Date(from + days * DAY_MS).toISOString(),
    });

  it("refuses a calendar window wider than the screens use, with the reason", async () => {
    const response = await alice.get(`/api/bookings?${window(Date.now(), 60)}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(bookingMessages.invalidCalendarRange);
    expect(bookingMessages.invalidCalendarRange).toBe(
      "Choose a date range of at most 32 days, ending after it starts.",
    );
    const justOver = window(Date.now(), MAX_CALENDAR_DAYS);
    justOver.set("to", new Date(Date.parse(justOver.get("to") ?? "") + 1).toISOString());
    expect((await alice.get(`/api/bookings?${justOver}`)).status).toBe(400);
  });

  it("takes a calendar window at the cap", async () => {
    const response = await alice.get(`/api/bookings?${window(Date.now(), MAX_CALENDAR_DAYS)}`);
    expect(response.status).toBe(200);
    expect(response.body.truncated).toBeUndefined();
  });

  it("keeps the statistics' long ranges (a year of month totals), up to 400 days", async () => {
    const year = await admin.get(`/api/bookings/statistics?${window(Date.now(), 400)}`);
    expect(year.status).toBe(200);
    const longer = await admin.get(`/api/bookings/statistics?${window(Date.now(), 401)}`);
    expect(longer.status).toBe(400);
    expect(longer.body.error.message).toBe(bookingMessages.invalidRange);
  });

  it("answers at most the bound of bookings, the earliest first, and says so", async () => {
    const club = await adminOfNewOrganization(test, { name: "Busy Club" });
    const busy = await addAircraft(club.client);
    const orgId = club.organization.id;
    const pilotId = (await club.client.get("/api/me")).body.user.uid;
    // One-minute bookings back to back, more than the bound, within three days.
    const start = Date.UTC(2031, 2, 3);
    await test.database.pool.query(
      `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, user_id,
                             pilot_id, status)
       select $1, $2, 'Minute ' || n, $3::timestamptz + n * interval '1 minute',
              $3::timestamptz + (n + 1) * interval '1 minute', 'rental', $4, $4, 'active'
       from generate_series(0, $5 - 1) as n`,
      [orgId, busy.id, new Date(start).toISOString(), pilotId, MAX_CALENDAR_BOOKINGS + 25],
    );
    for (const encoding of ["gzip", "identity"]) {
      const response = await club.client.request(
        "GET",
        `/api/bookings?${window(start, 4)}`,
        undefined,
        {
          "accept-encoding": encoding,
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.truncated).toBe(true);
      expect(response.body.bookings).toHaveLength(MAX_CALENDAR_BOOKINGS);
      expect(response.body.bookings[0].start).toBe(new Date(start).toISOString());
      expect(response.body.bookings.at(-1).start).toBe(
        new Date(start + (MAX_CALENDAR_BOOKINGS - 1) * 60_000).toISOString(),
      );
    }
    // A window under the bound is whole, and says nothing more.
    const hours = await club.client.get(`/api/bookings?${window(start, 0.5)}`);
    expect(hours.body.bookings).toHaveLength(12 * 60);
    expect(hours.body.truncated).toBeUndefined();
  });

  it("keeps an answer of long texts to a few MB, the earliest first, and says so", async () => {
    const club = await adminOfNewOrganization(test, { name: "Wordy Club" });
    const wordy = await addAircraft(club.client);
    const pilotId = (await club.client.get("/api/me")).body.user.uid;
    // Hourly bookings with the longest title and notes, of characters JSON writes twice over.
    const start = Date.UTC(2031, 3, 7);
    await test.database.pool.query(
      `insert into bookings (org_id, aircraft_id, title, notes, starts_at, ends_at, type,
                             user_id, pilot_id, status)
       select $1, $2, repeat('"', 200), repeat('\\', 2000), $3::timestamptz + n * interval '1 hour',
              $3::timestamptz + (n + 1) * interval '1 hour', 'rental', $4, $4, 'active'
       from generate_series(0, 299) as n`,
      [club.organization.id, wordy.id, new Date(start).toISOString(), pilotId],
    );
    const response = await club.client.get(`/api/bookings?${window(start, 13)}`);
    expect(response.status).toBe(200);
    expect(response.body.truncated).toBe(true);
    expect(JSON.stringify(response.body).length).toBeLessThanOrEqual(MAX_CALENDAR_CHARACTERS + 100);
    const shown = response.body.bookings.length;
    expect(shown).toBeGreaterThan(150);
    expect(shown).toBeLessThan(300);
    expect(response.body.bookings.at(-1).start).toBe(
      new Date(start + (shown - 1) * 3_600_000).toISOString(),
    );
  });
});

describe("access", () => {
  it("refuses callers without a session (401) or without onboarding (403)", async () => {
    const anonymous = test.client();
    const onboarding = await registeredUser(test);
    const range = `from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`;
    for (const [client, status] of [
      [anonymous, 401],
      [onboarding, 403],
    ] as const) {
      expect((await client.get(`/api/bookings?${range}`)).status).toBe(status);
      expect((await client.post("/api/bookings", booking())).status).toBe(status);
      expect((await client.get("/api/bookings/upcoming")).status).toBe(status);
      expect((await client.get("/api/events")).status).toBe(status);
    }
  });
});
