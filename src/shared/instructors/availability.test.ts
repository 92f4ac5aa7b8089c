import { describe, expect, it } from "vitest";
import {
  type Availability,
  DEFAULT_WEEKLY_HOURS,
  isAvailable,
  overlappingRangeIndex,
  unavailableParts,
  type Weekday,
  type WeeklyRange,
  weeklyHoursProblem,
} from "./availability";
import { instructorMessages } from "./instructor.constants";

const at = (iso: string) => new Date(iso);
const slot = (start: string, end: string) => ({ start: at(start), end: at(end) });
const hm = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
};
const range = (weekday: Weekday, start: string, end: string): WeeklyRange => ({
  weekday,
  startMinute: hm(start),
  endMinute: hm(end),
});
const hours = (...ranges: WeeklyRange[]): Availability => ({ hours: ranges, timeOff: [] });
const parts = (from: string, to: string, availability: Availability, zone: string) =>
  unavailableParts(at(from), at(to), availability, zone).map(({ start, end }) => [
    start.toISOString(),
    end.toISOString(),
  ]);

// 2026-03-02 is a Monday.
const MONDAY = 1;
const TUESDAY = 2;

describe("isAvailable: within the weekly hours", () => {
  const monday = hours(range(MONDAY, "08:00", "18:00"));

  it("holds for a slot inside a range, or exactly as long as it", () => {
    expect(isAvailable(slot("2026-03-02T10:00Z", "2026-03-02T11:00Z"), monday, "UTC")).toBe(true);
    expect(isAvailable(slot("2026-03-02T08:00Z", "2026-03-02T18:00Z"), monday, "UTC")).toBe(true);
  });

  it("fails for a slot that begins a minute before the hours or ends a minute after", () => {
    expect(isAvailable(slot("2026-03-02T07:59Z", "2026-03-02T09:00Z"), monday, "UTC")).toBe(false);
    expect(isAvailable(slot("2026-03-02T17:00Z", "2026-03-02T18:01Z"), monday, "UTC")).toBe(false);
  });

  it("fails on a weekday without hours", () => {
    expect(isAvailable(slot("2026-03-03T10:00Z", "2026-03-03T11:00Z"), monday, "UTC")).toBe(false);
  });

  it("joins ranges of a day that meet: 08:00–12:00 and 12:00–18:00 cover 11:00–13:00", () => {
    const split = hours(range(MONDAY, "08:00", "12:00"), range(MONDAY, "12:00", "18:00"));
    expect(isAvailable(slot("2026-03-02T11:00Z", "2026-03-02T13:00Z"), split, "UTC")).toBe(true);
  });

  it("fails across a break between two ranges of a day", () => {
    const lunch = hours(range(MONDAY, "08:00", "12:00"), range(MONDAY, "13:00", "18:00"));
    expect(isAvailable(slot("2026-03-02T11:00Z", "2026-03-02T12:30Z"), lunch, "UTC")).toBe(false);
    expect(isAvailable(slot("2026-03-02T13:00Z", "2026-03-02T14:00Z"), lunch, "UTC")).toBe(true);
  });

  it("splits a slot across midnight: Monday 22:00–02:00 needs Monday until 24:00 and Tuesday from 00:00", () => {
    const late = slot("2026-03-02T22:00Z", "2026-03-03T02:00Z");
    const monday = range(MONDAY, "20:00", "24:00");
    const tuesday = range(TUESDAY, "00:00", "03:00");
    expect(isAvailable(late, hours(monday, tuesday), "UTC")).toBe(true);
    expect(isAvailable(late, hours(monday), "UTC")).toBe(false);
    expect(isAvailable(late, hours(tuesday), "UTC")).toBe(false);
    expect(isAvailable(late, hours(range(MONDAY, "20:00", "23:59"), tuesday), "UTC")).toBe(false);
  });

  it("wraps from Saturday night to Sunday morning", () => {
    const weekend = hours(range(6, "22:00", "24:00"), range(0, "00:00", "02:00"));
    // 2026-03-07 is a Saturday.
    const night = slot("2026-03-07T23:00Z", "2026-03-08T01:00Z");
    expect(isAvailable(night, weekend, "UTC")).toBe(true);
  });

  it("reads the weekday and time on the organization's clocks, not UTC's", () => {
    // Monday 19:00–20:00 in Los Angeles is Tuesday 03:00–04:00 UTC.
    const evening = slot("2026-03-03T03:00Z", "2026-03-03T04:00Z");
    const mondayEvening = hours(range(MONDAY, "18:00", "21:00"));
    expect(isAvailable(evening, mondayEvening, "America/Los_Angeles")).toBe(true);
    expect(isAvailable(evening, mondayEvening, "UTC")).toBe(false);
  });

  it("is never available with no hours at all, not even for a minute", () => {
    const none = hours();
    expect(isAvailable(slot("2026-03-02T12:00Z", "2026-03-02T12:01Z"), none, "UTC")).toBe(false);
    expect(unavailableParts(at("2026-03-02T00:00Z"), at("2026-03-03T00:00Z"), none, "UTC")).toEqual(
      [{ start: at("2026-03-02T00:00Z"), end: at("2026-03-03T00:00Z") }],
    );
  });

  it("is available 08:00–18:00 on every day of the week with the default hours", () => {
    const defaults: Availability = { hours: DEFAULT_WEEKLY_HOURS, timeOff: [] };
    for (let day = 1; day <= 7; day++) {
      const date = `2026-03-0${day}`;
      expect(isAvailable(slot(`${date}T08:00Z`, `${date}T18:00Z`), defaults, "UTC")).toBe(true);
      expect(isAvailable(slot(`${date}T07:59Z`, `${date}T09:00Z`), defaults, "UTC")).toBe(false);
      expect(isAvailable(slot(`${date}T17:00Z`, `${date}T18:01Z`), defaults, "UTC")).toBe(false);
    }
  });

  it("is no answer for a slot that does not end after it starts", () => {
    const always = hours(range(MONDAY, "00:00", "24:00"));
    expect(isAvailable(slot("2026-03-02T10:00Z", "2026-03-02T10:00Z"), always, "UTC")).toBe(false);
    expect(isAvailable(slot("2026-03-02T11:00Z", "2026-03-02T10:00Z"), always, "UTC")).toBe(false);
  });
});

