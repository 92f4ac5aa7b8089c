import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  memberOf,
} from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { BookingRepository, wholeUtcMonths } from "./booking.repository";

// The statistics read whole UTC months from booking_month_totals, which triggers keep (migration
// 0004). Whatever is written, they must give exactly what adding up the bookings gives.

const HOUR_MS = 3_600_000;
/**
 * Bookings start on a grid of 3-hour slots from here, each slot used once, and last at most
 * 2¼ hours, also when lengthened: never an overlap. The grid's lanes keep apart the bulk load
 * (0), the moves (1) and the concurrent writers (2…).
 */
const GRID_START = Date.UTC(2024, 10, 20, 1);
const SLOTS = 8 * 30 * 26;
const LANES = 8;

let test: TestApp;
let repository: BookingRepository;
let club: { orgId: string; aircraftIds: string[] };
let other: { orgId: string; aircraftIds: string[] };
let userId: string;
let joinCode: string;

/** A small deterministic generator (mulberry32): the same data on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: T[]) => items[int(0, items.length - 1)] as T };
}

/** Grid slots not yet used, handed out at random; `lane` of `lanes` keeps writers apart. */
function slotPool(seed: number, lane = 0, lanes = 1) {
  const rng = random(seed);
  const free = Array.from({ length: SLOTS }, (_, index) => index).filter((s) => s % lanes === lane);
  return () => {
    const [slot] = free.splice(rng.int(0, free.length - 1), 1);
    if (slot === undefined) throw new Error("The grid is full");
    // Some start off the hour, and some last long enough to end in the next month.
    const start = new Date(GRID_START + slot * 3 * HOUR_MS + rng.int(0, 3) * 15 * 60_000);
    const end = new Date(start.getTime() + rng.int(1, 6) * 15 * 60_000);
    return { start, end };
  };
}

async function insertBookings(
  orgId: string,
  rows: { aircraftId: string; start: Date; end: Date; cancelled: boolean }[],
) {
  await test.database.pool.query(
    `insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, user_id, pilot_id, status)
     select $1, aircraft_id, 'Generated', starts_at, ends_at, $2, $2, status
     from unnest($3::uuid[], $4::timestamptz[], $5::timestamptz[], $6::text[])
       as t (aircraft_id, starts_at, ends_at, status)`,
    [
      orgId,
      userId,
      rows.map((row) => row.aircraftId),
      rows.map((row) => row.start),
      rows.map((row) => row.end),
      rows.map((row) => (row.cancelled ? "cancelled" : "active")),
    ],
  );
}

/** The statistics as adding up every booking gives them (the query before the totals). */
async function directStatistics(orgId: string, from: Date, to: Date) {
  const { rows } = await test.database.pool.query(
    `select aircraft.id as "aircraftId", aircraft.registration, aircraft.model, count, hours
     from (
       select aircraft_id, count(*)::int as count,
         coalesce(extract(epoch from sum(ends_at - starts_at)) / 3600, 0)::float8 as hours
       from bookings
       where org_id = $1 and status <> 'cancelled' and starts_at >= $2 and starts_at < $3
       group by aircraft_id
     ) as per_aircraft join aircraft on aircraft.id = per_aircraft.aircraft_id
     order by aircraft.registration`,
    [orgId, from, to],
  );
  return rows;
}

/** The totals table against the same totals computed from scratch. */
async function expectTotalsExact() {
  const { rows } = await test.database.pool.query(
    `select org_id, month, aircraft_id, bookings, duration from booking_month_totals
     where bookings <> 0
     except all
     select org_id, date_trunc('month', starts_at, 'UTC'), aircraft_id, count(*), sum(ends_at - starts_at)
     from bookings where status <> 'cancelled' group by 1, 2, 3`,
  );
  expect(rows).toEqual([]);
  const { rows: missingOrEmpty } = await test.database.pool.query(
    `select org_id, date_trunc('month', starts_at, 'UTC'), aircraft_id, count(*), sum(ends_at - starts_at)
     from bookings where status <> 'cancelled' group by 1, 2, 3
     except all
     select org_id, month, aircraft_id, bookings, duration from booking_month_totals`,
  );
  expect(missingOrEmpty).toEqual([]);
  const { rows: zeroWithTime } = await test.database.pool.query(
    "select * from booking_month_totals where bookings = 0 and duration <> interval '0'",
  );
  expect(zeroWithTime).toEqual([]);
}

