import { useMemo } from "react";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { listMessageClasses } from "../../../components/ui/search-box";
import { LoadingMessage } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useTimeZone } from "../../../lib/viewer-time";
import { useAircraftBookingsInRange } from "../api/get-aircraft-bookings";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import type { GridRow } from "../grid-rows";
import { weekDays, weekRange } from "../week-rows";
import { WeekGrid } from "./week-grid";

interface AircraftWeekProps {
  aircraft: Aircraft;
  /** The week's first day (a midnight on the organization's clock). */
  day: Date;
  startHour: number;
  now: Date;
  onBook: (row: GridRow, start: Date, end: Date) => void;
  onOpen: (booking: Booking) => void;
}

/** The week view's content: the aircraft's seven days, read in one request. */
export function AircraftWeek({ aircraft, day, startHour, now, onBook, onOpen }: AircraftWeekProps) {
  const timeZone = useTimeZone();
  const days = useMemo(() => weekDays(day, timeZone), [day, timeZone]);
  const range = useMemo(() => weekRange(day, timeZone), [day, timeZone]);
  const bookings = useAircraftBookingsInRange(aircraft.id, range);

  if (!bookings.data) {
    return bookings.error ? (
      <p role="alert" className={listMessageClasses}>
        {texts.error(errorMessage(bookings.error, bookingMessages.fetchFailed))}
      </p>
    ) : (
      <LoadingMessage label={texts.loading} className="py-12" />
    );
  }
  return (
    <>
      {bookings.data.truncated && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {texts.notEveryBookingOfWeek}
        </p>
      )}
      <WeekGrid
        aircraft={aircraft}
        bookings={bookings.data.bookings}
        days={days}
        startHour={startHour}
        now={now}
        onBook={onBook}
        onOpen={onOpen}
      />
    </>
  );
}
