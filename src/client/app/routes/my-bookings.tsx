import { LoadingMessage } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { bookingTexts } from "../../features/bookings/bookings.texts";
import { MyBookings } from "../../features/bookings/components/my-bookings";
import { appTexts } from "../app.texts";

export function MyBookingsRoute() {
  const { user } = useCurrentUser();
  if (!user) return <LoadingMessage label={appTexts.loading} className="py-16" />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {bookingTexts.myBookingsTitle}
        </h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{bookingTexts.myBookingsSubtitle}</p>
      </div>
      <MyBookings currentUser={user} />
    </div>
  );
}
