/** The day grid's window: 8 hourly columns starting at hour 0..16 (docs/rules/calendar.md). */
export const CALENDAR_COLUMNS = 8;
export const MAX_START_HOUR = 24 - CALENDAR_COLUMNS;
/** When centred, the current hour sits in the fifth column. */
const CENTRED_COLUMN = 4;

export function clampStartHour(hour: number): number {
  return Math.min(MAX_START_HOUR, Math.max(0, Math.trunc(hour)));
}

/** The window start that puts `currentHour` in the fifth column, clamped to 0..16. */
export function centredStartHour(currentHour: number): number {
  return clampStartHour(currentHour - CENTRED_COLUMN);
}

/** The hours shown by a window starting at `startHour`. */
export function windowHours(startHour: number): number[] {
  const start = clampStartHour(startHour);
  return Array.from({ length: CALENDAR_COLUMNS }, (_, i) => start + i);
}