/** Ranges at and off month starts, inside one month, across years, and empty. */
function ranges(seed: number) {
  const rng = random(seed);
  const month = (index: number) => new Date(Date.UTC(2024, 10 + index, 1));
  const someInstant = () =>
    new Date(GRID_START + rng.int(-20, SLOTS * 3 + 20) * HOUR_MS + rng.int(0, 59) * 60_000);
  const list: [Date, Date][] = [
    [month(0), month(27)],
    [month(2), month(14)],
    [month(3), month(4)],
    [new Date(month(5).getTime() + 1), month(7)],
    [month(5), new Date(month(7).getTime() - 1)],
    [new Date(month(8).getTime() - 1), new Date(month(9).getTime() + 1)],
    [new Date(Date.UTC(2025, 2, 3, 17)), new Date(Date.UTC(2025, 2, 19))],
    [month(6), month(6)],
  ];
  for (let index = 0; index < 30; index++) {
    const [a, b] = [someInstant(), someInstant()].sort((x, y) => x.getTime() - y.getTime());
    list.push([a as Date, b as Date]);
  }
  const yearEnd = Date.UTC(2025, 11, 14);
  list.push([new Date(yearEnd - 364 * 24 * HOUR_MS), new Date(yearEnd + 24 * HOUR_MS)]);
  return list;
}

async function expectStatisticsExact(seed: number) {
  await expectTotalsExact();
  for (const [from, to] of ranges(seed)) {
    for (const organization of [club, other]) {
      const expected = await directStatistics(organization.orgId, from, to);
      const actual = await repository.statistics(organization.orgId, from, to);
      expect(actual, `${from.toISOString()} – ${to.toISOString()}`).toEqual(expected);
    }
  }
}

const ids = async (orgId: string) =>
  (
    await test.database.pool.query("select id from bookings where org_id = $1 order by id", [orgId])
  ).rows.map((row) => row.id as string);

beforeAll(async () => {
  test = await startTestApp();
  repository = new BookingRepository(test.database.db);
  const first = await adminOfNewOrganization(test);
  const second = await adminOfNewOrganization(test, { name: "Other Club" });
  userId = (await first.client.get("/api/me")).body.user.uid;
  joinCode = first.organization.joinCode;
  club = { orgId: first.organization.id, aircraftIds: [] };
  for (let index = 0; index < 4; index++) {
    club.aircraftIds.push((await addAircraft(first.client)).id);
  }
  other = { orgId: second.organization.id, aircraftIds: [(await addAircraft(second.client)).id] };
  const rng = random(1);
  for (const organization of [club, other]) {
    const slot = slotPool(organization === club ? 2 : 3, 0, LANES);
    const count = organization === club ? 700 : 60;
    await insertBookings(
      organization.orgId,
      Array.from({ length: count }, () => ({
        aircraftId: rng.pick(organization.aircraftIds),
        ...slot(),
        cancelled: rng.next() < 0.15,
      })),
    );
  }
});
afterAll(async () => {
  await test.close();
});

describe("statistics from the monthly totals", () => {
  it("equal adding up the bookings after a bulk load with cancelled bookings", async () => {
    await expectStatisticsExact(10);
  });

  it("equal it after moves across months, cancellations, revivals, edits and deletes", async () => {
    const rng = random(20);
    const slot = slotPool(21, 1, LANES);
    const all = await ids(club.orgId);
    const some = (count: number) => Array.from({ length: count }, () => rng.pick(all));
    for (const id of some(40)) {
      const { start, end } = slot();
      await test.database.pool.query(
        "update bookings set starts_at = $2, ends_at = $3, aircraft_id = $4 where id = $1",
        [id, start, end, rng.pick(club.aircraftIds)],
      );
    }
    // Several rows, several months, one statement each.
    await test.database.pool.query(
      "update bookings set status = 'cancelled' where id = any($1::uuid[]) and status = 'active'",
      [some(60)],
    );
    await test.database.pool.query(
      "update bookings set status = 'active' where id = any($1::uuid[]) and status = 'cancelled'",
      [some(60)],
    );
    await test.database.pool.query(
      "update bookings set ends_at = ends_at + interval '45 minutes' where id = any($1::uuid[])",
      [some(50)],
    );
    await test.database.pool.query("update bookings set title = 'Renamed' where org_id = $1", [
      club.orgId,
    ]);
    await test.database.pool.query("delete from bookings where id = any($1::uuid[])", [some(80)]);
    await expectStatisticsExact(30);
  });

  it("stay exact with writers at once on the same months, without deadlocks", async () => {
    const writers = 6;
    const all = await ids(club.orgId);
    // Each writer moves bookings of its own (rows are not shared) to slots of its own, across
    // many months in one statement and in changing orders: only the totals are shared.
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        const rng = random(100 + writer);
        const mine = all.filter((_, index) => index % writers === writer);
        const slot = slotPool(200 + writer, 2 + writer, LANES);
        for (let round = 0; round < 8; round++) {
          const chosen = mine.filter(() => rng.next() < 0.3);
          if (round % 2 === 1) chosen.reverse();
          const slots = chosen.map(() => slot());
          await test.database.pool.query(
            `update bookings set starts_at = moved.starts_at, ends_at = moved.ends_at
             from unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[])
               as moved (id, starts_at, ends_at)
             where bookings.id = moved.id`,
            [chosen, slots.map((s) => s.start), slots.map((s) => s.end)],
          );
        }
      }),
    );
    await expectStatisticsExact(40);
  });
});

