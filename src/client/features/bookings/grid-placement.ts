import { TZDate } from "@date-fns/tz";
import { windowHours } from "../../../shared/bookings/calendar-window";

/** One hourly column of the grid: `[start, end)` of that hour on the viewer's clock. */
export interface HourColumn {
  hour: number;
  start: Date;
  end: Date;
}

/** The window's columns on the day holding `day`, in `timeZone` (see `hourColumns`). */
export const windowColumns = (day: Date, startHour: number, timeZone: string) =>
  hourColumns(day, windowHours(startHour), timeZone);

/** All 24 columns of the day holding `day`, in `timeZone`: the window moves over them. */
export const dayColumns = (day: Date, timeZone: string) => hourColumns(day, DAY_HOURS, timeZone);

const DAY_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Columns for `hours` of the day holding `day`, in `timeZone`. On the spring-forward day the
 * skipped hour is an empty column (start = end); on the fall-back day the repeated hour is one
 * column two hours long.
 */
function hourColumns(day: Date, hours: readonly number[], timeZone: string): HourColumn[] {
  const local = new TZDate(day, timeZone);
  const [year, month, date] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const at = (hour: number) => new TZDate(year, month, date, hour, timeZone);
  return hours.map((hour) => {
    const start = at(hour);
    const end = at(hour + 1);
    // The skipped hour resolves to the hour after it: it has no time of its own.
    return { hour, start: start < end ? start : end, end };
  });
}

/** Instants as the API sends them, as dates, or as milliseconds already read. */
type Instant = string | Date | number;

interface Timed {
  start: Instant;
  end: Instant;
}

export type GridSegment<T> =
  | { kind: "free"; column: number }
  | { kind: "booked"; column: number; span: number; bookings: T[] };

const time = (value: Instant) => (typeof value === "number" ? value : new Date(value).getTime());

/** Columns `[first, last]` that a booking covers (half-open overlap), or null when none. */
function coveredColumns(
  bounds: readonly (readonly [number, number])[],
  booking: Timed,
): [number, number] | null {
  const start = time(booking.start);
  const end = time(booking.end);
  let first = -1;
  let last = -1;
  bounds.forEach(([columnStart, columnEnd], index) => {
    if (columnEnd <= columnStart) return;
    if (columnStart < end && columnEnd > start) {
      if (first === -1) first = index;
      last = index;
    }
  });
  return first === -1 ? null : [first, last];
}

/**
 * One aircraft's row: free columns, and booked stretches spanning the columns their bookings
 * cover. Bookings that share a column (say 10:00–10:30 and 10:30–11:00) share one stretch, so
 * every column belongs to exactly one segment.
 */
export function placeBookings<T extends Timed>(
  columns: readonly HourColumn[],
  bookings: readonly T[],
): GridSegment<T>[] {
  // Every row is placed again on each move of the window: compare numbers, not dates.
  const bounds = columns.map((column) => [column.start.getTime(), column.end.getTime()] as const);
  const placed = bookings
    .map((booking) => ({ booking, range: coveredColumns(bounds, booking) }))
    .filter((entry): entry is { booking: T; range: [number, number] } => entry.range !== null)
    .sort((a, b) => a.range[0] - b.range[0] || time(a.booking.start) - time(b.booking.start));

  const segments: GridSegment<T>[] = [];
  let column = 0;
  let index = 0;
  while (column < columns.length) {
    const next = placed[index];
    if (!next || next.range[0] > column) {
      segments.push({ kind: "free", column });
      column += 1;
      continue;
    }
    let last = next.range[1];
    const group = [next.booking];
    index += 1;
    for (let other = placed[index]; other && other.range[0] <= last; other = placed[index]) {
      group.push(other.booking);
      last = Math.max(last, other.range[1]);
      index += 1;
    }
    segments.push({ kind: "booked", column, span: last - column + 1, bookings: group });
    column = last + 1;
  }
  return segments;
}

/** A free column can be booked when its hour exists and has not started yet. */
export const isBookableColumn = (column: HourColumn, now: Date) =>
  column.end > column.start && column.start > now;

/** The column holding `now`, if the window shows it. */
export const isCurrentColumn = (column: HourColumn, now: Date) =>
  column.start <= now && now < column.end;
