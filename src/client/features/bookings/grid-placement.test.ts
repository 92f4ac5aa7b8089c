import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  dayColumns,
  flowParts,
  freeSlot,
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
      : `${s.parts.map((p) => (p.kind === "booking" ? p.booking.id : "_")).join("+")}@${s.column}x${s.span}`,
  );
const round = (value: number) => Math.round(value * 100) / 100;
const iso = (ms: number) => new Date(ms).toISOString().slice(11, 16);
/** A stretch's parts: 'id lane:left+width' for bookings, 'free left+width hh:mm–hh:mm' (UTC). */
const parts = (segment: GridSegment<{ id: string }> | undefined) =>
  segment?.kind === "booked"
    ? segment.parts.map((p) =>
        p.kind === "booking"
          ? `${p.booking.id} ${p.lane}:${round(p.left)}+${round(p.width)}`
          : `free ${round(p.left)}+${round(p.width)} ${iso(p.slot.start)}–${iso(p.slot.end)}`,
      )
    : [];
const booked = (segments: GridSegment<{ id: string }>[]) =>
  segments.filter((s) => s.kind === "booked");

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
    expect(parts(placed[1])).toEqual(["a 0:0+100"]);
  });

  it("draws 08:45–09:45 and 09:45–11:45 side by side, with 08:00–08:45 free to book", () => {
    const placed = placeBookings(columnsFrom("2030-05-01T08:00:00Z", 8), [
      booking("b", "2030-05-01T09:45:00Z", "2030-05-01T11:45:00Z"),
      booking("a", "2030-05-01T08:45:00Z", "2030-05-01T09:45:00Z"),
    ]);
    expect(shape(placed).slice(0, 2)).toEqual(["_+a+b+_@0x4", "free@4"]);
    // Four hours wide: a quarter hour is 6.25 %. Both in lane 0: nothing is stacked.
    expect(parts(placed[0])).toEqual([
      "free 0+18.75 08:00–08:45",
      "a 0:18.75+25",
      "b 0:43.75+50",
      "free 93.75+6.25 11:45–12:45",
    ]);
    expect(booked(placed)[0]).toMatchObject({ lanes: 1 });
  });

  it("puts touching bookings in one lane with nothing free between them", () => {
    const placed = placeBookings(columns, [
      booking("first", "2030-05-01T10:00:00Z", "2030-05-01T10:30:00Z"),
      booking("second", "2030-05-01T10:30:00Z", "2030-05-01T12:00:00Z"),
      booking("third", "2030-05-01T12:00:00Z", "2030-05-01T13:00:00Z"),
    ]);
    expect(shape(placed).slice(0, 3)).toEqual(["first+second@0x2", "third@2x1", "free@3"]);
    expect(parts(placed[0])).toEqual(["first 0:0+25", "second 0:25+75"]);
  });

  it("places sub-hour bookings to the minute, and the free part between them", () => {
    const placed = placeBookings(columns, [
      booking("a", "2030-05-01T10:05:00Z", "2030-05-01T10:20:00Z"),
      booking("b", "2030-05-01T10:40:00Z", "2030-05-01T10:52:00Z"),
    ]);
    expect(shape(placed).slice(0, 2)).toEqual(["_+a+_+b@0x1", "free@1"]);
    expect(parts(placed[0])).toEqual([
      // 10:00–10:05 is offered from 10:00, up to the booking at 10:05.
      "free 0+8.33 10:00–10:05",
      "a 0:8.33+25",
      // Free from 10:20: offered from the quarter hour after, up to the next booking.
      "free 50+16.67 10:30–10:40",
      "b 0:66.67+20",
      // 10:52–11:00 holds no quarter hour's start: nothing to offer.
    ]);
  });

  it("keeps a chain of touching bookings in one stretch, each at its own place", () => {
    const placed = placeBookings(columns, [
      booking("a", "2030-05-01T10:00:00Z", "2030-05-01T11:30:00Z"),
      booking("b", "2030-05-01T11:30:00Z", "2030-05-01T12:30:00Z"),
      booking("c", "2030-05-01T12:30:00Z", "2030-05-01T13:00:00Z"),
    ]);
    expect(shape(placed).slice(0, 2)).toEqual(["a+b+c@0x3", "free@3"]);
    expect(parts(placed[0])).toEqual(["a 0:0+50", "b 0:50+33.33", "c 0:83.33+16.67"]);
  });

  it("stacks only bookings that overlap (older data), in lanes", () => {
    const placed = placeBookings(columns, [
      booking("a", "2030-05-01T10:00:00Z", "2030-05-01T11:30:00Z"),
      booking("b", "2030-05-01T11:00:00Z", "2030-05-01T12:00:00Z"),
      booking("c", "2030-05-01T11:30:00Z", "2030-05-01T12:00:00Z"),
    ]);
    expect(parts(placed[0])).toEqual(["a 0:0+75", "b 1:50+50", "c 0:75+25"]);
    expect(booked(placed)[0]).toMatchObject({ lanes: 2 });
  });

  it("clips bookings that start before or end after the window", () => {
    const placed = placeBookings(columns, [
      booking("early", "2030-04-30T22:00:00Z", "2030-05-01T11:00:00Z"),
      booking("late", "2030-05-01T16:30:00Z", "2030-05-02T02:00:00Z"),
    ]);
    expect(shape(placed)).toEqual([
      "early@0x1",
      "free@1",
      "free@2",
      "free@3",
      "free@4",
      "free@5",
      "_+late@6x2",
    ]);
    expect(parts(placed[0])).toEqual(["early 0:0+100"]);
    expect(parts(placed[6])).toEqual(["free 0+25 16:00–16:30", "late 0:25+75"]);
  });

  it("ignores bookings outside the window, touching ones included", () => {
    const placed = placeBookings(columns, [
      booking("before", "2030-05-01T08:00:00Z", "2030-05-01T10:00:00Z"),
      booking("after", "2030-05-01T18:00:00Z", "2030-05-01T19:00:00Z"),
    ]);
    expect(placed.every((s) => s.kind === "free")).toBe(true);
  });

  it("ends a free part's booking at the next booking, even in a later stretch", () => {
    const placed = placeBookings(columns, [
      booking("a", "2030-05-01T10:00:00Z", "2030-05-01T10:45:00Z"),
      booking("b", "2030-05-01T11:30:00Z", "2030-05-01T12:00:00Z"),
    ]);
    expect(parts(placed[0])).toEqual(["a 0:0+75", "free 75+25 10:45–11:30"]);
  });

  it("offers nothing before the next full hour, today", () => {
    const demo = [
      booking("a", "2030-05-01T08:45:00Z", "2030-05-01T09:45:00Z"),
      booking("b", "2030-05-01T09:45:00Z", "2030-05-01T11:45:00Z"),
    ];
    const eight = columnsFrom("2030-05-01T08:00:00Z", 8);
    // At 07:10 the next full hour is 08:00: 08:00–08:45 can be booked.
    const early = placeBookings(eight, demo, at("2030-05-01T08:00:00Z").getTime());
    expect(parts(early[0])[0]).toBe("free 0+18.75 08:00–08:45");
    // At 08:10 it is 09:00: nothing of 08:00–08:45 is left.
    const late = placeBookings(eight, demo, at("2030-05-01T09:00:00Z").getTime());
    expect(parts(late[0])).toEqual(["a 0:18.75+25", "b 0:43.75+50", "free 93.75+6.25 11:45–12:45"]);
    // At 11:10 it is 12:00: the free quarter 11:45–12:00 has passed too.
    const noon = placeBookings(eight, demo, at("2030-05-01T12:00:00Z").getTime());
    expect(parts(noon[0])).toEqual(["a 0:18.75+25", "b 0:43.75+50"]);
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
    expect(shape(placed).slice(0, 2)).toEqual(["a+b+_@0x3", "free@3"]);
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
    expect(shape(placed)).toEqual(["free@0", "_+second-one-am@1x1", "free@2"]);
    expect(parts(placed[1])).toEqual(["free 0+50 05:00–06:00", "second-one-am 0:50+50"]);
  });
});

