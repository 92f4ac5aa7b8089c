import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  dayColumns,
  type GridSegment,
  type HourColumn,
  isBookableColumn,
  isCurrentColumn,
  placeBookings,
  windowColumns,
} from "./grid-placement";

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

/** Eight one-hour columns from `firstIso`, as on an ordinary day. */
function columnsFrom(firstIso: string, firstHour = 10): HourColumn[] {
  const first = at(firstIso).getTime();
  return Array.from({ length: 8 }, (_, i) => ({
    hour: firstHour + i,
    start: new Date(first + i * HOUR),
    end: new Date(first + (i + 1) * HOUR),
  }));
}

const booking = (id: string, start: string, end: string) => ({ id, start, end });
const shape = (segments: GridSegment<{ id: string }>[]) =>
  segments.map((s) =>
    s.kind === "free"
      ? `free@${s.column}`
      : `${s.bookings.map((b) => b.id).join("+")}@${s.column}x${s.span}`,
  );

describe("placeBookings", () => {
  const columns = columnsFrom("2030-05-01T10:00:00Z");

  it("leaves every column free without bookings", () => {
    expect(shape(placeBookings(columns, []))).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((c) => `free@${c}`),
    );
  });

  it("spans the hours a booking covers, and no more when it ends on the hour", () => {
    const placed = placeBookings(columns, [
      booking("a", "2030-05-01T11:00:00Z", "2030-05-01T13:00:00Z"),
    ]);
    expect(shape(placed)).toEqual([
      "free@0",
      "a@1x2",
      "free@3",
      "free@4",
      "free@5",
      "free@6",
      "free@7",
    ]);
  });

  it("marks a column taken by part of an hour", () => {
    const placed = placeBookings(columns, [
      booking("a", "2030-05-01T10:30:00Z", "2030-05-01T11:15:00Z"),
    ]);
    expect(shape(placed).slice(0, 3)).toEqual(["a@0x2", "free@2", "free@3"]);
  });

  it("clips bookings that start before or end after the window", () => {
    const placed = placeBookings(columns, [
      booking("early", "2030-04-30T22:00:00Z", "2030-05-01T11:00:00Z"),
      booking("late", "2030-05-01T16:00:00Z", "2030-05-02T02:00:00Z"),
    ]);
    expect(shape(placed)).toEqual([
      "early@0x1",
      "free@1",
      "free@2",
      "free@3",
      "free@4",
      "free@5",
      "late@6x2",
    ]);
  });

  it("ignores bookings outside the window, touching ones included", () => {
    const placed = placeBookings(columns, [
      booking("before", "2030-05-01T08:00:00Z", "2030-05-01T10:00:00Z"),
      booking("after", "2030-05-01T18:00:00Z", "2030-05-01T19:00:00Z"),
    ]);
    expect(placed.every((s) => s.kind === "free")).toBe(true);
  });

  it("puts bookings that share a column into one stretch, in start order", () => {
    const placed = placeBookings(columns, [
      booking("second", "2030-05-01T10:30:00Z", "2030-05-01T12:00:00Z"),
      booking("first", "2030-05-01T10:00:00Z", "2030-05-01T10:30:00Z"),
      booking("third", "2030-05-01T12:00:00Z", "2030-05-01T13:00:00Z"),
    ]);
    expect(shape(placed).slice(0, 3)).toEqual(["first+second@0x2", "third@2x1", "free@3"]);
  });

  it("merges a chain of overlapping columns into one stretch", () => {
    const placed = placeBookings(columns, [
      booking("a", "2030-05-01T10:00:00Z", "2030-05-01T11:30:00Z"),
      booking("b", "2030-05-01T11:30:00Z", "2030-05-01T12:30:00Z"),
      booking("c", "2030-05-01T12:30:00Z", "2030-05-01T13:00:00Z"),
    ]);
    expect(shape(placed).slice(0, 2)).toEqual(["a+b+c@0x3", "free@3"]);
  });

  it("accepts Date objects as well as ISO strings", () => {
    const placed = placeBookings(columns, [
      { id: "d", start: at("2030-05-01T17:00:00Z"), end: at("2030-05-01T18:00:00Z") },
    ]);
    expect(shape(placed)[7]).toBe("d@7x1");
  });

  it("accepts milliseconds read beforehand, placed as their ISO strings are", () => {
    const ms = (iso: string) => at(iso).getTime();
    const placed = placeBookings(columns, [
      { id: "b", start: ms("2030-05-01T11:30:00Z"), end: ms("2030-05-01T12:30:00Z") },
      { id: "a", start: ms("2030-05-01T10:00:00Z"), end: ms("2030-05-01T11:30:00Z") },
    ]);
    expect(shape(placed).slice(0, 2)).toEqual(["a+b@0x3", "free@3"]);
  });

  // New York, 2030-03-10: 02:00 does not exist (01:59 EST is followed by 03:00 EDT).
  const springForward: HourColumn[] = [
    { hour: 0, start: at("2030-03-10T05:00:00Z"), end: at("2030-03-10T06:00:00Z") },
    { hour: 1, start: at("2030-03-10T06:00:00Z"), end: at("2030-03-10T07:00:00Z") },
    { hour: 2, start: at("2030-03-10T07:00:00Z"), end: at("2030-03-10T07:00:00Z") },
    { hour: 3, start: at("2030-03-10T07:00:00Z"), end: at("2030-03-10T08:00:00Z") },
  ];

  it("never places a booking in the hour that a DST change skips", () => {
    const placed = placeBookings(springForward, [
      booking("a", "2030-03-10T07:00:00Z", "2030-03-10T08:00:00Z"),
    ]);
    expect(shape(placed)).toEqual(["free@0", "free@1", "free@2", "a@3x1"]);
    const across = placeBookings(springForward, [
      booking("b", "2030-03-10T06:00:00Z", "2030-03-10T08:00:00Z"),
    ]);
    expect(shape(across)).toEqual(["free@0", "b@1x3"]);
  });

  it("keeps both halves of the repeated hour of a fall-back day in one column", () => {
    // New York, 2030-11-03: 01:00 comes twice (EDT, then EST); the column lasts two hours.
    const fallBack: HourColumn[] = [
      { hour: 0, start: at("2030-11-03T04:00:00Z"), end: at("2030-11-03T05:00:00Z") },
      { hour: 1, start: at("2030-11-03T05:00:00Z"), end: at("2030-11-03T07:00:00Z") },
      { hour: 2, start: at("2030-11-03T07:00:00Z"), end: at("2030-11-03T08:00:00Z") },
    ];
    const placed = placeBookings(fallBack, [
      booking("second-one-am", "2030-11-03T06:00:00Z", "2030-11-03T07:00:00Z"),
    ]);
    expect(shape(placed)).toEqual(["free@0", "second-one-am@1x1", "free@2"]);
  });
});

