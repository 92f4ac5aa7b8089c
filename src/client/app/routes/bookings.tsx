import { LoadingMessage } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { bookingTexts } from "../../features/bookings/bookings.texts";
import { BookingCalendar } from "../../features/bookings/components/booking-calendar";
import { BookingStatistics } from "../../features/bookings/components/booking-statistics";
import { useTimeZoneKnown } from "../../lib/viewer-time";
import { appTexts } from "../app.texts";

export function BookingsRoute() {
  const { user } = useCurrentUser();
  // Its days and hours are the organization's: none are drawn on another clock first.
  const zoneKnown = useTimeZoneKnown();
  if (!user || !zoneKnown) return <LoadingMessage label={appTexts.loading} className="py-16" />;
  const isAdmin = user.role === "admin";

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{bookingTexts.title}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {isAdmin ? bookingTexts.subtitleAdmin : bookingTexts.subtitleMember}
        </p>
      </div>
      <BookingCalendar currentUser={user} />
      {isAdmin && <BookingStatistics />}
    </div>
  );
}