describe("placeBookings over a whole day in a zone", () => {
  const PARIS = "Europe/Paris";

  it("draws a booking across midnight from the day's start, and one into the next day to its end", () => {
    const day = dayColumns(new TZDate(2030, 4, 2, PARIS), PARIS);
    const placed = placeBookings(day, [
      // 22:30 on May 1 to 01:15 on May 2, Paris time (CEST, UTC+2).
      booking("night", "2030-05-01T20:30:00Z", "2030-05-01T23:15:00Z"),
      // 23:30 on May 2 to 00:30 on May 3.
      booking("late", "2030-05-02T21:30:00Z", "2030-05-02T22:30:00Z"),
    ]);
    expect(shape(placed)[0]).toBe("night+_@0x2");
    expect(parts(placed[0])).toEqual(["night 0:0+62.5", "free 62.5+37.5 23:15–00:15"]);
    const last = placed.at(-1);
    expect(last).toMatchObject({ kind: "booked", column: 23, span: 1 });
    expect(parts(last)).toEqual(["free 0+50 21:00–21:30", "late 0:50+50"]);
  });

  it("places bookings to the minute across the spring-forward change", () => {
    // Paris, 2030-03-31: 02:00 does not exist; 01:30–03:30 on the clock lasts one hour.
    const day = dayColumns(new TZDate(2030, 2, 31, PARIS), PARIS);
    const placed = placeBookings(day, [
      booking("a", "2030-03-31T00:30:00Z", "2030-03-31T01:30:00Z"),
    ]);
    expect(shape(placed)[1]).toBe("_+a+_@1x3");
    // Hours 1, 2 (empty) and 3: from half past one to half past three, the skipped hour between.
    expect(parts(placed[1])).toEqual([
      "free 0+16.67 00:00–00:30",
      "a 0:16.67+66.67",
      "free 83.33+16.67 01:30–02:30",
    ]);
  });

  it("places bookings to the minute in the repeated hour of the fall-back change", () => {
    // Paris, 2030-10-27: 02:00–03:00 comes twice. Hour 1's column holds 01:00 and the first
    // 02:00 (23:00–01:00 UTC); hour 2's, the second 02:00 (01:00–02:00 UTC).
    const day = dayColumns(new TZDate(2030, 9, 27, PARIS), PARIS);
    const placed = placeBookings(day, [
      // 02:30 summer time to 02:30 winter time: from three quarters of hour 1 to half of hour 2.
      booking("a", "2030-10-27T00:30:00Z", "2030-10-27T01:30:00Z"),
    ]);
    expect(shape(placed).slice(0, 3)).toEqual(["free@0", "_+a+_@1x2", "free@3"]);
    expect(parts(placed[1])).toEqual([
      "free 0+37.5 23:00–00:00",
      "a 0:37.5+37.5",
      "free 75+25 01:30–02:30",
    ]);
  });

  it("places the same booking at the hours of the viewer's zone", () => {
    const demo = [booking("a", "2030-05-01T12:45:00Z", "2030-05-01T13:45:00Z")];
    // 08:45–09:45 in New York (EDT).
    const newYork = placeBookings(
      windowColumns(new TZDate(2030, 4, 1, "America/New_York"), 8, "America/New_York"),
      demo,
    );
    expect(shape(newYork).slice(0, 2)).toEqual(["_+a+_@0x2", "free@2"]);
    expect(parts(newYork[0])).toEqual([
      "free 0+37.5 12:00–12:45",
      "a 0:37.5+50",
      "free 87.5+12.5 13:45–14:45",
    ]);
    // 18:15–19:15 in Kolkata (UTC+05:30).
    const kolkata = placeBookings(
      windowColumns(new TZDate(2030, 4, 1, "Asia/Kolkata"), 16, "Asia/Kolkata"),
      demo,
    );
    expect(shape(kolkata).slice(1, 4)).toEqual(["free@1", "_+a+_@2x2", "free@4"]);
    expect(parts(kolkata[2])).toEqual([
      "free 0+12.5 12:30–12:45",
      "a 0:12.5+50",
      "free 62.5+37.5 13:45–14:45",
    ]);
  });
});

