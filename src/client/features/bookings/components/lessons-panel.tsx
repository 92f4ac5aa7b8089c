import { TZDate } from "@date-fns/tz";
import { useState } from "react";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { Panel } from "../../../components/ui/panel";
import { LoadingMessage } from "../../../components/ui/spinner";
import { useTimeZone } from "../../../lib/viewer-time";
import { useFleet } from "../api/get-booking-resources";
import { useLessonBookings } from "../api/get-dashboard-bookings";
import { bookingLabel, detailLine } from "../booking-view";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import { formatBookingWhen } from "../local-time";
import { BookingList, registrationOf } from "./booking-list";
import { LazyBookingDetailsDialog } from "./lazy-booking-dialog";

const calm = "text-slate-700 dark:text-slate-300";

/**
 * Instructors' dashboard: the lessons they teach that have not started (at most 5, soonest
 * first), each with its pilot. A lesson opens its details, with 'Cancel Booking' when the
 * server says the instructor may cancel it.
 */
export function LessonsPanel() {
  const lessons = useLessonBookings();
  const timeZone = useTimeZone();
  // The fleet names the aircraft; without lessons to name, it is not read.
  const fleet = useFleet({ enabled: (lessons.data?.length ?? 0) > 0 });
  const [shown, setShown] = useState<Booking | null>(null);

  return (
    <Panel title={texts.lessonsTitle}>
      {lessons.isPending || (!fleet.data && fleet.isFetching) ? (
        <LoadingMessage label={texts.loadingList} className="py-6" />
      ) : lessons.isError && !lessons.data ? (
        <p className={calm}>{bookingMessages.fetchFailed}</p>
      ) : lessons.data.length === 0 ? (
        <p className={calm}>{texts.noLessons}</p>
      ) : (
        <BookingList
          bookings={lessons.data}
          onOpen={setShown}
          render={(booking) => ({
            title: bookingLabel(booking),
            detail: detailLine(
              formatBookingWhen(new Date(booking.start), new Date(booking.end), timeZone),
              // A lesson on the ground has no aircraft to name.
              booking.aircraftId ? registrationOf(fleet.data, booking.aircraftId) : null,
            ),
          })}
        />
      )}
      <LazyBookingDetailsDialog
        booking={shown}
        // Its times are read against its own day, on the organization's clock.
        day={new TZDate(shown ? Date.parse(shown.start) : 0, timeZone)}
        onClose={() => setShown(null)}
      />
    </Panel>
  );
}
