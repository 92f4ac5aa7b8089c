import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import {
  centredStartHour,
  clampStartHour,
  MAX_START_HOUR,
} from "../../../shared/bookings/calendar-window";

/**
 * Which part of which day the grid shows, in the viewer's time zone: `day` is midnight there,
 * and carries the zone (date-fns computes in it), so the server renders the viewer's hours
 * (decision 0019).
 */
export interface CalendarWindow {
  day: TZDate;
  startHour: number;
}

/** Today, with the current hour in the fifth column: the first view, 'Today' and 'Now'. */
export function todayWindow(now: Date | number, timeZone: string): CalendarWindow {
  const local = new TZDate(now.valueOf(), timeZone);
  return { day: startOfDay(local), startHour: centredStartHour(local.getHours()) };
}

/** The hour another day than today opens on: the start of a flying day. */
export const OTHER_DAY_START_HOUR = 8;

/**
 * The day holding `day` (in `timeZone`): today centred on the current hour, as 'Today' shows it;
 * any other day from 08:00 (docs/rules/calendar.md).
 */
export function dayWindow(day: Date, now: Date | number, timeZone: string): CalendarWindow {
  const today = todayWindow(now, timeZone);
  const shown = startOfDay(new TZDate(day.getTime(), timeZone));
  return shown.getTime() === today.day.getTime()
    ? today
    : { day: shown, startHour: OTHER_DAY_START_HOUR };
}

/** `days` days later (earlier when negative), opened as `dayWindow` opens a day. */
export function shiftDays(
  window: CalendarWindow,
  days: number,
  now: Date | number,
  timeZone: string,
): CalendarWindow {
  return dayWindow(addDays(window.day, days), now, timeZone);
}

/** The day a `date` input names ('yyyy-MM-dd'), as midnight in `timeZone`; null if none. */
export function dateInZone(value: string, timeZone: string): TZDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const day = new TZDate(year, month - 1, date, timeZone);
  return Number.isNaN(day.getTime()) ? null : day;
}

/**
 * One hour earlier or later. The window stops at the day's first and last hours instead of
 * sliding into the next day: the day changes only with '- Day' and '+ Day'.
 */
export function shiftHours(window: CalendarWindow, hours: number): CalendarWindow {
  return { day: window.day, startHour: clampStartHour(window.startHour + hours) };
}

export const canShiftEarlier = (window: CalendarWindow) => window.startHour > 0;
export const canShiftLater = (window: CalendarWindow) => window.startHour < MAX_START_HOUR;
