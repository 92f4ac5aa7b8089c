/**
 * What the booking write's SQL decides is what the shared TypeScript decides: the bookable
 * predicate on every combination of the columns it reads, and the earliest start (the next
 * full hour) in every kind of zone, across clock changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { isAircraftBookable } from "../../shared/aircraft/fleet";
import { nextFullHour } from "../../shared/bookings/booking-rules";

let test: TestApp;

beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

describe("aircraft_is_bookable", () => {
  it("agrees with isAircraftBookable on every combination of its columns", async () => {
    for (const isArchived of [false, true]) {
      for (const bookingEnabled of [false, true]) {
        const { rows } = await test.database.pool.query(
          `select aircraft_is_bookable(jsonb_populate_record(null::aircraft,
             jsonb_build_object('is_archived', $1::boolean, 'booking_enabled', $2::boolean)))
             as bookable`,
          [isArchived, bookingEnabled],
        );
        expect(rows[0].bookable, `archived ${isArchived}, enabled ${bookingEnabled}`).toBe(
          isAircraftBookable({ isArchived, bookingEnabled }),
        );
      }
    }
  });
});

describe("hangar_next_full_hour", () => {
  const MINUTE = 60_000;
  /** Every 5 minutes and a few odd instants over the three hours around `center`. */
  const around = (center: string) => {
    const middle = Date.parse(center);
    const instants: Date[] = [];
    for (let at = middle - 90 * MINUTE; at <= middle + 90 * MINUTE; at += 5 * MINUTE) {
      instants.push(new Date(at), new Date(at + 1), new Date(at + 7 * MINUTE + 999));
    }
    return instants;
  };
  it.each([
    ["UTC", "2031-05-01T10:00:00Z"],
    ["Asia/Kolkata", "2031-05-01T05:30:00Z"],
    ["Asia/Kathmandu", "2031-05-01T05:15:00Z"],
    // Clock changes: forward and back, in New York and Berlin.
    ["America/New_York", "2031-03-09T07:00:00Z"],
    ["America/New_York", "2031-11-02T06:00:00Z"],
    ["Europe/Berlin", "2031-03-30T01:00:00Z"],
    ["Europe/Berlin", "2031-10-26T01:00:00Z"],
    // A clock change of half an hour (+10:30 to +11).
    ["Australia/Lord_Howe", "2031-10-05T15:30:00Z"],
    ["Australia/Lord_Howe", "2031-04-06T15:00:00Z"],
    // +12:45 and +13:45.
    ["Pacific/Chatham", "2031-09-27T14:00:00Z"],
  ])("agrees with nextFullHour in %s around %s", async (zone, center) => {
    const instants = around(center);
    const { rows } = await test.database.pool.query<{ earliest: Date }>(
      `select hangar_next_full_hour(at, $2) as earliest
       from unnest($1::timestamptz[]) with ordinality as instants (at, n) order by n`,
      [instants.map((instant) => instant.toISOString()), zone],
    );
    expect(rows.map((row) => row.earliest.toISOString())).toEqual(
      instants.map((instant) => nextFullHour(instant, zone).toISOString()),
    );
  });
});

describe("hangar_time_zone", () => {
  it("keeps zones PostgreSQL knows by name, and reads any other as UTC", async () => {
    const zones = ["Asia/Kolkata", "America/New_York", "UTC", null, "Not/A_Zone", "+05:30", ""];
    const { rows } = await test.database.pool.query<{ zone: string }>(
      `select hangar_time_zone(zone) as zone
       from unnest($1::text[]) with ordinality as zones (zone, n) order by n`,
      [zones],
    );
    expect(rows.map((row) => row.zone)).toEqual([
      "Asia/Kolkata",
      "America/New_York",
      "UTC",
      "UTC",
      "UTC",
      "UTC",
      "UTC",
    ]);
  });
});
