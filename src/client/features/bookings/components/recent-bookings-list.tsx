import { LoadingMessage } from "../../../components/ui/spinner";
import { formatTimestamp } from "../../../lib/date-format";
import { useTimeZone } from "../../../lib/viewer-time";
import { useFleet } from "../api/get-booking-resources";
import { useRecentBookings } from "../api/get-dashboard-bookings";
import { pilotName } from "../booking-view";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import { BookingList, registrationOf } from "./booking-list";

const calm = "text-sm text-slate-700 dark:text-slate-300";

/**
 * Admins: the bookings that started in the last 7 days, newest first, at most 5 — pilot,
 * aircraft and date. Made to sit inside 'Organization Overview' → 'Recent Activity'; it brings
 * no heading of its own.
 */
export function RecentBookingsList() {
  const timeZone = useTimeZone();
  const recent = useRecentBookings();
  const fleet = useFleet({ enabled: (recent.data?.length ?? 0) > 0 });

  if (recent.isPending || (!fleet.data && fleet.isFetching))
    return <LoadingMessage label={texts.loadingList} className="py-4" />;
  if (recent.isError && !recent.data) return <p className={calm}>{bookingMessages.fetchFailed}</p>;
  if (recent.data.length === 0) return <p className={calm}>{texts.noRecent}</p>;
  return (
    <BookingList
      bookings={recent.data}
      render={(booking) => ({
        title: pilotName(booking) ?? texts.pilotHidden,
        detail: `${registrationOf(fleet.data, booking.aircraftId)} · ${formatTimestamp(booking.start, timeZone) ?? ""}`,
      })}
    />
  );
}
