/**
 * Booking rules as pure functions, shared by the form (live messages) and the server (the
 * answer before the database's own exclusion constraint has the last word).
 */
const HOUR_MS = 60 * 60 * 1000;

export interface Interval {
  start: Date;
  end: Date;
}

/** Half-open intervals [start, end): a booking may start exactly when another ends. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && a.end.getTime() > b.start.getTime();
}

export interface ExistingBooking extends Interval {
  id: string;
  /** Null on a Ground booking: it holds no aircraft. */
  aircraftId: string | null;
  status: string;
}

/**
 * The active bookings on the same aircraft that overlap; on update, the booking itself is ignored.
 * A candidate without an aircraft (a Ground booking) conflicts with none.
 */
export function findConflicts<T extends ExistingBooking>(
  candidate: Interval & { aircraftId: string | null; id?: string },
  existing: readonly T[],
): T[] {
  if (candidate.aircraftId === null) return [];
  return existing.filter(
    (other) =>
      other.status !== "cancelled" &&
      other.aircraftId === candidate.aircraftId &&
      other.id !== candidate.id &&
      overlaps(candidate, other),
  );
}

/**
 * One formatter per purpose and time zone: making an Intl.DateTimeFormat costs far more than
 * using one (it loads the zone's rules), and every booking write needs a few.
 */
function memoizedFormats(options: (timeZone?: string) => Intl.DateTimeFormatOptions) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string | undefined): Intl.DateTimeFormat => {
    const key = timeZone ?? "";
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat("en-US", { ...options(timeZone), timeZone });
      formats.set(key, format);
    }
    return format;
  };
}

const wallClockFormat = memoizedFormats(() => ({
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
}));

/** Minutes to add to UTC to get the wall-clock time in `timeZone` at `instant`. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const QUARTER_MS = 15 * 60 * 1000;
/** Next full hours in named zones, by zone and quarter hour (see `nextFullHour`). */
const nextFullHours = new Map<string, number>();

function offsetAt(instant: Date, timeZone: string | undefined): number {
  return timeZone ? zoneOffsetMinutes(instant, timeZone) : -instant.getTimezoneOffset();
}

/**
 * The start of the next full hour after `now` on the clocks of `timeZone` (the browser's own
 * zone when omitted); at 10:00:00.000 exactly, that is 11:00. Every zone's offset is a multiple
 * of 15 minutes, so the answer is one of the next quarter hours: the first whose wall clock
 * shows minute 0, which also holds across DST changes and in zones such as +05:30.
 */
export function nextFullHour(now: Date, timeZone?: string): Date {
  const first = Math.floor(now.getTime() / QUARTER_MS) * QUARTER_MS + QUARTER_MS;
  // The answer depends on the quarter hour only: a named zone's is kept (every booking write
  // asks; each candidate costs a formatToParts).
  const key = timeZone === undefined ? undefined : `${timeZone} ${first}`;
  const known = key === undefined ? undefined : nextFullHours.get(key);
  if (known !== undefined) return new Date(known);
  for (let step = 0; step < 12; step++) {
    const candidate = new Date(first + step * QUARTER_MS);
    const utcMinute = candidate.getUTCMinutes();
    const wallMinute = (((utcMinute + offsetAt(candidate, timeZone)) % 60) + 60) % 60;
    if (wallMinute === 0) {
      if (key !== undefined) {
        if (nextFullHours.size >= 256) nextFullHours.clear();
        nextFullHours.set(key, candidate.getTime());
      }
      return candidate;
    }
  }
  throw new Error(`No full hour found after ${now.toISOString()} in ${timeZone ?? "local time"}`);
}

/** The zone's name is shown only when a zone is named (not the browser's own). */
const leadTimeFormat = memoizedFormats((timeZone) => ({
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  ...(timeZone ? { timeZoneName: "short" as const } : {}),
}));

/** How the lead-time messages show the earliest allowed time. */
export function formatLeadTime(date: Date, timeZone?: string): string {
  return leadTimeFormat(timeZone).format(date);
}

/** Hours between two instants, for statistics. */
export const hoursBetween = (start: Date, end: Date) => (end.getTime() - start.getTime()) / HOUR_MS;
