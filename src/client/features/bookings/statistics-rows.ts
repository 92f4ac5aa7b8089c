import type { BookingStatistics } from "../../../shared/bookings/booking.types";

/** A row of a statistics chart: what it counts, and the figure its bar draws first. */
export interface ChartRow {
  key: string;
  name: string;
  /** The figure the bar shows, then the other one. */
  bar: number;
  other: number;
}

/** Bookings per aircraft: the bar counts the bookings, the hours beside it. */
export const aircraftChartRows = (rows: BookingStatistics["perAircraft"]): ChartRow[] =>
  rows.map((row) => ({
    key: row.aircraftId,
    name: row.registration,
    bar: row.count,
    other: row.hours,
  }));

/** Hours per instructor: the bar draws the hours, the bookings beside them. */
export const instructorChartRows = (rows: BookingStatistics["perInstructor"]): ChartRow[] =>
  rows.map((row) => ({
    key: row.instructorId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    bar: row.hours,
    other: row.count,
  }));

/** Each row's bar as a share of the longest, in percent (all 0 when every figure is 0). */
export function barPercents(rows: readonly ChartRow[]): number[] {
  const most = Math.max(...rows.map((row) => row.bar), 0);
  return rows.map((row) => (most > 0 ? (row.bar / most) * 100 : 0));
}
