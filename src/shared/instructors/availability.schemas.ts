import { z } from "zod";
import { bookingMessages, MAX_CALENDAR_DAYS } from "../bookings/booking.constants";
import { isRangeWithin, isWithinCalendar } from "../bookings/booking.schemas";
import { controlCharacterMessage, isOneLineText, text } from "../validation/text";
import { overlappingRangeIndex, type Weekday, type WeeklyRange } from "./availability";
import {
  instructorMessages,
  MAX_WEEKLY_RANGES,
  TIME_OFF_REASON_MAX_LENGTH,
} from "./instructor.constants";

/** Cross-field rules judge values that passed their own field's rules, not the raw input. */
const whenFieldsValid = { when: (payload: { issues: unknown[] }) => payload.issues.length === 0 };

/** "HH:mm" on a 24-hour clock, and "24:00" for the end of the day. */
const CLOCK_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** The minute of the day a clock time names: "08:30" is 510, "24:00" is 1440. */
export function minuteOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A minute of the day as "HH:mm"; 1440 is "24:00". */
export function clockTime(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

const clockTimeSchema = z
  .string({ error: instructorMessages.clockTime })
  .regex(CLOCK_TIME, instructorMessages.clockTime)
  .transform(minuteOfDay);

/** One range of hours as the form and the API write it: a weekday, a start and an end. */
const weeklyRangeInputSchema = z
  .object({
    weekday: z
      .int({ error: instructorMessages.weekday })
      .min(0, instructorMessages.weekday)
      .max(6, instructorMessages.weekday),
    start: clockTimeSchema,
    end: clockTimeSchema,
  })
  .refine((range) => range.start < range.end, {
    path: ["end"],
    message: instructorMessages.endAfterStart,
    ...whenFieldsValid,
  })
  .transform(
    (range): WeeklyRange => ({
      weekday: range.weekday as Weekday,
      startMinute: range.start,
      endMinute: range.end,
    }),
  );

/**
 * An instructor's whole week of hours (docs/rules/instructors.md): it replaces the week before.
 * A range that overlaps an earlier one of its weekday is refused on its start.
 */
export const weeklyHoursInputSchema = z.object({
  hours: z
    .array(weeklyRangeInputSchema, { error: instructorMessages.tooManyRanges })
    .max(MAX_WEEKLY_RANGES, instructorMessages.tooManyRanges)
    .superRefine((ranges, ctx) => {
      const index = overlappingRangeIndex(ranges);
      if (index !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: [index, "start"],
          message: instructorMessages.hoursOverlap,
        });
      }
    }, whenFieldsValid),
});
export type WeeklyHoursInput = z.input<typeof weeklyHoursInputSchema>;
export type WeeklyHoursData = z.output<typeof weeklyHoursInputSchema>;

/** An instant with its offset, as the API speaks it (ISO-8601), within the calendar's years. */
const instant = z
  .string({ error: instructorMessages.timeOffTimes })
  .pipe(z.iso.datetime({ offset: true, error: instructorMessages.timeOffTimes }))
  .refine(isWithinCalendar, bookingMessages.outsideCalendar);

/** A time off: from `start` to `end` (half-open), with a short reason. */
export const timeOffInputSchema = z
  .object({
    start: instant,
    end: instant,
    reason: text(TIME_OFF_REASON_MAX_LENGTH)
      .refine(isOneLineText, controlCharacterMessage)
      .default(""),
  })
  .refine((input) => Date.parse(input.start) < Date.parse(input.end), {
    path: ["end"],
    message: instructorMessages.endAfterStart,
    ...whenFieldsValid,
  });
export type TimeOffInput = z.input<typeof timeOffInputSchema>;
export type TimeOffData = z.output<typeof timeOffInputSchema>;

const calendarInstant = z.iso
  .datetime({ offset: true, error: bookingMessages.invalidCalendarRange })
  .refine(isWithinCalendar, bookingMessages.outsideCalendar);

/**
 * The instructors' list: without a window, their time off that has not ended (the booking
 * form's); with `from` and `to` (a calendar day, at most as long as a calendar read), their time
 * off that overlaps it, ended or not.
 */
export const instructorsQuerySchema = z
  .object({ from: calendarInstant.optional(), to: calendarInstant.optional() })
  .refine(
    ({ from, to }) =>
      from === undefined && to === undefined
        ? true
        : from !== undefined && to !== undefined && isRangeWithin({ from, to }, MAX_CALENDAR_DAYS),
    bookingMessages.invalidCalendarRange,
  );
