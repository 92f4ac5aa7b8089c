/**
 * An instructor's availability: weekly hours on the organization's clocks, and time off
 * (docs/rules/instructors.md). Decided here once, for the server's booking policy, the booking
 * form's instructor list, the instructors' calendar rows and the slot finder.
 */
import { TZDate } from "@date-fns/tz";
import type { Interval } from "../bookings/booking-rules";
import { instructorMessages } from "./instructor.constants";

/** A weekday: 0 Sunday … 6 Saturday, as `Date.getDay` and PostgreSQL's `dow` count them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Hours on one weekday, from `startMinute` to `endMinute` after midnight (1440: midnight next). */
export interface WeeklyRange {
  weekday: Weekday;
  startMinute: number;
  endMinute: number;
}

/** Not available from `start` to `end` (half-open). */
export interface TimeOff {
  start: Date;
  end: Date;
}

export interface Availability {
  hours: readonly WeeklyRange[];
  timeOff: readonly TimeOff[];
}

/** A new instructor's hours: every day 08:00–18:00. */
export const DEFAULT_WEEKLY_HOURS: readonly WeeklyRange[] = ([0, 1, 2, 3, 4, 5, 6] as const).map(
  (weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 18 * 60 }),
);

export const MINUTES_PER_DAY = 24 * 60;

/** Start and end in epoch milliseconds, half-open. */
type Span = [number, number];

const MINUTE_MS = 60_000;
const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;

/**
 * The instant the organization's clocks show `minute` after the start of a local date (1440:
 * the next date's start). As date-fns reads wall-clock times: a time the clocks skip when they
 * go forward counts as the one shown as long after (02:30 as 03:30), and a time they show twice
 * when they go back counts at its second showing. Either way the ranges of a day keep their
 * order, and ranges that meet still meet.
 */
function onClock(year: number, month: number, day: number, minute: number, timeZone: string) {
  return new TZDate(year, month, day, 0, minute, timeZone).getTime();
}

/**
 * Each local date's start, and whether it lasts 24 hours, by zone and date. Reading a zone's
 * clocks costs tens of microseconds, and every booking write with an instructor asks again
 * for the same few dates; on all but the days the clocks change, a minute is then a sum.
 */
const localDates = new Map<string, { start: number; regular: boolean }>();

function clockOf(year: number, month: number, day: number, timeZone: string) {
  const key = `${timeZone} ${Date.UTC(year, month, day)}`;
  let date = localDates.get(key);
  if (!date) {
    const start = onClock(year, month, day, 0, timeZone);
    date = { start, regular: onClock(year, month, day + 1, 0, timeZone) - start === DAY_MS };
    if (localDates.size >= 4096) localDates.clear();
    localDates.set(key, date);
  }
  const { start, regular } = date;
  return (minute: number) =>
    regular ? start + minute * MINUTE_MS : onClock(year, month, day, minute, timeZone);
}

/** Sorted, with spans that overlap or meet joined into one; empty spans dropped. */
function joined(spans: Span[]): Span[] {
  const sorted = spans.filter(([start, end]) => start < end).sort((a, b) => a[0] - b[0]);
  const result: Span[] = [];
  for (const [start, end] of sorted) {
    const last = result.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else result.push([start, end]);
  }
  return result;
}

/**
 * The stretches of `[from, to)` in which the instructor is not available: outside their weekly
 * hours (on the organization's clocks, each local date by its own weekday) or in a time off.
 * Sorted, and stretches that meet are one (an evening and the next morning before the hours
 * begin). Empty when the whole window is available, or the window is empty.
 */
export function unavailableParts(
  from: Date,
  to: Date,
  { hours, timeOff }: Availability,
  timeZone: string,
): Interval[] {
  const start = from.getTime();
  const end = to.getTime();
  if (!(start < end)) return [];

  // The hours of every local date the window touches, as instants: a slot across midnight
  // needs the evening of one date and the morning of the next, which meet at midnight.
  const open: Span[] = [];
  const first = new TZDate(start, timeZone);
  const [year, month, date] = [first.getFullYear(), first.getMonth(), first.getDate()];
  for (let day = date; ; day++) {
    const clock = clockOf(year, month, day, timeZone);
    if (clock(0) >= end) break;
    const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
    for (const range of hours) {
      if (range.weekday === weekday) open.push([clock(range.startMinute), clock(range.endMinute)]);
    }
  }

  const closed: Span[] = [];
  let cursor = start;
  for (const [openFrom, openTo] of joined(open)) {
    if (openFrom > cursor) closed.push([cursor, openFrom]);
    cursor = Math.max(cursor, openTo);
  }
  closed.push([cursor, end]);
  for (const off of timeOff) closed.push([off.start.getTime(), off.end.getTime()]);

  return joined(
    closed.map(
      ([closedFrom, closedTo]): Span => [Math.max(closedFrom, start), Math.min(closedTo, end)],
    ),
  ).map(([partFrom, partTo]) => ({ start: new Date(partFrom), end: new Date(partTo) }));
}

/**
 * Whether the instructor is available for the whole slot: every moment of it within their
 * weekly hours on the organization's clocks (`timeZone`), none in a time off. A slot that does
 * not end after it starts is no slot: never available.
 */
export function isAvailable(
  slot: { start: Date; end: Date },
  availability: Availability,
  timeZone: string,
): boolean {
  return (
    slot.start.getTime() < slot.end.getTime() &&
    unavailableParts(slot.start, slot.end, availability, timeZone).length === 0
  );
}

/** The index of the first range that overlaps an earlier one of its weekday, if any. */
export function overlappingRangeIndex(ranges: readonly WeeklyRange[]): number | undefined {
  const index = ranges.findIndex((range, i) =>
    ranges
      .slice(0, i)
      .some(
        (other) =>
          other.weekday === range.weekday &&
          other.startMinute < range.endMinute &&
          range.startMinute < other.endMinute,
      ),
  );
  return index < 0 ? undefined : index;
}

/**
 * What is wrong with a week of hours, the first thing found; undefined when nothing is. Each
 * range lies within its day and ends after it starts, to the minute; ranges of one weekday may
 * meet (08:00–12:00 and 12:00–18:00) but not overlap.
 */
export function weeklyHoursProblem(ranges: readonly WeeklyRange[]): string | undefined {
  for (const { weekday, startMinute, endMinute } of ranges) {
    if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) return instructorMessages.weekday;
    const minutes = [startMinute, endMinute];
    if (!minutes.every((m) => Number.isInteger(m) && m >= 0 && m <= MINUTES_PER_DAY)) {
      return instructorMessages.minutes;
    }
    if (startMinute >= endMinute) return instructorMessages.endAfterStart;
  }
  return overlappingRangeIndex(ranges) === undefined ? undefined : instructorMessages.hoursOverlap;
}
