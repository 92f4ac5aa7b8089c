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

/** What a click on a free part books: from `start` to `end` (ms since the epoch). */
export interface FreeSlot {
  start: number;
  end: number;
}

/**
 * A part of a booked stretch, placed to the minute: `left` and `width` are percentages of the
 * stretch's width. Bookings that overlap (the database refuses them; older data may hold some)
 * take lanes one above the other; the others all sit in lane 0, side by side.
 */
export type StretchPart<T> =
  | { kind: "booking"; booking: T; left: number; width: number; lane: number }
  | { kind: "free"; left: number; width: number; slot: FreeSlot };

/**
 * A row is made of segments: a whole free hour, or a stretch of hours that bookings touch, with
 * the bookings and the bookable free parts between them at their true places.
 */
export type GridSegment<T> =
  | { kind: "free"; column: number }
  | { kind: "booked"; column: number; span: number; lanes: number; parts: StretchPart<T>[] };

const time = (value: Instant) => (typeof value === "number" ? value : new Date(value).getTime());

const HOUR_MS = 3_600_000;
const QUARTER_MS = 15 * 60_000;

type Bounds = readonly (readonly [number, number])[];

/** Columns `[first, last]` that a booking covers (half-open overlap), or null when none. */
function coveredColumns(bounds: Bounds, start: number, end: number): [number, number] | null {
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
 * Where `instant` falls, in columns from the first (10.75 is a quarter before the end of the
 * eleventh). A start belongs to the column it begins, an end to the column it closes, so that
 * the empty column of a skipped hour stays empty. Clamped to `[first, last + 1]`.
 */
function columnOffset(
  bounds: Bounds,
  first: number,
  last: number,
  instant: number,
  isEnd: boolean,
) {
  for (let index = first; index <= last; index++) {
    const [start, end] = bounds[index] as readonly [number, number];
    if (end <= start) continue;
    const inside = isEnd ? start < instant && instant <= end : start <= instant && instant < end;
    if (inside) return index + (instant - start) / (end - start);
    if (instant < start) return index;
  }
  return last + 1;
}

const ceilToQuarter = (instant: number) => Math.ceil(instant / QUARTER_MS) * QUARTER_MS;

/**
 * What a click on the free time `[from, to)` books, `next` being the start of the booking after
 * it: from the free part's start on the quarter hour, never before `bookableFrom` (the next full
 * hour), to one hour later or to the next booking, whichever comes first. Null when nothing of
 * the free part can be booked.
 */
export function freeSlot(from: number, to: number, next: number, bookableFrom: number) {
  const start = Math.max(ceilToQuarter(from), bookableFrom);
  if (start >= to) return null;
  return { start, end: Math.min(start + HOUR_MS, next) };
}

interface Placed<T> {
  booking: T;
  start: number;
  end: number;
  range: [number, number];
}

/**
 * One aircraft's row over `columns`: free hours, and stretches of the hours bookings touch.
 * Bookings that share an hour (08:45–09:45 and 09:45–11:45) share a stretch, and are drawn in it
 * from their real start to their real end, with the bookable free parts (08:00–08:45) between.
 * `bookableFrom` is the next full hour: nothing before it is offered. Linear in the bookings.
 */
export function placeBookings<T extends Timed>(
  columns: readonly HourColumn[],
  bookings: readonly T[],
  bookableFrom = Number.NEGATIVE_INFINITY,
): GridSegment<T>[] {
  // Every row is placed again on each move of the window: compare numbers, not dates.
  const bounds = columns.map((column) => [column.start.getTime(), column.end.getTime()] as const);
  const placed: Placed<T>[] = [];
  for (const booking of bookings) {
    const start = time(booking.start);
    const end = time(booking.end);
    const range = coveredColumns(bounds, start, end);
    if (range) placed.push({ booking, start, end, range });
  }
  placed.sort((a, b) => a.start - b.start || a.end - b.end);

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
    const group = [next];
    index += 1;
    for (let other = placed[index]; other && other.range[0] <= last; other = placed[index]) {
      group.push(other);
      last = Math.max(last, other.range[1]);
      index += 1;
    }
    const after = placed[index]?.start ?? Number.POSITIVE_INFINITY;
    segments.push(stretch(bounds, column, last, group, after, bookableFrom));
    column = last + 1;
  }
  return segments;
}

/** The stretch of columns `[first, last]` holding `group` (in start order). */
function stretch<T>(
  bounds: Bounds,
  first: number,
  last: number,
  group: readonly Placed<T>[],
  after: number,
  bookableFrom: number,
): GridSegment<T> {
  const span = last - first + 1;
  const percent = (offset: number) => ((offset - first) / span) * 100;
  const place = (from: number, to: number) => {
    const left = percent(columnOffset(bounds, first, last, from, false));
    return { left, width: percent(columnOffset(bounds, first, last, to, true)) - left };
  };
  const parts: StretchPart<T>[] = [];
  const laneEnds: number[] = [];
  const addFree = (from: number, to: number, next: number) => {
    const slot = to > from ? freeSlot(from, to, next, bookableFrom) : null;
    if (slot) parts.push({ kind: "free", ...place(slot.start, to), slot });
  };
  let covered = (bounds[first] as readonly [number, number])[0];
  for (const entry of group) {
    addFree(covered, entry.start, entry.start);
    covered = Math.max(covered, entry.end);
    let lane = laneEnds.findIndex((end) => end <= entry.start);
    if (lane === -1) lane = laneEnds.push(entry.end) - 1;
    else laneEnds[lane] = entry.end;
    parts.push({ kind: "booking", booking: entry.booking, ...place(entry.start, entry.end), lane });
  }
  addFree(covered, (bounds[last] as readonly [number, number])[1], after);
  return { kind: "booked", column: first, span, lanes: laneEnds.length, parts };
}

/** A part of a stretch as it is laid out: in its lane's line, `gap` after the part before it. */
export type FlowPart<T> = StretchPart<T> & {
  /** Percent of the stretch's width between this part and the end of the one before it. */
  gap: number;
  /** The first part of a lane after the first: it begins a line of its own. */
  newLine: boolean;
};

/**
 * The parts of a stretch in the order the browser lays them out: a line per lane, each lane's
 * parts left to right, each after the gap that separates it from the part before it. Parts sit
 * in the flow of their cell, one after the other, rather than each placed on its own: a cell
 * that places its parts absolutely costs the browser several times the layout (decision 0051).
 * `parts` may leave the free ones out.
 */
export function flowParts<T>(parts: readonly StretchPart<T>[]): FlowPart<T>[] {
  const lanes = new Map<number, StretchPart<T>[]>();
  for (const part of parts) {
    const lane = part.kind === "booking" ? part.lane : 0;
    const line = lanes.get(lane) ?? [];
    line.push(part);
    lanes.set(lane, line);
  }
  const flowed: FlowPart<T>[] = [];
  for (const lane of [...lanes.keys()].sort((a, b) => a - b)) {
    let end = 0;
    for (const [index, part] of (lanes.get(lane) as StretchPart<T>[]).entries()) {
      flowed.push({ ...part, gap: Math.max(0, part.left - end), newLine: index === 0 && lane > 0 });
      end = Math.max(end, part.left + part.width);
    }
  }
  return flowed;
}

/** A free column can be booked when its hour exists and has not started yet. */
export const isBookableColumn = (column: HourColumn, now: Date) =>
  column.end > column.start && column.start > now;

/** The column holding `now`, if the window shows it. */
export const isCurrentColumn = (column: HourColumn, now: Date) =>
  column.start <= now && now < column.end;
