/**
 * A pilot is on one active booking at a time, on any aircraft; maintenance is no flight of its
 * pilot (docs/rules/bookings.md). Bookings that overlapped their pilot's before the rule stay,
 * grandfathered, until they are moved (migration 0017).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
  slot,
  userIdOf,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { bookingMessages } from "../../shared/bookings/booking.constants";
import { BOOKING_WRITE_STATEMENTS } from "./booking-write.repository";

let test: TestApp;
let admin: ApiClient;
let alice: ApiClient;
let orgId: string;
let planes: string[];
let ids: { admin: string; alice: string };

const YOU = bookingMessages.pilotBooked;
const MEMBER = bookingMessages.memberBooked;

beforeAll(async () => {
  test = await startTestApp();
  const club = await adminOfNewOrganization(test);
  admin = club.client;
  alice = await memberOf(test, club.organization.joinCode);
  planes = [];
  for (let i = 0; i < 8; i++) planes.push((await addAircraft(admin)).id);
  ids = { admin: await userIdOf(admin), alice: await userIdOf(alice) };
  orgId = (
    await test.database.pool.query("select org_id from user_profiles where user_id = $1", [
      ids.alice,
    ])
  ).rows[0].org_id;
});
afterAll(async () => {
  await test.close();
});

async function lockWaiters(n: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await test.database.pool.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${n} lock waiters`);
}

/** Each test on hours of its own, so that tests do not collide. */
const hours = (() => {
  let next = 100;
  return () => {
    next += 48;
    return next;
  };
})();

const booking = (
  aircraft: number,
  when: { start: string; end: string },
  extra: Record<string, unknown> = {},
) => ({ aircraftId: planes[aircraft], title: "Flight", type: "rental", ...when, ...extra });

async function book(client: ApiClient, body: Record<string, unknown>) {
  const response = await client.post("/api/bookings", body);
  expect(response.status).toBe(201);
  return response.body.booking.id as string;
}

/** The pilot's active bookings that overlap `when`. */
const activeOf = async (pilotId: string, when: { start: string; end: string }) =>
  (
    await test.database.pool.query(
      `select count(*)::int as n from bookings
       where pilot_id = $1 and status = 'active' and starts_at < $3 and ends_at > $2`,
      [pilotId, when.start, when.end],
    )
  ).rows[0].n as number;

