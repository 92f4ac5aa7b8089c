import { addDays, subDays } from "date-fns";
import { MAX_STATISTICS_DAYS } from "../../../shared/bookings/booking.constants";
import { isRangeWithin } from "../../../shared/bookings/booking.schemas";
import { fromDateInputValue, toDateInputValue } from "./local-time";

/** The statistics' first range: the last 30 days, today included. */
export function defaultStatisticsDates(today: Date): { from: string; to: string } {
  return { from: toDateInputValue(subDays(today, 29)), to: toDateInputValue(today) };
}

/**
 * The API range for the From and To dates, both days included: from local midnight of From to
 * local midnight after To. Null when a date is missing, To comes before From, or the range is
 * longer than the API allows.
 */
export function statisticsRange(from: string, to: string): { from: string; to: string } | null {
  const start = fromDateInputValue(from);
  const last = fromDateInputValue(to);
  if (!start || !last || last < start) return null;
  const range = { from: start.toISOString(), to: addDays(last, 1).toISOString() };
  // The server's own rule: it never refuses a range the form asks for.
  return isRangeWithin(range, MAX_STATISTICS_DAYS) ? range : null;
}