describe("freeSlot", () => {
  const t = (hhmm: string) => at(`2030-05-01T${hhmm}:00Z`).getTime();
  const slot = (from: string, to: string, next: string, bookableFrom: string) => {
    const found = freeSlot(t(from), t(to), t(next), t(bookableFrom));
    return found && `${iso(found.start)}–${iso(found.end)}`;
  };

  it("starts at the free part, on the quarter hour", () => {
    expect(slot("08:00", "08:45", "08:45", "07:00")).toBe("08:00–08:45");
    expect(slot("09:50", "11:00", "11:00", "07:00")).toBe("10:00–11:00");
    // 09:46–10:00 holds no quarter hour's start.
    expect(slot("09:46", "10:00", "12:00", "07:00")).toBeNull();
  });

  it("ends one hour later or at the next booking, whichever comes first", () => {
    expect(slot("08:00", "09:30", "09:30", "07:00")).toBe("08:00–09:00");
    expect(slot("08:00", "08:15", "08:15", "07:00")).toBe("08:00–08:15");
    expect(slot("11:45", "12:00", "14:00", "07:00")).toBe("11:45–12:45");
  });

  it("never starts before the next full hour", () => {
    expect(slot("08:00", "09:30", "09:30", "09:00")).toBe("09:00–09:30");
    expect(slot("08:00", "09:00", "09:00", "09:00")).toBeNull();
  });
});