describe("a pilot on one booking at a time", () => {
  it("refuses a member's second booking that overlaps their own on another aircraft", async () => {
    const h = hours();
    await book(alice, booking(0, slot(h, 2)));
    const response = await alice.post("/api/bookings", booking(1, slot(h + 1, 2)));
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: "PILOT_CONFLICT", message: YOU });
    expect(await activeOf(ids.alice, slot(h, 2))).toBe(1);
  });

  it("says 'This member …' to an admin booking for another pilot, 'You …' for themselves", async () => {
    const h = hours();
    await book(alice, booking(0, slot(h, 2)));
    await book(admin, booking(2, slot(h, 2)));
    const forAlice = await admin.post(
      "/api/bookings",
      booking(1, slot(h + 1), { pilotId: ids.alice }),
    );
    expect(forAlice.status).toBe(409);
    expect(forAlice.body.error.message).toBe(MEMBER);
    const forThemselves = await admin.post("/api/bookings", booking(3, slot(h + 1)));
    expect(forThemselves.status).toBe(409);
    expect(forThemselves.body.error.message).toBe(YOU);
  });

  it("allows a booking that starts as the pilot's other one ends, and over a cancelled one", async () => {
    const h = hours();
    await book(alice, booking(0, slot(h, 2)));
    await book(alice, booking(1, slot(h + 2, 2)));
    const cancelled = await book(alice, booking(0, slot(h + 6)));
    expect((await alice.post(`/api/bookings/${cancelled}/cancel`)).status).toBe(200);
    await book(alice, booking(1, slot(h + 6)));
  });

  it("lets the aircraft's own answer win when this aircraft is taken too", async () => {
    const h = hours();
    await book(alice, booking(0, slot(h, 2), { title: "Mine" }));
    const response = await alice.post("/api/bookings", booking(0, slot(h + 1)));
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(bookingMessages.conflictWithTitles(["Mine"]));
  });

  it("excepts maintenance, as the new booking and as the one it overlaps", async () => {
    const h = hours();
    await book(admin, booking(0, slot(h, 3), { type: "maintenance" }));
    // The admin's maintenance does not keep them from flying another aircraft then…
    await book(admin, booking(1, slot(h + 1)));
    // …nor does their flight keep them from another maintenance booking.
    await book(admin, booking(2, slot(h, 3), { type: "maintenance" }));
    expect(await activeOf(ids.admin, slot(h, 3))).toBe(3);
    // An update that turns the maintenance into a flight is judged as a flight.
    const maintenance = await book(admin, booking(3, slot(h + 1), { type: "maintenance" }));
    const turned = await admin.put(
      `/api/bookings/${maintenance}`,
      booking(3, slot(h + 1), { type: "rental" }),
    );
    expect(turned.status).toBe(409);
    expect(turned.body.error.message).toBe(YOU);
  });

  it("lets an update overlap the booking's own old slot, not the pilot's other booking", async () => {
    const h = hours();
    const id = await book(alice, booking(0, slot(h, 2)));
    await book(alice, booking(1, slot(h + 4, 2)));
    const moved = await alice.put(`/api/bookings/${id}`, booking(2, slot(h + 1, 2)));
    expect(moved.status).toBe(200);
    const onto = await alice.put(`/api/bookings/${id}`, booking(2, slot(h + 3, 2)));
    expect(onto.status).toBe(409);
    expect(onto.body.error.message).toBe(YOU);
    // An admin handing it to a pilot who is booked then gets the admin's wording.
    const handed = await admin.put(
      `/api/bookings/${id}`,
      booking(2, slot(h + 1, 2), { pilotId: ids.admin }),
    );
    expect(handed.status).toBe(200);
    const back = await admin.put(
      `/api/bookings/${id}`,
      booking(2, slot(h + 4), { pilotId: ids.alice }),
    );
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe(MEMBER);
  });

  it("is enforced by the database, maintenance and cancelled bookings aside", async () => {
    const h = hours();
    const when = slot(h, 2);
    await book(alice, booking(0, when));
    const insert = (aircraft: number, type: string, status = "active") =>
      test.database.pool.query(
        `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, type, status,
           user_id, pilot_id)
         values ($1, $2, 'direct', $3, $4, $5, $6, $7, $7)`,
        [orgId, planes[aircraft], when.start, when.end, type, status, ids.alice],
      );
    await expect(insert(1, "rental")).rejects.toMatchObject({
      code: "23P01",
      constraint: "bookings_pilot_no_overlap",
    });
    await insert(1, "maintenance");
    await insert(2, "rental", "cancelled");
  });

  it("answers a write that loses at the constraint with the rule's message", async () => {
    const h = hours();
    const when = slot(h, 2);
    const x = await test.database.pool.connect();
    try {
      await x.query("begin");
      // Alice's booking, written and not yet committed: the facts cannot see it.
      await x.query(
        `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, user_id, pilot_id)
         values ($1, $2, 'Uncommitted', $3, $4, $5, $5)`,
        [orgId, planes[0], when.start, when.end, ids.alice],
      );
      const pending = admin.post("/api/bookings", booking(1, when, { pilotId: ids.alice }));
      await lockWaiters(1);
      await x.query("commit");
      const answer = await pending;
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: "PILOT_CONFLICT", message: MEMBER });
    } finally {
      x.release();
    }
  });

  it("lets exactly one of a pilot's simultaneous bookings of different aircraft win", async () => {
    const h = hours();
    const when = slot(h, 2);
    const results = await Promise.all(
      planes.map((_, n) => alice.post("/api/bookings", booking(n, when))),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(planes.length - 1);
    for (const lost of results.filter((result) => result.status === 409)) {
      expect(lost.body.error.message).toBe(YOU);
    }
    expect(await activeOf(ids.alice, when)).toBe(1);
  });
});

describe("the facts of a write", () => {
  it("find the pilot's bookings by the constraint's index and the grandfathered ones' own", async () => {
    const client = await test.database.pool.connect();
    try {
      await client.query("begin");
      // A history of the pilot's, so that a scan of their bookings costs what it would.
      await client.query(
        `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, user_id, pilot_id)
         select $1, $2, 'History', timestamptz '2001-01-01Z' + n * interval '2 hours',
                timestamptz '2001-01-01Z' + n * interval '2 hours' + interval '1 hour', $3, $3
         from generate_series(1, 5000) as n`,
        [orgId, planes[7], ids.alice],
      );
      await client.query("analyze bookings");
      await client.query("set local enable_seqscan = off");
      const { rows } = await client.query(
        `explain (generic_plan) ${BOOKING_WRITE_STATEMENTS.facts}`,
      );
      const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(plan).toContain("bookings_pilot_no_overlap");
      expect(plan).toContain("bookings_pilot_overlap_grandfathered_idx");
      expect(plan).not.toMatch(/Seq Scan on bookings\b/);
    } finally {
      await client.query("rollback");
      client.release();
    }
  });
});

