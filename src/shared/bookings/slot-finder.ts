/**
 * 'Find a Slot' (docs/rules/calendar.md): the earliest times at which every resource a booking
 * needs is free. Pure: the server gathers the aircraft, instructors and bookings of the window
 * and asks this; the rules it applies are the booking rules' own, so a slot it proposes books.
 */
import { TZDate } from "@date-fns/tz";
import { type Availability, isAvailable, unavailableParts } from "../instructors/availability";
import { type Interval, nextFullHour } from "./booking-rules";
import { SLOT_LIMIT, SLOT_SEARCH_DAYS, SLOT_STEP_MINUTES } from "./slot-finder.constants";

const MINUTE_MS = 60_000;
const STEP_MS = SLOT_STEP_MINUTES * MINUTE_MS;

export interface SlotAircraft {
  id: string;
  registration: string;
  /** Not archived and booking enabled (`isAircraftBookable`); others are never proposed. */
  bookable: boolean;
  /** Its active bookings that meet the window, any order. */
  busy: readonly Interval[];
}

export interface SlotInstructor {
  id: string;
  firstName: string;
  lastName: string;
  availability: Availability;
  /** Their active bookings that meet the window, any order. */
  busy: readonly Interval[];
}

export interface SlotSearch {
  now: Date;
  /** The organization's zone: the steps, the dates and the instructors' hours are read in it. */
  timeZone: string;
  /** The first local date searched (YYYY-MM-DD); an earlier one than today reads as today. */
  from: string;
  durationMinutes: number;
  /** The aircraft that may fly it, in the order of preference (by registration). */
  aircraft: readonly SlotAircraft[];
  /** The instructors who may teach it, in the order of preference; null when none is wanted. */
  instructors: readonly SlotInstructor[] | null;
  /** Who flies: never on two overlapping bookings, never their own instructor. */
  pilot: { id: string; busy: readonly Interval[] };
  limit?: number;
}

export interface FoundSlot {
  start: Date;
  end: Date;
  aircraft: { id: string; registration: string };
  instructor: { id: string; firstName: string; lastName: string } | null;
}

/** Spans in epoch milliseconds, sorted and joined, asked whether [start, end) meets one. */
class Blocked {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  constructor(intervals: readonly Interval[]) {
    // Most come sorted (the server reads them by start): sorted only when they are not.
    let spans = intervals;
    for (let i = 1; i < intervals.length; i++) {
      if ((intervals[i]?.start.getTime() ?? 0) < (intervals[i - 1]?.start.getTime() ?? 0)) {
        spans = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
        break;
      }
    }
    for (const span of spans) {
      const start = span.start.getTime();
      const end = span.end.getTime();
      if (!(start < end)) continue;
      const last = this.ends.length - 1;
      if (last >= 0 && start <= (this.ends[last] ?? 0)) {
        this.ends[last] = Math.max(this.ends[last] ?? 0, end);
      } else {
        this.starts.push(start);
        this.ends.push(end);
      }
    }
  }

  /** Whether nothing blocked meets [start, end) (half-open: a span may end at `start`). */
  isFree(start: number, end: number): boolean {
    // The first span that ends after `start`: it is the only one that can begin before `end`.
    let low = 0;
    let high = this.ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.ends[middle] ?? 0) <= start) low = middle + 1;
      else high = middle;
    }
    return low === this.starts.length || (this.starts[low] ?? 0) >= end;
  }
}

/** `make`'s answer, made when first asked for. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** The instant a local date (YYYY-MM-DD, months from 1) starts on the zone's clocks. */
function localMidnight(date: { year: number; month: number; day: number }, timeZone: string) {
  return new TZDate(date.year, date.month - 1, date.day, 0, 0, timeZone).getTime();
}

function parseDate(value: string) {
  const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
  return { year, month, day };
}