describe("isAvailable: across a change of the clocks (Europe/Paris)", () => {
  const PARIS = "Europe/Paris";
  // Sunday 2026-03-29: 02:00 CET becomes 03:00 CEST (01:00 UTC).
  const SPRING_SUNDAY = 0;

  it("keeps hours on the local clock: 08:00 is 07:00 UTC on Saturday, 06:00 UTC on Sunday", () => {
    const weekend = hours(range(6, "08:00", "18:00"), range(SPRING_SUNDAY, "08:00", "18:00"));
    expect(isAvailable(slot("2026-03-28T07:00Z", "2026-03-28T08:00Z"), weekend, PARIS)).toBe(true);
    expect(isAvailable(slot("2026-03-28T06:30Z", "2026-03-28T07:30Z"), weekend, PARIS)).toBe(false);
    expect(isAvailable(slot("2026-03-29T06:00Z", "2026-03-29T07:00Z"), weekend, PARIS)).toBe(true);
    expect(isAvailable(slot("2026-03-29T05:30Z", "2026-03-29T06:30Z"), weekend, PARIS)).toBe(false);
    expect(isAvailable(slot("2026-03-29T15:00Z", "2026-03-29T16:00Z"), weekend, PARIS)).toBe(true);
    expect(isAvailable(slot("2026-03-29T15:30Z", "2026-03-29T16:30Z"), weekend, PARIS)).toBe(false);
  });

  it("judges a 01:30–03:30 slot on the night the clocks go forward (one real hour) by its local times", () => {
    const night = slot("2026-03-29T00:30Z", "2026-03-29T01:30Z");
    const sunday = (start: string, end: string) => hours(range(SPRING_SUNDAY, start, end));
    expect(isAvailable(night, sunday("00:00", "24:00"), PARIS)).toBe(true);
    expect(isAvailable(night, sunday("01:00", "04:00"), PARIS)).toBe(true);
    expect(isAvailable(night, sunday("01:30", "03:30"), PARIS)).toBe(true);
    expect(isAvailable(night, sunday("01:00", "03:00"), PARIS)).toBe(false);
    expect(isAvailable(night, sunday("08:00", "18:00"), PARIS)).toBe(false);
    // The hour the clocks skip joins 01:00–02:00 to 03:00–04:00.
    const skipped = hours(
      range(SPRING_SUNDAY, "01:00", "02:00"),
      range(SPRING_SUNDAY, "03:00", "04:00"),
    );
    expect(isAvailable(night, skipped, PARIS)).toBe(true);
  });

  it("gives the night the clocks go back its 25 hours", () => {
    // Sunday 2026-10-25: 03:00 CEST becomes 02:00 CET (01:00 UTC).
    const allSunday = hours(range(0, "00:00", "24:00"));
    const wholeDay = slot("2026-10-24T22:00Z", "2026-10-25T23:00Z");
    expect(isAvailable(wholeDay, allSunday, PARIS)).toBe(true);
    expect(isAvailable(slot("2026-10-24T21:59Z", "2026-10-25T12:00Z"), allSunday, PARIS)).toBe(
      false,
    );
    expect(isAvailable(slot("2026-10-25T12:00Z", "2026-10-25T23:01Z"), allSunday, PARIS)).toBe(
      false,
    );
    // The repeated hour, both times round, lies within 01:00–04:00.
    const night = hours(range(0, "01:00", "04:00"));
    expect(isAvailable(slot("2026-10-24T23:00Z", "2026-10-25T03:00Z"), night, PARIS)).toBe(true);
  });
});

