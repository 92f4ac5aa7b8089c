import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import type { GridSegment } from "./grid-placement";
import { WEEK_DAYS, weekDays, weekRange, weekRows } from "./week-rows";

const NEW_YORK = "America/New_York";
const PARIS = "Europe/Paris";
const HOUR = 3_600_000;
const iso = (date: Date | number) => new Date(date.valueOf()).toISOString();

const booking = (id: string, start: string, end: string) => ({ id, start, end });
const shape = (segments: GridSegment<{ id: string }>[]) =>
  segments.map((s) =>
    s.kind === "free"
      ? `free@${s.column}`
      : `${s.parts.map((p) => (p.kind === "booking" ? p.booking.id : "_")).join("+")}@${s.column}x${s.span}`,
  );
const round = (value: number) => Math.round(value * 100) / 100;

describe("weekDays", () => {
  it("gives seven midnights from the shown day, whatever hour of it is passed", () => {
    const days = weekDays(new TZDate(2030, 4, 1, 15, 30, PARIS), PARIS);
    expect(days).toHaveLength(WEEK_DAYS);
    expect(days.map((day) => iso(day))).toEqual([
      "2030-04-30T22:00:00.000Z",
      "2030-05-01T22:00:00.000Z",
      "2030-05-02T22:00:00.000Z",
      "2030-05-03T22:00:00.000Z",
      "2030-05-04T22:00:00.000Z",
      "2030-05-05T22:00:00.000Z",
      "2030-05-06T22:00:00.000Z",
    ]);
  });

  it("reads the day on the organization's clock, not the instant's UTC date", () => {
    // 02:00 UTC on May 2 is still May 1 in New York.
    const days = weekDays(new Date("2030-05-02T02:00:00Z"), NEW_YORK);
    expect(iso(days[0] as TZDate)).toBe("2030-05-01T04:00:00.000Z");
  });

  it("starts every row at midnight across the spring-forward change, the change's day being 23 hours", () => {
    // New York, 2030-03-10: the clock skips 02:00.
    const days = weekDays(new TZDate(2030, 2, 8, NEW_YORK), NEW_YORK);
    expect(days.map((day) => day.getHours())).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const lengths = days
      .slice(0, -1)
      .map((day, i) => ((days[i + 1] as TZDate).getTime() - day.getTime()) / HOUR);
    expect(lengths).toEqual([24, 24, 23, 24, 24, 24]);
    expect(iso(days[2] as TZDate)).toBe("2030-03-10T05:00:00.000Z");
    expect(iso(days[3] as TZDate)).toBe("2030-03-11T04:00:00.000Z");
  });

  it("starts every row at midnight across the fall-back change, the change's day being 25 hours", () => {
    // Paris, 2030-10-27: the clock repeats 02:00–03:00.
    const days = weekDays(new TZDate(2030, 9, 26, PARIS), PARIS);
    const lengths = days
      .slice(0, -1)
      .map((day, i) => ((days[i + 1] as TZDate).getTime() - day.getTime()) / HOUR);
    expect(lengths).toEqual([24, 25, 24, 24, 24, 24]);
  });
});

describe("weekRange", () => {
  it("covers the seven days as one read, a DST change making it an hour shorter or longer", () => {
    const spring = weekRange(new TZDate(2030, 2, 8, NEW_YORK), NEW_YORK);
    expect(spring).toEqual({ from: "2030-03-08T05:00:00.000Z", to: "2030-03-15T04:00:00.000Z" });
    const fall = weekRange(new TZDate(2030, 9, 26, PARIS), PARIS);
    expect(Date.parse(fall.to) - Date.parse(fall.from)).toBe((7 * 24 + 1) * HOUR);
    const plain = weekRange(new TZDate(2030, 4, 1, PARIS), PARIS);
    expect(Date.parse(plain.to) - Date.parse(plain.from)).toBe(7 * 24 * HOUR);
  });
});

