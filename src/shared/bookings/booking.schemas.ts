import { z } from "zod";
import {
  controlCharacterMessage,
  hasNoNul,
  isMultiLineText,
  isOneLineText,
  requiredText,
  text,
} from "../validation/text";
import {
  bookingMessages,
  bookingTypes,
  CALENDAR_FIRST_YEAR,
  CALENDAR_LAST_YEAR,
  isGroundType,
  MAX_BOOKING_DAYS,
  MAX_CALENDAR_DAYS,
  MAX_STATISTICS_DAYS,
  MY_BOOKINGS_MAX_PAGE_SIZE,
  MY_BOOKINGS_PAGE_SIZE,
} from "./booking.constants";
import { leadTimeFieldErrors } from "./booking-policy";
import { nextFullHour } from "./booking-rules";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an ISO instant lies within the years the calendar holds. */
export function isWithinCalendar(iso: string): boolean {
  const year = new Date(iso).getUTCFullYear();
  return year >= CALENDAR_FIRST_YEAR && year <= CALENDAR_LAST_YEAR;
}

/** An instant with its offset, as the API speaks it (ISO-8601), within the calendar's years. */
const instant = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: "Enter a valid date and time" }))
    .refine(isWithinCalendar, bookingMessages.outsideCalendar);

/** What the API accepts to create or update a booking (docs/rules/bookings.md). */
export const bookingInputSchema = z
  .object({
    /** The aircraft; none (null, absent or '') on a Ground booking, required on any other. */
    aircraftId: z
      .string({ error: bookingMessages.aircraftRequired })
      .trim()
      .max(100)
      .nullable()
      .optional()
      .transform((id) => (id ? id : null)),
    title: requiredText(bookingMessages.purposeRequired, 200).refine(
      isOneLineText,
      controlCharacterMessage,
    ),
    type: z.enum(bookingTypes, { error: bookingMessages.typeRequired }),
    start: instant(bookingMessages.timesRequired),
    end: instant(bookingMessages.timesRequired),
    notes: text(2000)
      .refine(isMultiLineText, controlCharacterMessage)
      .transform((notes) => (notes === "" ? undefined : notes))
      .optional(),
    /** The pilot; admins may book for any member, members only for themselves. */
    pilotId: z
      .string()
      .trim()
      .min(1, bookingMessages.userRequired)
      .max(100)
      .refine(hasNoNul, bookingMessages.pilotNotMember)
      .optional(),
    /**
     * Who teaches: null for no instructor; absent keeps an updated booking's instructor (none
     * on a new booking).
     */
    instructorId: z
      .string()
      .trim()
      .max(100)
      .refine(hasNoNul, bookingMessages.notAnInstructor)
      .transform((id) => (id === "" ? null : id))
      .nullable()
      .optional(),
  })
  .superRefine((input, ctx) => {
    // Which aircraft a booking may have depends on its type. `continue: false`: as a field's own
    // check, it stops the checks that follow the schema (the form's policy).
    const ground = isGroundType(input.type);
    if (ground !== (input.aircraftId === null)) {
      ctx.addIssue({
        code: "custom",
        path: ["aircraftId"],
        message: ground ? bookingMessages.groundWithAircraft : bookingMessages.aircraftRequired,
        continue: false,
      });
    }
    const start = Date.parse(input.start);
    const end = Date.parse(input.end);
    if (end <= start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: bookingMessages.endAfterStart });
    } else if (end - start > MAX_BOOKING_DAYS * DAY_MS) {
      ctx.addIssue({ code: "custom", path: ["end"], message: bookingMessages.tooLong });
    }
  });
export type BookingInput = z.infer<typeof bookingInputSchema>;

/**
 * Start and end may be no earlier than the next full hour after now in `timeZone` (the
 * browser's when omitted): the messages for each field that breaks the rule.
 */
export function leadTimeErrors(
  times: { start: Date; end: Date },
  now: Date,
  timeZone?: string,
): { start?: string; end?: string } {
  return leadTimeFieldErrors(times, nextFullHour(now, timeZone), timeZone);
}

/** Whether `[from, to)` ends after it starts and spans at most `maxDays` days. */
export function isRangeWithin(range: { from: string; to: string }, maxDays: number): boolean {
  const span = Date.parse(range.to) - Date.parse(range.from);
  return span > 0 && span <= maxDays * DAY_MS;
}

/** A range `from` inclusive, `to` exclusive, of at most `maxDays` days. */
const rangeSchema = (maxDays: number, message: string) =>
  z
    .object({
      from: z.iso
        .datetime({ offset: true, error: message })
        .refine(isWithinCalendar, bookingMessages.outsideCalendar),
      to: z.iso
        .datetime({ offset: true, error: message })
        .refine(isWithinCalendar, bookingMessages.outsideCalendar),
      aircraftId: z.string().max(100).optional(),
    })
    .refine((range) => isRangeWithin(range, maxDays), message);

/** A window of the calendar: a day, or the days of one booking. */
export const calendarRangeSchema = rangeSchema(
  MAX_CALENDAR_DAYS,
  bookingMessages.invalidCalendarRange,
);
export type CalendarRange = z.infer<typeof calendarRangeSchema>;

/** A range of the statistics, read from month totals: up to a year and a bit. */
export const statisticsRangeSchema = rangeSchema(MAX_STATISTICS_DAYS, bookingMessages.invalidRange);
export type StatisticsRange = z.infer<typeof statisticsRangeSchema>;

/**
 * Where a page of 'My Bookings' continues: after the booking that starts at `start` with id
 * `id` (the last of the page before), in the list's order. Opaque to the client.
 */
export interface MyBookingsCursor {
  start: string;
  id: string;
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const encodeMyBookingsCursor = ({ start, id }: MyBookingsCursor) => `${start}_${id}`;

/** The cursor of a string the query schema accepted. */
export function decodeMyBookingsCursor(value: string): MyBookingsCursor {
  const [start = "", id = ""] = value.split("_");
  return { start, id };
}

/** A member's own bookings, a page at a time: upcoming (soonest first) or past (latest first). */
export const myBookingsQuerySchema = z.object({
  when: z.enum(["upcoming", "past"], { error: bookingMessages.invalidPage }).default("upcoming"),
  limit: z.coerce
    .number({ error: bookingMessages.invalidPage })
    .int(bookingMessages.invalidPage)
    .min(1, bookingMessages.invalidPage)
    .max(MY_BOOKINGS_MAX_PAGE_SIZE, bookingMessages.invalidPage)
    .default(MY_BOOKINGS_PAGE_SIZE),
  after: z
    .string()
    .max(100, bookingMessages.invalidPage)
    .regex(CURSOR, bookingMessages.invalidPage)
    .refine((value) => isWithinCalendar(value.slice(0, 24)), bookingMessages.invalidPage)
    .optional(),
});
export type MyBookingsQuery = z.infer<typeof myBookingsQuerySchema>;
