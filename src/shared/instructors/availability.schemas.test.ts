import { describe, expect, it } from "vitest";
import { tooLong } from "../validation/text";
import {
  clockTime,
  minuteOfDay,
  timeOffInputSchema,
  weeklyHoursInputSchema,
} from "./availability.schemas";
import { instructorMessages, MAX_WEEKLY_RANGES } from "./instructor.constants";

/** The first message for each field, keyed as the API keys them. */
function fields(schema: typeof weeklyHoursInputSchema | typeof timeOffInputSchema, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  const result: Record<string, string> = {};
  for (const issue of parsed.error.issues) result[issue.path.join(".")] ??= issue.message;
  return result;
}

const week = (...hours: unknown[]) => ({ hours });

describe("weekly hours as the API takes them", () => {
  it("reads HH:mm as minutes of the day, 24:00 included, and writes them back", () => {
    expect(
      weeklyHoursInputSchema.parse(week({ weekday: 1, start: "08:07", end: "24:00" })),
    ).toEqual({ hours: [{ weekday: 1, startMinute: 487, endMinute: 1440 }] });
    expect(minuteOfDay("00:00")).toBe(0);
    expect(clockTime(487)).toBe("08:07");
    expect(clockTime(1440)).toBe("24:00");
    expect(clockTime(0)).toBe("00:00");
  });

  it("refuses times that are not HH:mm within the day", () => {
    for (const time of ["8:00", "08:0", "24:01", "25:00", "23:60", "08:00:00", "0800", "", 480]) {
      expect(
        fields(weeklyHoursInputSchema, week({ weekday: 1, start: time, end: "24:00" })),
        String(time),
      ).toEqual({
        "hours.0.start": instructorMessages.clockTime,
      });
    }
  });

  it("refuses weekdays outside 0 (Sunday) to 6 (Saturday)", () => {
    for (const weekday of [-1, 7, 1.5, "1", null]) {
      expect(
        fields(weeklyHoursInputSchema, week({ weekday, start: "08:00", end: "09:00" })),
      ).toEqual({
        "hours.0.weekday": instructorMessages.weekday,
      });
    }
  });

  it("wants each range to end after it starts: 'End must be after start'", () => {
    expect(
      fields(weeklyHoursInputSchema, week({ weekday: 1, start: "09:00", end: "09:00" })),
    ).toEqual({
      "hours.0.end": "End must be after start",
    });
    expect(
      fields(weeklyHoursInputSchema, week({ weekday: 1, start: "24:00", end: "24:00" })),
    ).toEqual({
      "hours.0.end": "End must be after start",
    });
  });

  it("refuses a range that overlaps an earlier one of its day, on its start: 'Hours of one day must not overlap'", () => {
    const overlapping = week(
      { weekday: 1, start: "08:00", end: "12:00" },
      { weekday: 2, start: "11:00", end: "13:00" },
      { weekday: 1, start: "11:00", end: "13:00" },
    );
    expect(fields(weeklyHoursInputSchema, overlapping)).toEqual({
      "hours.2.start": "Hours of one day must not overlap",
    });
    const meeting = week(
      { weekday: 1, start: "08:00", end: "12:00" },
      { weekday: 1, start: "12:00", end: "18:00" },
    );
    expect(fields(weeklyHoursInputSchema, meeting)).toBeUndefined();
  });

  it("takes no hours at all, and at most a bounded number of ranges", () => {
    expect(fields(weeklyHoursInputSchema, week())).toBeUndefined();
    const many = Array.from({ length: MAX_WEEKLY_RANGES + 1 }, (_, i) => ({
      weekday: i % 7,
      start: clockTime(Math.floor(i / 7) * 60),
      end: clockTime(Math.floor(i / 7) * 60 + 30),
    }));
    expect(fields(weeklyHoursInputSchema, week(...many))).toEqual({
      hours: instructorMessages.tooManyRanges,
    });
  });
});

describe("a time off as the API takes it", () => {
  const start = "2026-05-01T08:00:00Z";
  const end = "2026-05-03T18:00:00+02:00";

  it("takes ISO instants and an optional reason, blank when absent", () => {
    expect(timeOffInputSchema.parse({ start, end })).toEqual({ start, end, reason: "" });
    expect(timeOffInputSchema.parse({ start, end, reason: "  Holiday " }).reason).toBe("Holiday");
  });

  it("wants an end after the start: 'End must be after start'", () => {
    expect(fields(timeOffInputSchema, { start, end: start })).toEqual({
      end: "End must be after start",
    });
    expect(fields(timeOffInputSchema, { start: end, end: start })).toEqual({
      end: "End must be after start",
    });
  });

  it("refuses a reason over 200 characters, or of several lines", () => {
    expect(fields(timeOffInputSchema, { start, end, reason: "x".repeat(200) })).toBeUndefined();
    expect(fields(timeOffInputSchema, { start, end, reason: "x".repeat(201) })).toEqual({
      reason: tooLong(200),
    });
    expect(fields(timeOffInputSchema, { start, end, reason: "a\nb" })).toBeDefined();
  });

  it("refuses times that are not instants with an offset", () => {
    expect(fields(timeOffInputSchema, { start: "2026-05-01T08:00:00", end })).toEqual({
      start: instructorMessages.timeOffTimes,
    });
    expect(fields(timeOffInputSchema, { start, end: "tomorrow" })).toEqual({
      end: instructorMessages.timeOffTimes,
    });
  });
});
