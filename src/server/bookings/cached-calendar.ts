import {
  MAX_CALENDAR_BOOKINGS,
  MAX_CALENDAR_CHARACTERS,
} from "../../shared/bookings/booking.constants";
import type { CalendarRange } from "../../shared/bookings/booking.schemas";
import { isUuid } from "../../shared/validation/ids";
import type { BookingRepository } from "./booking.repository";
import { type PreparedBooking, prepareBooking } from "./booking.view";
import { CalendarAnswer, type CalendarCache } from "./calendar-cache";

/**
 * The calendar's read, through the cache: bookings overlapping the window, prepared for any
 * viewer. At most MAX_CALENDAR_BOOKINGS of them and MAX_CALENDAR_CHARACTERS of JSON, the
 * earliest first, so that no window of any history, nor long notes, hold more in memory; the
 * answer says when there were more.
 */
export class CachedCalendar {
  constructor(
    private readonly bookings: Pick<BookingRepository, "findInRange">,
    private readonly cache: CalendarCache,
  ) {}

  read(orgId: string, range: CalendarRange): Promise<CalendarAnswer> {
    if (range.aircraftId !== undefined && !isUuid(range.aircraftId)) {
      return Promise.resolve(new CalendarAnswer([]));
    }
    const from = new Date(range.from);
    const to = new Date(range.to);
    const window = `${from.toISOString()} ${to.toISOString()} ${range.aircraftId ?? "all"}`;
    return this.cache.answer(orgId, window, async () => {
      const rows = await this.bookings.findInRange(
        orgId,
        { from, to, aircraftId: range.aircraftId },
        MAX_CALENDAR_BOOKINGS + 1,
      );
      const bookings: PreparedBooking[] = [];
      let characters = 0;
      for (const row of rows.slice(0, MAX_CALENDAR_BOOKINGS)) {
        const booking = prepareBooking(row);
        // With what each viewer's JSON adds to it (`writeBookingList`).
        characters += booking.head.length + booking.details.length + 66;
        if (characters > MAX_CALENDAR_CHARACTERS) return { bookings, truncated: true };
        bookings.push(booking);
      }
      return { bookings, truncated: rows.length > MAX_CALENDAR_BOOKINGS };
    });
  }
}