describe("windowColumns", () => {
  // Explicit zones: the same columns whatever zone the process runs in (the server renders
  // them in the viewer's).
  const iso = (date: Date | undefined) => date && new Date(date.getTime()).toISOString();

  it("gives eight consecutive hours of the day in the viewer's zone", () => {
    const day = new TZDate(2030, 4, 1, 15, 20, "Asia/Kolkata");
    const columns = windowColumns(day, 9, "Asia/Kolkata");
    expect(columns.map((c) => c.hour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(iso(columns[0]?.start)).toBe("2030-05-01T03:30:00.000Z");
    expect(iso(columns[7]?.end)).toBe("2030-05-01T11:30:00.000Z");
  });

  it("takes the day of the instant as the zone has it, not as the process has it", () => {
    // 23:30 UTC on April 30 is May 1 in Kolkata.
    const columns = windowColumns(new Date("2030-04-30T23:30:00Z"), 0, "Asia/Kolkata");
    expect(iso(columns[0]?.start)).toBe("2030-04-30T18:30:00.000Z");
  });

  it("ends the last column at the next midnight", () => {
    const columns = windowColumns(
      new TZDate(2030, 11, 31, "America/New_York"),
      16,
      "America/New_York",
    );
    expect(iso(columns[7]?.end)).toBe("2031-01-01T05:00:00.000Z");
  });

  it("follows New York's DST changes", () => {
    const spring = windowColumns(
      new TZDate(2030, 2, 10, "America/New_York"),
      0,
      "America/New_York",
    );
    expect(spring[2]?.start.getTime()).toBe(spring[2]?.end.getTime());
    expect(iso(spring[1]?.end)).toBe("2030-03-10T07:00:00.000Z");
    expect(iso(spring[3]?.start)).toBe("2030-03-10T07:00:00.000Z");
    const fall = windowColumns(new TZDate(2030, 10, 3, "America/New_York"), 0, "America/New_York");
    expect(iso(fall[1]?.start)).toBe("2030-11-03T05:00:00.000Z");
    expect(iso(fall[1]?.end)).toBe("2030-11-03T07:00:00.000Z");
  });
});

describe("dayColumns", () => {
  const iso = (date: Date | undefined) => date && new Date(date.getTime()).toISOString();

  it("gives the day's 24 hours, midnight to midnight, in the viewer's zone", () => {
    const columns = dayColumns(new TZDate(2030, 4, 1, 15, "Asia/Kolkata"), "Asia/Kolkata");
    expect(columns.map((c) => c.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(iso(columns[0]?.start)).toBe("2030-04-30T18:30:00.000Z");
    expect(iso(columns[23]?.end)).toBe("2030-05-01T18:30:00.000Z");
  });

  it("keeps 24 columns on DST days: one empty in spring, one two hours long in the fall", () => {
    const spring = dayColumns(new TZDate(2030, 2, 10, "America/New_York"), "America/New_York");
    expect(spring).toHaveLength(24);
    expect(spring.filter((c) => c.start.getTime() === c.end.getTime()).map((c) => c.hour)).toEqual([
      2,
    ]);
    const fall = dayColumns(new TZDate(2030, 10, 3, "America/New_York"), "America/New_York");
    expect(fall).toHaveLength(24);
    expect(iso(fall[23]?.end)).toBe("2030-11-04T05:00:00.000Z");
    expect((fall[1]?.end.getTime() ?? 0) - (fall[1]?.start.getTime() ?? 0)).toBe(2 * 3_600_000);
  });

  it("holds the window's columns as they are", () => {
    const day = new TZDate(2030, 4, 1, "Europe/Paris");
    expect(dayColumns(day, "Europe/Paris").slice(9, 17)).toEqual(
      windowColumns(day, 9, "Europe/Paris"),
    );
  });
});

describe("isBookableColumn and isCurrentColumn", () => {
  const column = {
    hour: 10,
    start: at("2030-05-01T10:00:00Z"),
    end: at("2030-05-01T11:00:00Z"),
  };
  it("books only hours that have not started", () => {
    expect(isBookableColumn(column, at("2030-05-01T09:59:59Z"))).toBe(true);
    expect(isBookableColumn(column, at("2030-05-01T10:00:00Z"))).toBe(false);
    expect(isBookableColumn(column, at("2030-05-01T10:30:00Z"))).toBe(false);
    expect(isBookableColumn({ ...column, end: column.start }, at("2030-05-01T08:00:00Z"))).toBe(
      false,
    );
  });

  it("finds the current hour with its start included and its end excluded", () => {
    expect(isCurrentColumn(column, at("2030-05-01T10:00:00Z"))).toBe(true);
    expect(isCurrentColumn(column, at("2030-05-01T10:59:59Z"))).toBe(true);
    expect(isCurrentColumn(column, at("2030-05-01T11:00:00Z"))).toBe(false);
  });
});
