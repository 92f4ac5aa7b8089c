import { isSameDay } from "date-fns";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { buttonClasses } from "../../../components/ui/button";
import { NextStep } from "../../../components/ui/next-step";
import { Panel } from "../../../components/ui/panel";
import { LoadingMessage } from "../../../components/ui/spinner";
import { useToday } from "../../../lib/use-today";
import { useFleet } from "../api/get-booking-resources";
import { useBookingsInRange } from "../api/get-bookings";
import { bookingLabel } from "../booking-view";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import { formatTimeRange, localDayRange } from "../local-time";
import type { BookingDialogRequest } from "./booking-dialog";
import { BookingList, registrationOf } from "./booking-list";
import { LazyBookingDialog } from "./lazy-booking-dialog";

const calm = "text-slate-700 dark:text-slate-300";

/** Admins' dashboard: the bookings that start today, on the organization's clock. */
export function TodaysBookingsPanel({ currentUser }: { currentUser: CurrentUser }) {
  // The calendar's today; a dashboard left open past midnight moves on to the new day.
  const today = useToday();
  const range = useMemo(() => localDayRange(today), [today]);
  const day = useBookingsInRange(range);
  const fleet = useFleet({ enabled: (day.data?.bookings.length ?? 0) > 0 });
  const [dialog, setDialog] = useState<BookingDialogRequest | null>(null);
  const startingToday = (day.data?.bookings ?? []).filter((booking) =>
    // `today` first: the day of its zone, the organization's.
    isSameDay(today, new Date(booking.start)),
  );

  return (
    <Panel
      title={texts.todayTitle}
      actions={
        <Link to="/bookings" className={buttonClasses("secondary")}>
          {texts.viewAll}
        </Link>
      }
    >
      {day.isPending || (!fleet.data && fleet.isFetching) ? (
        <LoadingMessage label={texts.loadingList} className="py-6" />
      ) : day.isError && !day.data ? (
        <p className={calm}>{bookingMessages.fetchFailed}</p>
      ) : startingToday.length === 0 ? (
        <div>
          <p className={calm}>{texts.noToday}</p>
          <NextStep hint={texts.noTodayNext} />
        </div>
      ) : (
        <BookingList
          bookings={startingToday}
          onOpen={(booking) => setDialog({ mode: "edit", booking })}
          render={(booking) => ({
            title: `${formatTimeRange(new Date(booking.start), new Date(booking.end), today)} · ${registrationOf(fleet.data, booking.aircraftId)}`,
            detail: bookingLabel(booking),
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
