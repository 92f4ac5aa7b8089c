/**
 * An instructor's availability: weekly hours on the organization's clocks, and time off
 * (docs/rules/instructors.md). Decided here once, for the server's booking policy, the booking
 * form's instructor list, the instructors' calendar rows and the slot finder.
 */

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
