import type { PageReads } from "../../../lib/page-reads";
import { todayWindow } from "../calendar-window";
import { localDayRange } from "../local-time";
import { fleetQueryOptions } from "./get-booking-resources";
import { bookingsInRangeQueryOptions } from "./get-bookings";

/** The reads of the calendar's first window (BookingCalendar): the fleet, and the day's bookings. */
export const calendarReads: PageReads = (ask, { now, timeZone }) => {
  void ask(fleetQueryOptions);
  void ask(bookingsInRangeQueryOptions(localDayRange(todayWindow(now, timeZone).day)));
};
