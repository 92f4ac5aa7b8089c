import { z } from "zod";
import { aircraftCategories } from "../aircraft/aircraft.constants";
import { hasNoNul } from "../validation/text";
import { bookingMessages, CALENDAR_FIRST_YEAR, CALENDAR_LAST_YEAR } from "./booking.constants";
import { SLOT_STEP_MINUTES } from "./slot-finder.constants";

/** The longest slot searched for: a long day's flying. */
export const MAX_SLOT_MINUTES = 12 * 60;
export const DEFAULT_SLOT_MINUTES = 60;

/** Whether `value` is a date of the calendar's years written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= CALENDAR_FIRST_YEAR &&
    year <= CALENDAR_LAST_YEAR &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * What 'Find a Slot' asks (docs/rules/calendar.md): one aircraft (`aircraftId`), or any of a
 * `category`, or any at all when neither is given; an instructor's id, `any` or `none`; a
 * duration in half hours; the first date searched, on the organization's clocks (today when
 * omitted).
 */
export const slotQuerySchema = z
  .object({
    aircraftId: z.string().trim().max(100).refine(hasNoNul).optional(),
    category: z.enum(aircraftCategories, { error: bookingMessages.slotCategory }).optional(),
    instructor: z
      .string({ error: bookingMessages.slotInstructor })
      .trim()
      .min(1, bookingMessages.slotInstructor)
      .max(100, bookingMessages.slotInstructor)
      .refine(hasNoNul, bookingMessages.slotInstructor)
      .default("none"),
    durationMinutes: z.coerce
      .number({ error: bookingMessages.slotDuration })
      .int(bookingMessages.slotDuration)
      .min(SLOT_STEP_MINUTES, bookingMessages.slotDuration)
      .max(MAX_SLOT_MINUTES, bookingMessages.slotDuration)
      .refine((minutes) => minutes % SLOT_STEP_MINUTES === 0, bookingMessages.slotDuration)
      .default(DEFAULT_SLOT_MINUTES),
    from: z
      .string({ error: bookingMessages.slotFrom })
      .refine(isCalendarDate, bookingMessages.slotFrom)
      .optional(),
  })
  .refine((query) => !(query.aircraftId && query.category), {
    message: bookingMessages.slotAircraftOrCategory,
    path: ["category"],
  });
export type SlotQuery = z.infer<typeof slotQuerySchema>;

/** A slot as the API proposes it. */
export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  aircraft: z.object({ id: z.string(), registration: z.string() }),
  instructor: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type SlotView = z.infer<typeof slotSchema>;
