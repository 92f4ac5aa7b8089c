import type { ReactNode } from "react";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { noAircraft, unknownAircraft } from "../bookings.texts";

/**
 * The registration of a booking's aircraft, from the fleet the viewer may see; 'No aircraft'
 * for a Ground booking.
 */
export function registrationOf(fleet: readonly Aircraft[] | undefined, aircraftId: string | null) {
  if (aircraftId === null) return noAircraft;
  return fleet?.find((aircraft) => aircraft.id === aircraftId)?.registration ?? unknownAircraft;
}

interface BookingListProps {
  bookings: readonly Booking[];
  /** The item's first and second line. */
  render: (booking: Booking) => { title: ReactNode; detail: ReactNode };
  /** Opens a booking the viewer may change or cancel (the server says which); others are plain text. */
  onOpen?: (booking: Booking) => void;
}

const itemClasses =
  "block w-full rounded-lg border border-slate-200 px-3 py-2 text-left dark:border-slate-800";

/** A dashboard list of bookings. */
export function BookingList({ bookings, render, onOpen }: BookingListProps) {
  return (
    <ul className="space-y-2">
      {bookings.map((booking) => {
        const { title, detail } = render(booking);
        const content = (
          <>
            <span className="block font-medium text-slate-900 dark:text-slate-100">{title}</span>
            <span className="block text-sm text-slate-700 dark:text-slate-300">{detail}</span>
          </>
        );
        return (
          <li key={booking.id}>
            {onOpen && (booking.canEdit || booking.canCancel) ? (
              <button
                type="button"
                onClick={() => onOpen(booking)}
                className={`${itemClasses} hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600 dark:hover:bg-slate-800`}
              >
                {content}
              </button>
            ) : (
              <div className={itemClasses}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
