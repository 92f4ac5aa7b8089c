/**
 * A club's bookings as a seeded stream, newest day first, going back in time for as long as the
 * caller keeps reading: a history grows by reading further. Each aircraft's day is planned from
 * its own seed (club, date, aircraft), so a given date always holds the same bookings however
 * many days are read, and one aircraft's bookings never overlap (a cancelled one included).
 * Nor do one pilot's: each day the pilots are shared out among the aircraft (`dayPilots`), so a
 * pilot flies one aircraft a day, maintenance aside (which is no flight of its pilot). With
 * instructors, some flights of a day within their hours are lessons, each instructor on one at
 * a time (`assignLessons`).
 */
import type { BookingType } from "../../shared/bookings/booking.constants";
import { zoneOffsetMinutes } from "../../shared/bookings/booking-rules";
import { DEFAULT_WEEKLY_HOURS } from "../../shared/instructors/availability";
import { Random, seedOf } from "./random";
import { BOOKING_NOTES, BOOKING_TITLES } from "./sample-values";

export interface BookingPlanOptions {
  seed: string;
  aircraftCount: number;
  pilotCount: number;
  /** Who books maintenance: an index into the pilots, usually an administrator. */
  maintenancePilot: number;
  timeZone: string;
  /** The newest local day (YYYY-MM-DD) that gets bookings; older days follow. */
  newestDay: string;
  /** The oldest local day to plan, included; the stream is endless without it. */
  oldestDay?: string;
  /** Bookings are made before they start, but never after this. */
  now: Date;
  /** The share of bookings that were cancelled later. */
  cancelledShare?: number;
  /**
   * The last this many pilots are instructors, with the hours the app gives a new one (every
   * day 08:00–18:00): they teach and fly no booking of their own. None when omitted.
   */
  instructorCount?: number;
  /** How many of the flights are lessons when there are instructors: a third by default. */
  lessonShare?: number;
}