/** The local date of `instant` on the zone's clocks. */
export function localDateOf(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/**
 * The window a search looks in, on the organization's clocks: from the start of its first date
 * (the later of 'From' and today) for SLOT_SEARCH_DAYS days; no slot starts before `earliest`,
 * the booking lead time's next full hour after now.
 */
export function slotWindow(search: Pick<SlotSearch, "now" | "timeZone" | "from">) {
  const today = localDateOf(search.now, search.timeZone);
  const first = parseDate(search.from > today ? search.from : today);
  const start = localMidnight(first, search.timeZone);
  const end = localMidnight({ ...first, day: first.day + SLOT_SEARCH_DAYS }, search.timeZone);
  const earliest = Math.max(start, nextFullHour(search.now, search.timeZone).getTime());
  return { start: new Date(start), end: new Date(end), earliest: new Date(earliest) };
}

/**
 * Up to `limit` (SLOT_LIMIT) slots of `durationMinutes`, the earliest first, one per start time,
 * that start on the organization's half hours within the window (`slotWindow`) and end in it,
 * at which the pilot has no other booking, one of the aircraft is bookable and free, and, when
 * instructors are asked for, one of them other than the pilot is available by their hours and
 * time off (`isAvailable`) and free. Of several that fit, the first in the order given is
 * proposed: the aircraft by registration, the instructors by name, as the caller sorts them.
 */
export function findSlots(search: SlotSearch): FoundSlot[] {
  const { timeZone, durationMinutes } = search;
  const limit = search.limit ?? SLOT_LIMIT;
  const duration = durationMinutes * MINUTE_MS;
  if (!(duration > 0) || limit <= 0) return [];
  const window = slotWindow(search);
  const windowStart = window.start.getTime();
  const windowEnd = window.end.getTime();

  const pilot = new Blocked(search.pilot.busy);
  // Each resource's busy spans are sorted when it is first asked about: with 'Any', the first
  // ones in order usually answer every start, and the others are never read.
  const aircraft = search.aircraft
    .filter((plane) => plane.bookable)
    .map((plane) => ({ plane, blocked: once(() => new Blocked(plane.busy)) }));
  // The hours outside a week of hours are read once for the whole window, and once for every
  // instructor who keeps the same week (a new instructor's 08:00–18:00, say); joined with each
  // one's time off and bookings. `isAvailable` confirms the one proposed.
  const outsideHours = new Map<string, Interval[]>();
  const outside = (hours: Availability["hours"]) => {
    const key = hours
      .map((r) => `${r.weekday} ${r.startMinute} ${r.endMinute}`)
      .sort()
      .join();
    let parts = outsideHours.get(key);
    if (!parts) {
      parts = unavailableParts(window.start, window.end, { hours, timeOff: [] }, timeZone);
      outsideHours.set(key, parts);
    }
    return parts;
  };
  const instructors = search.instructors
    ?.filter((instructor) => instructor.id !== search.pilot.id)
    .map((instructor) => ({
      instructor,
      blocked: once(
        () =>
          new Blocked([
            ...instructor.busy,
            ...instructor.availability.timeOff,
            ...outside(instructor.availability.hours),
          ]),
      ),
    }));
  if (aircraft.length === 0 || instructors?.length === 0) return [];

  const found: FoundSlot[] = [];
  // From the first date's local midnight in steps of 30 minutes: every change of a zone's
  // offset is a multiple of 30 minutes today, so these stay the local :00 and :30, also in a
  // zone such as +05:45 and across a change of the clocks.
  const first =
    windowStart + Math.ceil((window.earliest.getTime() - windowStart) / STEP_MS) * STEP_MS;
  for (let start = first; start + duration <= windowEnd && found.length < limit; start += STEP_MS) {
    const end = start + duration;
    if (!pilot.isFree(start, end)) continue;
    const plane = aircraft.find((candidate) => candidate.blocked().isFree(start, end))?.plane;
    if (!plane) continue;
    const slot = { start: new Date(start), end: new Date(end) };
    let teacher: SlotInstructor | null = null;
    if (instructors) {
      teacher =
        instructors.find(
          ({ instructor, blocked }) =>
            blocked().isFree(start, end) && isAvailable(slot, instructor.availability, timeZone),
        )?.instructor ?? null;
      if (!teacher) continue;
    }
    found.push({
      ...slot,
      aircraft: { id: plane.id, registration: plane.registration },
      instructor: teacher && {
        id: teacher.id,
        firstName: teacher.firstName,
        lastName: teacher.lastName,
      },
    });
  }
  return found;
}
