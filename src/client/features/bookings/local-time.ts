import { TZDate } from "@date-fns/tz";
import { addDays, format, isSameDay, startOfDay } from "date-fns";
import { fromLocalInputValue, inZone } from "../../lib/zoned-time";

export { fromLocalInputValue, inZone, toLocalInputValue } from "../../lib/zoned-time";

/**
 * The airfield's calendar: every day and time is on the organization's clock (useTimeZone),
 * never the browser's. Days are TZDates, which carry their zone (date-fns computes in it);
 * `datetime-local` inputs speak wall-clock time in that zone, while the API speaks ISO instants.
 */

/** An instant as the API reads it, in UTC ('…Z'), whatever time zone `date` computes in. */
const instant = (date: Date) => new Date(date.getTime()).toISOString();

/**
 * `[from, to)` of one local day as ISO instants: 23 or 25 hours long on DST days. The day is
 * the one of `day`'s time zone: pass a TZDate (a plain Date computes in the browser's).
 */
export function localDayRange(day: Date): { from: string; to: string } {
  const from = startOfDay(day);
  return { from: instant(from), to: instant(addDays(from, 1)) };
}

/** The local days of `timeZone` from the one holding `start` to the one holding `end`. */
export function localDaysRange(
  start: Date,
  end: Date,
  timeZone: string,
): { from: string; to: string } {
  const from = startOfDay(inZone(start, timeZone));
  const lastDay = startOfDay(inZone(end < start ? start : end, timeZone));
  return { from: instant(from), to: instant(addDays(lastDay, 1)) };
}

/** A `date` input's value ('yyyy-MM-dd') as midnight in `timeZone`; null when unreadable. */
export function fromDateInputValue(value: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return fromLocalInputValue(`${value}T00:00`, timeZone);
}

export function toDateInputValue(date: Date, timeZone: string): string {
  return format(inZone(date, timeZone), "yyyy-MM-dd");
}

/**
 * 'HH:mm' of `instant` on the clocks of `timeZone`: a chip's times. Read from a TZDate, not
 * formatted: the grid holds many chips.
 */
export function clockTime(instant: number, timeZone: string): string {
  const local = new TZDate(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** 'HH:00', the grid's hour headers. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * '10:00 – 12:00' on the clock of `timeZone` (by default the zone `day` carries: the grid's and
 * the dashboard's days are TZDates), with dates when the booking does not start and end on `day`.
 */
export function formatTimeRange(
  start: Date,
  end: Date,
  day?: Date,
  timeZone: string | undefined = day instanceof TZDate ? day.timeZone : undefined,
): string {
  const [from, to] = timeZone ? [inZone(start, timeZone), inZone(end, timeZone)] : [start, end];
  const sameDay = isSameDay(from, to) && (!day || isSameDay(from, day));
  const pattern = sameDay ? "HH:mm" : "MMM d, HH:mm";
  return `${format(from, pattern)} – ${format(to, pattern)}`;
}

/** 'Fri, May 3, 10:00 – 11:00' on the clock of `timeZone`: a booking in a dashboard list. */
export function formatBookingWhen(start: Date, end: Date, timeZone: string): string {
  const [from, to] = [inZone(start, timeZone), inZone(end, timeZone)];
  const endPattern = isSameDay(from, to) ? "HH:mm" : "EEE, MMM d, HH:mm";
  return `${format(from, "EEE, MMM d, HH:mm")} – ${format(to, endPattern)}`;
}

/** 'Friday, May 3, 2030': the day the grid shows. */
export const formatDay = (day: Date) => format(day, "EEEE, MMMM d, yyyy");