describe("flowParts", () => {
  const columns = columnsFrom("2030-05-01T08:00:00Z", 8);
  const stretchOf = (...bookings: ReturnType<typeof booking>[]) => {
    const segment = placeBookings(columns, bookings).find((s) => s.kind === "booked");
    if (segment?.kind !== "booked") throw new Error("no stretch");
    return segment.parts;
  };
  /** 'id gap+width' for bookings, 'free gap+width', '/' where a line begins. */
  const flow = (parts: ReturnType<typeof flowParts<{ id: string }>>) =>
    parts.map(
      (p) =>
        `${p.newLine ? "/" : ""}${p.kind === "booking" ? p.booking.id : "free"} ${round(p.gap)}+${round(p.width)}`,
    );

  it("lays a stretch's parts one after the other, without gaps when the free parts are there", () => {
    const parts = stretchOf(
      booking("a", "2030-05-01T08:45:00Z", "2030-05-01T09:45:00Z"),
      booking("b", "2030-05-01T09:45:00Z", "2030-05-01T11:45:00Z"),
    );
    expect(flow(flowParts(parts))).toEqual(["free 0+18.75", "a 0+25", "b 0+50", "free 0+6.25"]);
  });

  it("keeps each booking at its place when the free parts are left out", () => {
    const parts = stretchOf(
      booking("a", "2030-05-01T08:45:00Z", "2030-05-01T09:30:00Z"),
      booking("b", "2030-05-01T09:45:00Z", "2030-05-01T10:30:00Z"),
    );
    const bookings = parts.filter((part) => part.kind === "booking");
    // Three hours: a from 08:45 (25 %), b a quarter hour (8.33 %) after a ends.
    expect(flow(flowParts(bookings))).toEqual(["a 25+25", "b 8.33+25"]);
  });

  it("gives each lane of overlapping bookings a line of its own, placed from the stretch's start", () => {
    const parts = stretchOf(
      booking("a", "2030-05-01T08:00:00Z", "2030-05-01T09:30:00Z"),
      booking("b", "2030-05-01T09:00:00Z", "2030-05-01T10:00:00Z"),
      booking("c", "2030-05-01T09:30:00Z", "2030-05-01T10:00:00Z"),
    );
    expect(flow(flowParts(parts))).toEqual(["a 0+75", "c 0+25", "/b 50+50"]);
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