export interface PlannedBooking {
  /** Index into the organization's aircraft. */
  aircraft: number;
  /** Index into the pilots; the pilot also made the booking. */
  pilot: number;
  /** Index into the pilots of the lesson's instructor; null without one. */
  instructor: number | null;
  type: BookingType;
  title: string;
  notes: string | null;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
  createdAt: number;
  cancelledAt: number | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const FIRST_START_HOUR = 7;
const LAST_END_HOUR = 21;
/** A flight's length and the gap before the next one, in minutes: drawn from these in turn. */
export const DURATIONS_MIN = [60, 60, 90, 120, 120, 120, 150, 180, 240] as const;
export const GAPS_MIN = [0, 0, 15, 30, 30, 45, 60, 90] as const;

/** The UTC-midnight epoch day number of a YYYY-MM-DD date. */
function epochDay(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The instant of local midnight of an epoch day in `timeZone`. */
function localMidnight(day: number, timeZone: string): number {
  const utcMidnight = day * DAY_MS;
  const offset = zoneOffsetMinutes(new Date(utcMidnight + 12 * HOUR_MS), timeZone);
  return utcMidnight - offset * MINUTE_MS;
}

/**
 * The pilots who fly `aircraft` on epoch day `day`: those whose index leaves its remainder when
 * shifted by the day, so that each day shares every pilot out to one aircraft, and a pilot
 * flies a different one from day to day. With fewer pilots than aircraft, some stay on the
 * ground that day.
 */
export function dayPilots(
  pilotCount: number,
  aircraftCount: number,
  day: number,
  aircraft: number,
): number[] {
  const first = (((aircraft - day) % aircraftCount) + aircraftCount) % aircraftCount;
  const pilots: number[] = [];
  for (let pilot = first; pilot < pilotCount; pilot += aircraftCount) pilots.push(pilot);
  return pilots;
}

/** One aircraft's day: back-to-back flights with gaps, an idle day, or a day in maintenance. */
function planAircraftDay(
  options: BookingPlanOptions,
  day: number,
  aircraft: number,
  midnight: number,
): PlannedBooking[] {
  const random = new Random(seedOf(options.seed, day, aircraft));
  const cancelledShare = options.cancelledShare ?? 0.07;
  const now = options.now.getTime();
  // An aircraft's day holds no Ground lesson: those have no aircraft.
  const booking = (
    type: Exclude<BookingType, "ground">,
    pilot: number,
    startsAt: number,
    minutes: number,
  ) => {
    const createdAt = Math.min(now, startsAt - random.int(1, 21 * 24) * HOUR_MS);
    const cancelled = random.chance(cancelledShare);
    const lastChance = Math.min(now, startsAt);
    return {
      aircraft,
      pilot,
      instructor: null,
      type,
      title: random.pick(BOOKING_TITLES[type]),
      notes: random.chance(0.15) ? random.pick(BOOKING_NOTES) : null,
      startsAt,
      endsAt: startsAt + minutes * MINUTE_MS,
      createdAt,
      cancelledAt: cancelled ? createdAt + random.next() * (lastChance - createdAt) : null,
    };
  };

  if (random.chance(0.08)) return [];
  if (random.chance(0.02)) {
    return [booking("maintenance", options.maintenancePilot, midnight + 8 * HOUR_MS, 9 * 60)];
  }
  const flyers = options.pilotCount - (options.instructorCount ?? 0);
  const pilots = dayPilots(flyers, options.aircraftCount, day, aircraft);
  if (pilots.length === 0) return [];
  const bookings: PlannedBooking[] = [];
  const closing = midnight + LAST_END_HOUR * HOUR_MS;
  let start = midnight + FIRST_START_HOUR * HOUR_MS + random.int(0, 6) * 15 * MINUTE_MS;
  for (;;) {
    const minutes = random.pick(DURATIONS_MIN);
    if (start + minutes * MINUTE_MS > closing) return bookings;
    const type = random.chance(0.45) ? "training" : "rental";
    bookings.push(booking(type, random.pick(pilots), start, minutes));
    start += (minutes + random.pick(GAPS_MIN)) * MINUTE_MS;
  }
}

/** The instructors' hours, as the app gives a new instructor: every day 08:00–18:00. */
const TEACHING = DEFAULT_WEEKLY_HOURS[0] ?? { startMinute: 8 * 60, endMinute: 18 * 60 };
/**
 * Of the flights asked for as lessons, about this share finds an instructor free within their
 * hours (measured on the benchmark's club: 50 aircraft, 20 instructors): asking for
 * `lessonShare / LESSONS_FOUND` of the flights makes about `lessonShare` of them lessons.
 */
const LESSONS_FOUND = 0.5;

/**
 * Makes lessons of a day's flights, from the day's own seed: a flight within the instructors'
 * hours (from the day's local midnight, whose clocks change at night if at all) asked for as a
 * lesson gets the first instructor free for its whole slot, from a drawn one on; none when all
 * are taken. Cancelled lessons keep their instructor busy too.
 */
function assignLessons(
  options: BookingPlanOptions,
  day: number,
  midnight: number,
  bookings: PlannedBooking[],
) {
  const count = options.instructorCount ?? 0;
  if (count === 0) return;
  const first = options.pilotCount - count;
  const random = new Random(seedOf(options.seed, day, "lessons"));
  const chance = Math.min(1, (options.lessonShare ?? 1 / 3) / LESSONS_FOUND);
  const opens = midnight + TEACHING.startMinute * MINUTE_MS;
  const closes = midnight + TEACHING.endMinute * MINUTE_MS;
  const taken: { start: number; end: number }[][] = Array.from({ length: count }, () => []);
  for (const booking of bookings) {
    if (booking.type === "maintenance" || !random.chance(chance)) continue;
    if (booking.startsAt < opens || booking.endsAt > closes) continue;
    const offset = random.int(0, count - 1);
    for (let n = 0; n < count; n++) {
      const instructor = (offset + n) % count;
      const lessons = taken[instructor] as { start: number; end: number }[];
      if (lessons.some((l) => l.start < booking.endsAt && booking.startsAt < l.end)) continue;
      lessons.push({ start: booking.startsAt, end: booking.endsAt });
      booking.instructor = first + instructor;
      break;
    }
  }
}

export function* planBookings(options: BookingPlanOptions): Generator<PlannedBooking> {
  const oldest = options.oldestDay ? epochDay(options.oldestDay) : Number.NEGATIVE_INFINITY;
  for (let day = epochDay(options.newestDay); day >= oldest; day--) {
    const midnight = localMidnight(day, options.timeZone);
    const bookings: PlannedBooking[] = [];
    for (let aircraft = 0; aircraft < options.aircraftCount; aircraft++) {
      bookings.push(...planAircraftDay(options, day, aircraft, midnight));
    }
    assignLessons(options, day, midnight, bookings);
    yield* bookings;
  }
}

/** The local date (YYYY-MM-DD) `days` after the one `instant` falls on in `timeZone`. */
export function localDate(instant: Date, timeZone: string, days = 0): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  const shifted = new Date(instant.getTime() + offset * MINUTE_MS + days * DAY_MS);
  return shifted.toISOString().slice(0, 10);
}
