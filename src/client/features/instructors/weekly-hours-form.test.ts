import { describe, expect, it } from "vitest";
import { instructorMessages } from "../../../shared/instructors/instructor.constants";
import {
  formPathOf,
  hoursFormValues,
  nextRange,
  normalizeClockTime,
  toWeeklyHoursInput,
  type WeeklyHoursFormValues,
  weeklyHoursMessages,
} from "./weekly-hours-form";

/** A week with these ranges on these weekdays, the others empty. */
function week(ranges: Record<number, [string, string][]>): WeeklyHoursFormValues {
  return {
    days: Array.from({ length: 7 }, (_, weekday) => ({
      ranges: (ranges[weekday] ?? []).map(([start, end]) => ({ start, end })),
    })),
  };
}

describe("hoursFormValues", () => {
  it("puts each saved range on its weekday, earliest first; days without hours are empty", () => {
    const values = hoursFormValues([
      { weekday: 1, start: "13:00", end: "18:00" },
      { weekday: 0, start: "00:00", end: "24:00" },
      { weekday: 1, start: "08:00", end: "12:00" },
    ]);
    expect(values).toEqual(
      week({
        0: [["00:00", "24:00"]],
        1: [
          ["08:00", "12:00"],
          ["13:00", "18:00"],
        ],
      }),
    );
  });

  it("gives seven empty days for an instructor without hours", () => {
    expect(hoursFormValues([]).days).toHaveLength(7);
    expect(hoursFormValues([]).days.every((day) => day.ranges.length === 0)).toBe(true);
  });
});

describe("toWeeklyHoursInput", () => {
  it("lists the ranges weekday by weekday, in the form's order, with the form path of each", () => {
    const { input, paths } = toWeeklyHoursInput(
      week({
        6: [["09:00", "10:00"]],
        1: [
          ["13:00", "18:00"],
          ["8:00", "12:00"],
        ],
      }),
    );
    expect(input.hours).toEqual([
      { weekday: 1, start: "13:00", end: "18:00" },
      { weekday: 1, start: "08:00", end: "12:00" },
      { weekday: 6, start: "09:00", end: "10:00" },
    ]);
    expect(paths).toEqual(["days.1.ranges.0", "days.1.ranges.1", "days.6.ranges.0"]);
  });

  it("sends nothing for a week without hours (the instructor is never available)", () => {
    expect(toWeeklyHoursInput(week({})).input).toEqual({ hours: [] });
  });

  it("goes back to the saved week's form unchanged", () => {
    const saved = [
      { weekday: 2, start: "08:00", end: "12:00" },
      { weekday: 2, start: "12:00", end: "24:00" },
      { weekday: 5, start: "00:00", end: "06:30" },
    ];
    expect(toWeeklyHoursInput(hoursFormValues(saved)).input.hours).toEqual(saved);
  });
});

describe("normalizeClockTime", () => {
  it.each([
    ["8:00", "08:00"],
    [" 08:30 ", "08:30"],
    ["24:00", "24:00"],
    ["800", "800"],
    ["", ""],
  ])("reads %j as %j", (typed, read) => {
    expect(normalizeClockTime(typed)).toBe(read);
  });
});

describe("weeklyHoursMessages: the server's rules, on the form's fields", () => {
  it("takes a valid week, ranges that meet, a whole day and an empty week", () => {
    expect(
      weeklyHoursMessages(
        week({
          0: [["00:00", "24:00"]],
          1: [
            ["08:00", "12:00"],
            ["12:00", "18:00"],
          ],
          3: [["8:00", "9:30"]],
        }),
      ),
    ).toEqual({});
    expect(weeklyHoursMessages(week({}))).toEqual({});
  });

  it.each([
    ["", "12:00", "start"],
    ["08:00", "", "end"],
    ["8", "12:00", "start"],
    ["08:60", "12:00", "start"],
    ["24:30", "12:00", "start"],
    ["08:00", "25:00", "end"],
    ["08:00", "12:00:00", "end"],
  ])("refuses %j to %j on its %s: 'Enter a time as HH:mm'", (start, end, field) => {
    expect(weeklyHoursMessages(week({ 2: [[start, end]] }))).toEqual({
      [`days.2.ranges.0.${field}`]: instructorMessages.clockTime,
    });
  });

  it.each([
    ["12:00", "08:00"],
    ["10:00", "10:00"],
    ["00:00", "00:00"],
  ])("refuses %j to %j on its end: 'End must be after start'", (start, end) => {
    expect(
      weeklyHoursMessages(
        week({
          4: [
            ["08:00", "09:00"],
            [start, end],
          ],
        }),
      ),
    ).toEqual({
      "days.4.ranges.1.end": instructorMessages.endAfterStart,
    });
  });

  it("refuses ranges of one day that overlap, on the start of the later one", () => {
    expect(
      weeklyHoursMessages(
        week({
          1: [
            ["13:00", "18:00"],
            ["08:00", "13:30"],
          ],
        }),
      ),
    ).toEqual({ "days.1.ranges.1.start": instructorMessages.hoursOverlap });
    // The same hours on two days do not overlap.
    expect(weeklyHoursMessages(week({ 1: [["08:00", "18:00"]], 2: [["08:00", "18:00"]] }))).toEqual(
      {},
    );
  });

  it("refuses more than 70 ranges a week, on the week", () => {
    const ranges = Array.from({ length: 11 }, (_, hour): [string, string] => [
      `${String(hour).padStart(2, "0")}:00`,
      `${String(hour).padStart(2, "0")}:30`,
    ]);
    const full = week(Object.fromEntries(Array.from({ length: 7 }, (_, day) => [day, ranges])));
    expect(weeklyHoursMessages(full)).toEqual({ days: instructorMessages.tooManyRanges });
  });
});

describe("formPathOf: the server's answer on the form's fields", () => {
  const paths = ["days.1.ranges.0", "days.1.ranges.1", "days.6.ranges.0"];
  it.each([
    ["hours.1.start", "days.1.ranges.1.start"],
    ["hours.2.end", "days.6.ranges.0.end"],
    ["hours.0.weekday", "days.1.ranges.0.start"],
    ["hours.0", "days.1.ranges.0.start"],
    ["hours", "days"],
  ])("puts %j on %j", (apiPath, formPath) => {
    expect(formPathOf(apiPath, paths)).toBe(formPath);
  });

  it.each(["hours.3.start", "reason", "hours.x.start"])("has no field for %j", (apiPath) => {
    expect(formPathOf(apiPath, paths)).toBeUndefined();
  });
});

describe("nextRange", () => {
  it("offers the working day to a day without hours", () => {
    expect(nextRange([])).toEqual({ start: "08:00", end: "18:00" });
  });

  it("offers the hour after the day's last range, up to the end of the day", () => {
    expect(nextRange([{ start: "08:00", end: "12:00" }])).toEqual({ start: "12:00", end: "13:00" });
    expect(nextRange([{ start: "08:00", end: "23:30" }])).toEqual({ start: "23:30", end: "24:00" });
    expect(nextRange([{ start: "08:00", end: "9:15" }])).toEqual({ start: "09:15", end: "10:15" });
  });

  it("offers empty times after a range that ends the day, or one that cannot be read", () => {
    expect(nextRange([{ start: "08:00", end: "24:00" }])).toEqual({ start: "", end: "" });
    expect(nextRange([{ start: "08:00", end: "noon" }])).toEqual({ start: "", end: "" });
  });
});
