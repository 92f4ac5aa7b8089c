import { describe, expect, it } from "vitest";
import {
  findConflicts,
  formatLeadTime,
  nextFullHour,
  overlaps,
  zoneOffsetMinutes,
} from "./booking-rules";

const at = (iso: string) => new Date(iso);
const interval = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe("overlaps (half-open)", () => {
  const booked = interval("2030-05-01T10:00:00Z", "2030-05-01T12:00:00Z");
  it.each([
    ["ends exactly when the other starts", "2030-05-01T08:00:00Z", "2030-05-01T10:00:00Z", false],
    ["starts exactly when the other ends", "2030-05-01T12:00:00Z", "2030-05-01T13:00:00Z", false],
    ["overlaps its start", "2030-05-01T09:00:00Z", "2030-05-01T10:00:01Z", true],
    ["overlaps its end", "2030-05-01T11:59:59Z", "2030-05-01T13:00:00Z", true],
    ["is contained", "2030-05-01T10:30:00Z", "2030-05-01T11:00:00Z", true],
    ["contains it", "2030-05-01T09:00:00Z", "2030-05-01T13:00:00Z", true],
    ["is equal", "2030-05-01T10:00:00Z", "2030-05-01T12:00:00Z", true],
    ["is well before", "2030-05-01T06:00:00Z", "2030-05-01T07:00:00Z", false],
  ])("a booking that %s: %s", (_, start, end, expected) => {
    expect(overlaps(interval(start, end), booked)).toBe(expected);
    expect(overlaps(booked, interval(start, end))).toBe(expected);
  });
});

describe("findConflicts", () => {
  const existing = [
    {
      id: "a",
      aircraftId: "plane-1",
      status: "active",
      ...interval("2030-05-01T10:00:00Z", "2030-05-01T12:00:00Z"),
    },
    {
      id: "b",
      aircraftId: "plane-1",
      status: "cancelled",
      ...interval("2030-05-01T12:00:00Z", "2030-05-01T14:00:00Z"),
    },
    {
      id: "c",
      aircraftId: "plane-2",
      status: "active",
      ...interval("2030-05-01T10:00:00Z", "2030-05-01T12:00:00Z"),
    },
  ];

  it("finds active overlaps on the same aircraft only", () => {
    const found = findConflicts(
      { aircraftId: "plane-1", ...interval("2030-05-01T11:00:00Z", "2030-05-01T13:00:00Z") },
      existing,
    );
    expect(found.map((b) => b.id)).toEqual(["a"]);
  });

  it("ignores cancelled bookings", () => {
    expect(
      findConflicts(
        { aircraftId: "plane-1", ...interval("2030-05-01T12:00:00Z", "2030-05-01T14:00:00Z") },
        existing,
      ),
    ).toEqual([]);
  });

  it("ignores the booking itself on update", () => {
    expect(
      findConflicts(
        {
          id: "a",
          aircraftId: "plane-1",
          ...interval("2030-05-01T10:30:00Z", "2030-05-01T11:30:00Z"),
        },
        existing,
      ),
    ).toEqual([]);
  });
});

describe("nextFullHour", () => {
  it.each([
    ["2030-05-01T10:00:00.000Z", "UTC", "2030-05-01T11:00:00.000Z"],
    ["2030-05-01T10:00:00.001Z", "UTC", "2030-05-01T11:00:00.000Z"],
    ["2030-05-01T10:59:59.999Z", "UTC", "2030-05-01T11:00:00.000Z"],
    // Around midnight: into the next day, month and year.
    ["2030-05-01T23:30:00Z", "UTC", "2030-05-02T00:00:00.000Z"],
    ["2030-12-31T23:00:00Z", "UTC", "2031-01-01T00:00:00.000Z"],
    // A zone half an hour off UTC: 10:10 in Kolkata is 04:40Z, and 11:00 there is 05:30Z.
    ["2030-05-01T04:40:00Z", "Asia/Kolkata", "2030-05-01T05:30:00.000Z"],
    ["2030-05-01T04:40:00Z", "Asia/Kathmandu", "2030-05-01T05:15:00.000Z"],
    // New York falls back on 2030-11-03: 01:30 EDT (05:30Z) is followed by 01:00 EST (06:00Z).
    ["2030-11-03T05:30:00Z", "America/New_York", "2030-11-03T06:00:00.000Z"],
    // New York springs forward on 2030-03-10: after 01:30 EST (06:30Z) comes 03:00 EDT (07:00Z).
    ["2030-03-10T06:30:00Z", "America/New_York", "2030-03-10T07:00:00.000Z"],
    // Midnight in Berlin during summer time.
    ["2030-07-01T21:10:00Z", "Europe/Berlin", "2030-07-01T22:00:00.000Z"],
  ])("after %s in %s is %s", (now, zone, expected) => {
    expect(nextFullHour(at(now), zone).toISOString()).toBe(expected);
  });

  it("uses the local zone when none is given", () => {
    const now = at("2030-05-01T10:20:00Z");
    const result = nextFullHour(now);
    expect(result.getMinutes()).toBe(0);
    expect(result.getTime()).toBeGreaterThan(now.getTime());
    expect(result.getTime() - now.getTime()).toBeLessThanOrEqual(60 * 60 * 1000);
  });
});

describe("zoneOffsetMinutes", () => {
  it("knows summer and winter time", () => {
    expect(zoneOffsetMinutes(at("2030-01-15T12:00:00Z"), "Europe/Berlin")).toBe(60);
    expect(zoneOffsetMinutes(at("2030-07-15T12:00:00Z"), "Europe/Berlin")).toBe(120);
    expect(zoneOffsetMinutes(at("2030-07-15T12:00:00Z"), "UTC")).toBe(0);
  });
});

describe("formatLeadTime", () => {
  it("names the zone when one is given", () => {
    expect(formatLeadTime(at("2030-05-01T11:00:00Z"), "UTC")).toBe("May 1, 2030, 11:00 AM UTC");
  });
});
