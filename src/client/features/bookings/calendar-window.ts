import { startOfDay } from "date-fns";
import {
  centredStartHour,
  clampStartHour,
  MAX_START_HOUR,
} from "../../../shared/bookings/calendar-window";

/** Which part of which local day the grid shows. */
export interface CalendarWindow {
  day: Date;
  startHour: number;
}

/** Today, with the current hour in the fifth column: the first view, 'Today' and 'Now'. */
export function todayWindow(now: Date): CalendarWindow {
  return { day: startOfDay(now), startHour: centredStartHour(now.getHours()) };
}

/** Another day at the same hours. */
export function shiftDays(window: CalendarWindow, days: number): CalendarWindow {
  const day = new Date(window.day);
  day.setDate(day.getDate() + days);
  return { day: startOfDay(day), startHour: window.startHour };
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
