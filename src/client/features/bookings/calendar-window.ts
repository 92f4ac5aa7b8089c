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

/** Another day at the same hours. */
export function shiftDays(window: CalendarWindow, days: number): CalendarWindow {
  return { day: startOfDay(addDays(window.day, days)), startHour: window.startHour };
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