describe("hours per instructor", () => {
  it("count every active booking with an instructor once: with the hours without one, they are the totals", async () => {
    // Two instructors share a third of the club's bookings (the grid never overlaps).
    const teachers: string[] = [];
    for (const name of ["Ida", "Jane"]) {
      const member = await memberOf(test, joinCode);
      const id = (await member.get("/api/me")).body.user.uid as string;
      await test.database.pool.query(
        "update user_profiles set is_instructor = true, first_name = $2 where user_id = $1",
        [id, name],
      );
      teachers.push(id);
    }
    await test.database.pool.query(
      `update bookings set instructor_id = ($2::text[])[1 + (abs(hashtext(id::text)) % 2)]
       where org_id = $1 and abs(hashtext(id::text)) % 3 = 0`,
      [club.orgId, teachers],
    );
    for (const [from, to] of ranges(50)) {
      const label = `${from.toISOString()} – ${to.toISOString()}`;
      const perAircraft = await repository.statistics(club.orgId, from, to);
      const perInstructor = await repository.instructorStatistics(club.orgId, from, to);
      const { rows } = await test.database.pool.query(
        `select count(*)::int as count,
           coalesce(extract(epoch from sum(ends_at - starts_at)) / 3600, 0)::float8 as hours
         from bookings where org_id = $1 and instructor_id is null and status <> 'cancelled'
           and starts_at >= $2 and starts_at < $3`,
        [club.orgId, from, to],
      );
      const alone = rows[0] as { count: number; hours: number };
      const sum = (list: { count: number; hours: number }[], key: "count" | "hours") =>
        list.reduce((total, row) => total + row[key], 0);
      expect(sum(perInstructor, "count") + alone.count, label).toBe(sum(perAircraft, "count"));
      expect(sum(perInstructor, "hours") + alone.hours, label).toBeCloseTo(
        sum(perAircraft, "hours"),
        6,
      );
      expect(
        perInstructor.map((row) => row.firstName),
        label,
      ).toEqual(["Ida", "Jane"].filter((name) => perInstructor.some((r) => r.firstName === name)));
    }
    const [wide] = ranges(50);
    const both = await repository.instructorStatistics(club.orgId, ...(wide as [Date, Date]));
    expect(both.map((row) => row.instructorId).sort()).toEqual([...teachers].sort());
    expect(both.every((row) => row.count > 0 && row.hours > 0)).toBe(true);
    // The other organization's bookings have no instructor, and its statistics none.
    expect(await repository.instructorStatistics(other.orgId, ...(wide as [Date, Date]))).toEqual(
      [],
    );
  });
});

describe("wholeUtcMonths", () => {
  const at = (iso: string) => new Date(iso);
  it("keeps the whole months inside the range", () => {
    expect(wholeUtcMonths(at("2025-01-01T00:00:00Z"), at("2025-03-01T00:00:00Z"))).toEqual({
      from: at("2025-01-01T00:00:00Z"),
      to: at("2025-03-01T00:00:00Z"),
    });
    expect(wholeUtcMonths(at("2024-12-31T23:59:59.999Z"), at("2025-03-01T00:00:00.001Z"))).toEqual({
      from: at("2025-01-01T00:00:00Z"),
      to: at("2025-03-01T00:00:00Z"),
    });
  });

  it("gives an empty range at the end when no month is whole", () => {
    const to = at("2025-02-01T00:00:00Z");
    expect(wholeUtcMonths(at("2025-01-01T00:00:00.001Z"), to)).toEqual({ from: to, to });
    const inside = at("2025-01-20T00:00:00Z");
    expect(wholeUtcMonths(at("2025-01-01T00:00:00Z"), inside)).toEqual({
      from: inside,
      to: inside,
    });
  });
});