describe("isAvailable: zones half an hour off", () => {
  it("reads 09:00–17:00 in Asia/Kolkata (UTC+05:30) as 03:30–11:30 UTC", () => {
    const monday = hours(range(MONDAY, "09:00", "17:00"));
    const kolkata = "Asia/Kolkata";
    expect(isAvailable(slot("2026-03-02T03:30Z", "2026-03-02T11:30Z"), monday, kolkata)).toBe(true);
    expect(isAvailable(slot("2026-03-02T03:00Z", "2026-03-02T04:00Z"), monday, kolkata)).toBe(
      false,
    );
    expect(isAvailable(slot("2026-03-02T11:00Z", "2026-03-02T12:00Z"), monday, kolkata)).toBe(
      false,
    );
  });

  it("follows Australia/Adelaide's clocks going back from +10:30 to +09:30", () => {
    // Sunday 2026-04-05 at 03:00 ACDT the clocks go back to 02:00 ACST.
    const adelaide = "Australia/Adelaide";
    const days = hours(range(6, "08:00", "18:00"), range(0, "08:00", "18:00"));
    // 08:00 is 21:30 UTC the evening before on Saturday, 22:30 UTC on Sunday.
    expect(isAvailable(slot("2026-04-03T21:30Z", "2026-04-04T07:30Z"), days, adelaide)).toBe(true);
    expect(isAvailable(slot("2026-04-04T22:30Z", "2026-04-05T08:30Z"), days, adelaide)).toBe(true);
    expect(isAvailable(slot("2026-04-04T22:00Z", "2026-04-04T23:00Z"), days, adelaide)).toBe(false);
  });
});

describe("isAvailable: time off", () => {
  const monday = (off: [string, string][]): Availability => ({
    hours: [range(MONDAY, "08:00", "18:00")],
    timeOff: off.map(([start, end]) => ({ start: at(start), end: at(end) })),
  });

  it("blocks a slot it overlaps, even by a minute", () => {
    const off = monday([["2026-03-02T09:00Z", "2026-03-02T10:00Z"]]);
    expect(isAvailable(slot("2026-03-02T09:59Z", "2026-03-02T11:00Z"), off, "UTC")).toBe(false);
    expect(isAvailable(slot("2026-03-02T08:00Z", "2026-03-02T09:01Z"), off, "UTC")).toBe(false);
    expect(isAvailable(slot("2026-03-02T08:00Z", "2026-03-02T12:00Z"), off, "UTC")).toBe(false);
  });

  it("is half-open: a time off ending at 10:00 leaves a slot from 10:00, one from 10:00 a slot until 10:00", () => {
    const off = monday([["2026-03-02T09:00Z", "2026-03-02T10:00Z"]]);
    expect(isAvailable(slot("2026-03-02T10:00Z", "2026-03-02T11:00Z"), off, "UTC")).toBe(true);
    expect(isAvailable(slot("2026-03-02T08:00Z", "2026-03-02T09:00Z"), off, "UTC")).toBe(true);
  });

  it("blocks a slot it covers on a day of many hours", () => {
    const week: Availability = {
      hours: DEFAULT_WEEKLY_HOURS,
      timeOff: [{ start: at("2026-03-01T00:00Z"), end: at("2026-03-08T00:00Z") }],
    };
    expect(isAvailable(slot("2026-03-04T10:00Z", "2026-03-04T11:00Z"), week, "UTC")).toBe(false);
    expect(isAvailable(slot("2026-03-09T10:00Z", "2026-03-09T11:00Z"), week, "UTC")).toBe(true);
  });
});

