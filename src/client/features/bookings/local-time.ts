import { TZDate } from "@date-fns/tz";
import { addDays, format, isSameDay, isValid, startOfDay } from "date-fns";

/**
 * The viewer's calendar: the grid shows the days of the viewer's zone (a TZDate carries it; a
 * plain Date computes in the browser's, which is the same zone in the browser), and
 * `datetime-local` inputs speak local wall-clock time, while the API speaks ISO instants.
 */

/** An instant as the API reads it, in UTC ('…Z'), whatever time zone `date` computes in. */
const instant = (date: Date) => new Date(date.getTime()).toISOString();

/**
 * `[from, to)` of one local day as ISO instants: 23 or 25 hours long on DST days. The day is
 * the one of `day`'s time zone when it carries one (a TZDate), else the browser's.
 */
export function localDayRange(day: Date): { from: string; to: string } {
  const from = startOfDay(day);
  return { from: instant(from), to: instant(addDays(from, 1)) };
}

/** The local days from the one holding `start` to the one holding `end`, as one range. */
export function localDaysRange(start: Date, end: Date): { from: string; to: string } {
  const from = startOfDay(start);
  const lastDay = startOfDay(end < start ? start : end);
  return { from: instant(from), to: instant(addDays(lastDay, 1)) };
}

/** A `datetime-local` value: 'yyyy-MM-ddTHH:mm' on the local clock. */
export function toLocalInputValue(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

/** A `datetime-local` value read as local time; null when empty or unreadable. */
export function fromLocalInputValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const date = new Date(value);
  return isValid(date) ? date : null;
}

/** A `date` input's value ('yyyy-MM-dd') as local midnight; null when empty or unreadable. */
export function fromDateInputValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return fromLocalInputValue(`${value}T00:00`);
}

export function toDateInputValue(date: Date): string {
  return format(date, "yyyy-MM-dd");
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

/** '10:00 – 12:00', with dates when the booking does not start and end on `day`. */
export function formatTimeRange(start: Date, end: Date, day?: Date): string {
  const sameDay = isSameDay(start, end) && (!day || isSameDay(start, day));
  const pattern = sameDay ? "HH:mm" : "MMM d, HH:mm";
  return `${format(start, pattern)} – ${format(end, pattern)}`;
}

/** 'Fri, May 3, 10:00 – 11:00': a booking in a dashboard list. */
export function formatBookingWhen(start: Date, end: Date): string {
  const endPattern = isSameDay(start, end) ? "HH:mm" : "EEE, MMM d, HH:mm";
  return `${format(start, "EEE, MMM d, HH:mm")} – ${format(end, endPattern)}`;
}

/** 'Friday, May 3, 2030': the day the grid shows. */
export const formatDay = (day: Date) => format(day, "EEEE, MMMM d, yyyy");