describe("bookings that overlapped their pilot's before the rule", () => {
  /**
   * Two overlapping bookings of Alice's as an installation may hold them from before the rule:
   * written with the mark, then judged by the migration's own function (which keeps one).
   */
  async function legacyPair(h: number) {
    const { pool } = test.database;
    const { rows } = await pool.query(
      `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, user_id, pilot_id,
         pilot_overlap_grandfathered)
       values ($1, $2, 'First', $4, $5, $6, $6, true), ($1, $3, 'Second', $7, $8, $6, $6, true)
       returning id, title`,
      [
        orgId,
        planes[0],
        planes[1],
        slot(h, 2).start,
        slot(h, 2).end,
        ids.alice,
        slot(h + 1, 2).start,
        slot(h + 1, 2).end,
      ],
    );
    await pool.query("select hangar_grandfather_pilot_overlaps($1)", [orgId]);
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row.id as string]));
    return { first: byTitle.First as string, second: byTitle.Second as string };
  }

  const marked = async (id: string) =>
    (
      await test.database.pool.query(
        "select pilot_overlap_grandfathered as marked from bookings where id = $1",
        [id],
      )
    ).rows[0].marked as boolean;

  it("keeps the earlier and marks the later one; an edit that keeps the slot is allowed", async () => {
    const h = hours();
    const { first, second } = await legacyPair(h);
    expect(await marked(first)).toBe(false);
    expect(await marked(second)).toBe(true);
    for (const [id, aircraft, when] of [
      [first, 0, slot(h, 2)],
      [second, 1, slot(h + 1, 2)],
    ] as const) {
      const renamed = await alice.put(
        `/api/bookings/${id}`,
        booking(aircraft, when, { title: "Renamed" }),
      );
      expect(renamed.status).toBe(200);
    }
    expect(await marked(second)).toBe(true);
  });

  it("refuses a move that still overlaps, and judges the moved booking like any other", async () => {
    const h = hours();
    const { second } = await legacyPair(h);
    const still = await alice.put(`/api/bookings/${second}`, booking(1, slot(h + 1, 3)));
    expect(still.status).toBe(409);
    expect(still.body.error.message).toBe(YOU);
    expect(await marked(second)).toBe(true);
    const away = await alice.put(`/api/bookings/${second}`, booking(1, slot(h + 2, 2)));
    expect(away.status).toBe(200);
    expect(await marked(second)).toBe(false);
  });

  it("refuses a new booking over a grandfathered one", async () => {
    const h = hours();
    const { first } = await legacyPair(h);
    expect((await alice.post(`/api/bookings/${first}/cancel`)).status).toBe(200);
    // Only the grandfathered booking is left at h + 1.
    const response = await alice.post("/api/bookings", booking(2, slot(h + 2)));
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(YOU);
  });

  it("the migration marks what already overlaps instead of failing, and cancels nothing", async () => {
    const h = hours();
    const client = await test.database.pool.connect();
    try {
      await client.query("begin");
      // As before the migration: no constraint, no marks, overlapping bookings of one pilot.
      await client.query("alter table bookings drop constraint bookings_pilot_no_overlap");
      await client.query(
        "update bookings set pilot_overlap_grandfathered = false where pilot_overlap_grandfathered",
      );
      for (const [aircraft, offset] of [
        [0, 0],
        [1, 1],
        [2, 1.5],
        [3, 2],
      ] as const) {
        await client.query(
          `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, user_id, pilot_id)
           values ($1, $2, 'Legacy', $3, $4, $5, $5)`,
          [orgId, planes[aircraft], slot(h + offset, 2).start, slot(h + offset, 2).end, ids.alice],
        );
      }
      const statements = readFileSync("drizzle/0017_pilots_no_overlap.sql", "utf8")
        .split("--> statement-breakpoint")
        .slice(2);
      for (const statement of statements) await client.query(statement);
      const { rows } = await client.query(
        `select starts_at, pilot_overlap_grandfathered as marked, status from bookings
         where title = 'Legacy' order by starts_at`,
      );
      // Kept: h, and what starts after every earlier one has ended; marked: h + 1, h + 1.5
      // and h + 2 (h + 1.5 runs until h + 3.5); all still active.
      expect(rows.map((row) => [row.marked, row.status])).toEqual([
        [false, "active"],
        [true, "active"],
        [true, "active"],
        [true, "active"],
      ]);
    } finally {
      await client.query("rollback");
      client.release();
    }
  });
});