describe("unavailableParts", () => {
  const defaults: Availability = { hours: DEFAULT_WEEKLY_HOURS, timeOff: [] };

  it("gives a day with the default hours its night before 08:00 and evening after 18:00", () => {
    expect(parts("2026-03-02T00:00Z", "2026-03-03T00:00Z", defaults, "UTC")).toEqual([
      ["2026-03-02T00:00:00.000Z", "2026-03-02T08:00:00.000Z"],
      ["2026-03-02T18:00:00.000Z", "2026-03-03T00:00:00.000Z"],
    ]);
  });

  it("adds time off, joined with the closed hours it meets, and clipped to the window", () => {
    const withOff: Availability = {
      hours: DEFAULT_WEEKLY_HOURS,
      timeOff: [
        { start: at("2026-03-02T08:00Z"), end: at("2026-03-02T09:00Z") },
        { start: at("2026-03-02T12:00Z"), end: at("2026-03-02T13:00Z") },
        { start: at("2026-03-02T17:00Z"), end: at("2026-03-05T00:00Z") },
      ],
    };
    expect(parts("2026-03-02T00:00Z", "2026-03-03T00:00Z", withOff, "UTC")).toEqual([
      ["2026-03-02T00:00:00.000Z", "2026-03-02T09:00:00.000Z"],
      ["2026-03-02T12:00:00.000Z", "2026-03-02T13:00:00.000Z"],
      ["2026-03-02T17:00:00.000Z", "2026-03-03T00:00:00.000Z"],
    ]);
  });

  it("makes one stretch of an evening and the next morning", () => {
    expect(parts("2026-03-02T12:00Z", "2026-03-03T12:00Z", defaults, "UTC")).toEqual([
      ["2026-03-02T18:00:00.000Z", "2026-03-03T08:00:00.000Z"],
    ]);
  });

  it("measures a local day of 23 hours on the clocks of its zone", () => {
    // Sunday 2026-03-29 in Paris runs from 23:00 UTC on Saturday to 22:00 UTC.
    expect(parts("2026-03-28T23:00Z", "2026-03-29T22:00Z", defaults, "Europe/Paris")).toEqual([
      ["2026-03-28T23:00:00.000Z", "2026-03-29T06:00:00.000Z"],
      ["2026-03-29T16:00:00.000Z", "2026-03-29T22:00:00.000Z"],
    ]);
  });

  it("is empty for a window wholly available, or no window at all", () => {
    expect(parts("2026-03-02T09:00Z", "2026-03-02T17:00Z", defaults, "UTC")).toEqual([]);
    expect(parts("2026-03-02T09:00Z", "2026-03-02T09:00Z", hours(), "UTC")).toEqual([]);
  });
});

describe("weeklyHoursProblem", () => {
  it("accepts the default hours, no hours at all, and times to the minute up to 24:00", () => {
    expect(weeklyHoursProblem(DEFAULT_WEEKLY_HOURS)).toBeUndefined();
    expect(weeklyHoursProblem([])).toBeUndefined();
    expect(weeklyHoursProblem([range(MONDAY, "08:07", "08:08")])).toBeUndefined();
    expect(weeklyHoursProblem([range(MONDAY, "00:00", "24:00")])).toBeUndefined();
  });

  it("wants an end after the start", () => {
    expect(weeklyHoursProblem([range(MONDAY, "10:00", "10:00")])).toBe(
      instructorMessages.endAfterStart,
    );
    expect(weeklyHoursProblem([range(MONDAY, "10:00", "09:59")])).toBe(
      instructorMessages.endAfterStart,
    );
  });

  it("keeps minutes within the day and weekdays 0 to 6", () => {
    const at = (startMinute: number, endMinute: number, weekday = MONDAY) =>
      weeklyHoursProblem([{ weekday: weekday as Weekday, startMinute, endMinute }]);
    expect(at(-1, 60)).toBe(instructorMessages.minutes);
    expect(at(60, 1441)).toBe(instructorMessages.minutes);
    expect(at(60.5, 120)).toBe(instructorMessages.minutes);
    expect(at(60, 120, 7)).toBe(instructorMessages.weekday);
    expect(at(60, 120, -1)).toBe(instructorMessages.weekday);
  });

  it("refuses ranges of one weekday that overlap, but not ones that meet or lie on other days", () => {
    const overlapping = [range(MONDAY, "08:00", "12:00"), range(MONDAY, "11:59", "18:00")];
    expect(weeklyHoursProblem(overlapping)).toBe(instructorMessages.hoursOverlap);
    expect(overlappingRangeIndex(overlapping)).toBe(1);
    const inside = [range(MONDAY, "08:00", "18:00"), range(MONDAY, "09:00", "10:00")];
    expect(weeklyHoursProblem(inside)).toBe(instructorMessages.hoursOverlap);
    expect(
      weeklyHoursProblem([range(MONDAY, "08:00", "12:00"), range(MONDAY, "12:00", "18:00")]),
    ).toBeUndefined();
    expect(
      weeklyHoursProblem([range(MONDAY, "08:00", "12:00"), range(TUESDAY, "08:00", "12:00")]),
    ).toBeUndefined();
    expect(overlappingRangeIndex(DEFAULT_WEEKLY_HOURS)).toBeUndefined();
  });
});
