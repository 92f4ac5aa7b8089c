import { addDays, subDays } from "date-fns";
import { MAX_STATISTICS_DAYS } from "../../../shared/bookings/booking.constants";
import { isRangeWithin } from "../../../shared/bookings/booking.schemas";
import { fromDateInputValue, inZone, toDateInputValue } from "./local-time";

/** The statistics' first range: the last 30 days of `timeZone`'s calendar, today included. */
export function defaultStatisticsDates(
  today: Date,
  timeZone: string,
): { from: string; to: string } {
  const day = inZone(today, timeZone);
  return {
    from: toDateInputValue(subDays(day, 29), timeZone),
    to: toDateInputValue(day, timeZone),
  };
}

/**
 * The API range for the From and To dates, both days included: from midnight of From to
 * midnight after To, on the organization's clock (`timeZone`). Null when a date is missing, To
 * comes before From, or the range is longer than the API allows.
 */
export function statisticsRange(
  from: string,
  to: string,
  timeZone: string,
): { from: string; to: string } | null {
  const start = fromDateInputValue(from, timeZone);
  const last = fromDateInputValue(to, timeZone);
  if (!start || !last || last < start) return null;
  const after = new Date(addDays(inZone(last, timeZone), 1).getTime());
  const range = { from: start.toISOString(), to: after.toISOString() };
  // The server's own rule: it never refuses a range the form asks for.
  return isRangeWithin(range, MAX_STATISTICS_DAYS) ? range : null;
}
