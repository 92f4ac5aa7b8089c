import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { type GridSegment, type HourColumn, placeBookings, windowColumns } from "./grid-placement";

/**
 * The week view: one aircraft's days as rows, each over the same hourly window as the day grid
 * (docs/rules/calendar.md). A week is the shown day and the six after it (decision 0047).
 */
export const WEEK_DAYS = 7;

/** Midnight of the day holding `day` and of the six days after it, on the clock of `timeZone`. */
export function weekDays(day: Date, timeZone: string): TZDate[] {
  const first = startOfDay(new TZDate(day.getTime(), timeZone));
  // addDays keeps the wall clock, so every row starts at a midnight, DST days included.
  return Array.from({ length: WEEK_DAYS }, (_, index) => addDays(first, index));
}

/** `[from, to)` of the week beginning with the day holding `day`, as instants for the API. */
export function weekRange(day: Date, timeZone: string): { from: string; to: string } {
  const days = weekDays(day, timeZone);
  const from = days[0] as TZDate;
  const to = addDays(days[WEEK_DAYS - 1] as TZDate, 1);
  return { from: new Date(from.getTime()).toISOString(), to: new Date(to.getTime()).toISOString() };
}

/** One day of the week: its window's columns and the aircraft's bookings placed in them. */
export interface WeekRow<T> {
  day: TZDate;
  columns: HourColumn[];
  segments: GridSegment<T>[];
}

/**
 * The week's rows over the window from `startHour`: each day placed as the day grid places a
 * row (placeBookings), so a booking across midnight shows on both days and DST days keep their
 * empty or double columns. `bookableFrom` is the next full hour, as in the day grid.
 */
export function weekRows<T extends { start: string | number; end: string | number }>(
  days: readonly TZDate[],
  startHour: number,
  timeZone: string,
  bookings: readonly T[],
  bookableFrom = Number.NEGATIVE_INFINITY,
): WeekRow<T>[] {
  return days.map((day) => {
    const columns = windowColumns(day, startHour, timeZone);
    return { day, columns, segments: placeBookings(columns, bookings, bookableFrom) };
  });
}