describe("weekRows", () => {
  it("puts each booking on its own day's row, at its true place in the window", () => {
    const days = weekDays(new TZDate(2030, 4, 1, PARIS), PARIS);
    const rows = weekRows(days, 8, PARIS, [
      // May 2, 08:45–09:45 Paris time (CEST, UTC+2).
      booking("a", "2030-05-02T06:45:00Z", "2030-05-02T07:45:00Z"),
      // May 5, 14:00–15:30.
      booking("b", "2030-05-05T12:00:00Z", "2030-05-05T13:30:00Z"),
    ]);
    expect(rows).toHaveLength(7);
    const withBookings = rows.map((row) =>
      shape(row.segments).filter((s) => !s.startsWith("free")),
    );
    expect(withBookings).toEqual([[], ["_+a+_@0x2"], [], [], ["b+_@6x2"], [], []]);
    const second = rows[1]?.segments[0];
    expect(
      second?.kind === "booked" && second.parts.map((p) => [p.kind, round(p.left), round(p.width)]),
    ).toEqual([
      ["free", 0, 37.5],
      ["booking", 37.5, 50],
      ["free", 87.5, 12.5],
    ]);
    expect(rows.map((row) => row.columns[0]?.hour)).toEqual([8, 8, 8, 8, 8, 8, 8]);
    expect(iso((rows[4] as (typeof rows)[number]).columns[0]?.start as Date)).toBe(
      "2030-05-05T06:00:00.000Z",
    );
  });

  it("draws a booking across midnight on both days", () => {
    const days = weekDays(new TZDate(2030, 4, 1, PARIS), PARIS);
    // May 1, 22:00, to May 2, 02:00, Paris time.
    const night = [booking("night", "2030-05-01T20:00:00Z", "2030-05-02T00:00:00Z")];
    const evening = weekRows(days, 16, PARIS, night);
    expect(shape(evening[0]?.segments ?? [])).toContain("night@6x2");
    expect(shape(evening[1]?.segments ?? []).every((s) => s.startsWith("free"))).toBe(true);
    const early = weekRows(days, 0, PARIS, night);
    expect(shape(early[1]?.segments ?? [])[0]).toBe("night@0x2");
  });

  it("keeps the spring-forward day's skipped hour empty and its bookings at their true places", () => {
    // New York, 2030-03-10: 01:30–03:30 on the clock lasts one hour.
    const days = weekDays(new TZDate(2030, 2, 8, NEW_YORK), NEW_YORK);
    const rows = weekRows(days, 0, NEW_YORK, [
      booking("a", "2030-03-10T06:30:00Z", "2030-03-10T07:30:00Z"),
    ]);
    const change = rows[2];
    expect(change?.columns[2]?.start.getTime()).toBe(change?.columns[2]?.end.getTime());
    expect(shape(change?.segments ?? [])).toEqual([
      "free@0",
      "_+a+_@1x3",
      "free@4",
      "free@5",
      "free@6",
      "free@7",
    ]);
    const stretch = change?.segments[1];
    expect(
      stretch?.kind === "booked" &&
        stretch.parts.map((p) => [p.kind, round(p.left), round(p.width)]),
    ).toEqual([
      ["free", 0, 16.67],
      ["booking", 16.67, 66.67],
      ["free", 83.33, 16.67],
    ]);
    // The other days of that week keep their ordinary hours.
    expect(rows[3]?.columns[2]?.end.getTime()).toBe(
      (rows[3]?.columns[2]?.start.getTime() ?? 0) + HOUR,
    );
  });

  it("keeps the fall-back day's repeated hour as one column two hours long", () => {
    // New York, 2030-11-03: 01:00 comes twice; a booking in the second one is its column's second half.
    const days = weekDays(new TZDate(2030, 10, 1, NEW_YORK), NEW_YORK);
    const rows = weekRows(days, 0, NEW_YORK, [
      booking("second", "2030-11-03T06:00:00Z", "2030-11-03T07:00:00Z"),
    ]);
    const change = rows[2];
    const column = change?.columns[1];
    expect((column?.end.getTime() ?? 0) - (column?.start.getTime() ?? 0)).toBe(2 * HOUR);
    expect(shape(change?.segments ?? []).slice(0, 3)).toEqual(["free@0", "_+second@1x1", "free@2"]);
  });

  it("offers no free part before the next full hour", () => {
    const days = weekDays(new TZDate(2030, 4, 1, PARIS), PARIS);
    const rows = weekRows(
      days,
      8,
      PARIS,
      [booking("a", "2030-05-01T07:00:00Z", "2030-05-01T07:30:00Z")],
      Date.parse("2030-05-01T08:00:00Z"),
    );
    const stretch = rows[0]?.segments.find((s) => s.kind === "booked");
    expect(stretch?.kind === "booked" && stretch.parts.map((p) => p.kind)).toEqual(["booking"]);
  });
});
