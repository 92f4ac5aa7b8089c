import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { Button, buttonClasses } from "../../../components/ui/button";
import { NextStep } from "../../../components/ui/next-step";
import { Panel } from "../../../components/ui/panel";
import { LoadingMessage } from "../../../components/ui/spinner";
import { useTimeZone } from "../../../lib/viewer-time";
import { useFleet } from "../api/get-booking-resources";
import { useUpcomingBookings } from "../api/get-dashboard-bookings";
import { detailLine, instructorLine } from "../booking-view";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import { formatBookingWhen } from "../local-time";
import type { BookingDialogRequest } from "./booking-dialog";
import { BookingList, registrationOf } from "./booking-list";
import { LazyBookingDialog } from "./lazy-booking-dialog";

const calm = "text-slate-700 dark:text-slate-300";

/**
 * Everyone's dashboard: their own next bookings (at most 5, soonest first), each lesson with its
 * instructor, and 'New Booking'.
 */
export function UpcomingBookingsPanel({ currentUser }: { currentUser: CurrentUser }) {
  const upcoming = useUpcomingBookings();
  const timeZone = useTimeZone();
  // The fleet names the aircraft; without bookings to name, it is not read.
  const fleet = useFleet({ enabled: (upcoming.data?.length ?? 0) > 0 });
  const [dialog, setDialog] = useState<BookingDialogRequest | null>(null);

  return (
    <Panel
      title={texts.upcomingTitle}
      actions={
        <Button onClick={() => setDialog({ mode: "create", withPilot: false })}>
          <Plus aria-hidden="true" className="size-4" />
          {texts.newBooking}
        </Button>
      }
    >
      {upcoming.isPending || (!fleet.data && fleet.isFetching) ? (
        <LoadingMessage label={texts.loadingList} className="py-6" />
      ) : upcoming.isError && !upcoming.data ? (
        <p className={calm}>{bookingMessages.fetchFailed}</p>
      ) : upcoming.data.length === 0 ? (
        <div>
          <p className={calm}>{texts.noUpcoming}</p>
          <NextStep
            hint={texts.noUpcomingNext}
            action={
              <Link to="/bookings" className={buttonClasses("secondary")}>
                {texts.openCalendar}
              </Link>
            }
          />
        </div>
      ) : (
        <BookingList
          bookings={upcoming.data}
          onOpen={(booking) => setDialog({ mode: "edit", booking })}
          render={(booking) => ({
            title: `${registrationOf(fleet.data, booking.aircraftId)} — ${booking.details?.title ?? texts.booked}`,
            detail: detailLine(
              formatBookingWhen(new Date(booking.start), new Date(booking.end), timeZone),
              instructorLine(booking),
            ),
          })}
        />
      )}
      <LazyBookingDialog
        request={dialog}
        onClose={() => setDialog(null)}
        currentUser={currentUser}
      />
    </Panel>
  );
}
