import { todayWindow } from "../calendar-window";
import { localDayRange } from "../local-time";
import { fleetQueryOptions } from "./get-booking-resources";
import { bookingsInRangeQueryOptions } from "./get-bookings";

/**
 * The reads the calendar's first window shows at `now` in `timeZone` (BookingCalendar): the
 * fleet, and the day's bookings. Asked ahead of the page by the layout, and by the server for
 * the calendar's first view.
 */
export const calendarReads = (now: Date | number, timeZone: string) =>
  [
    fleetQueryOptions,
    bookingsInRangeQueryOptions(localDayRange(todayWindow(now, timeZone).day)),
  ] as const;
