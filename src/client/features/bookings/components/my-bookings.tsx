import { useState } from "react";
import { bookingTypeLabels } from "../../../../shared/bookings/booking.constants";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { LoadingMessage } from "../../../components/ui/spinner";
import { useTimeZone } from "../../../lib/viewer-time";
import { useFleet } from "../api/get-booking-resources";
import { type MyBookingsWhen, useMyBookings } from "../api/get-my-bookings";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import { formatBookingWhen } from "../local-time";
import type { BookingDialogRequest } from "./booking-dialog";
import { BookingList, registrationOf } from "./booking-list";
import { LazyBookingDialog } from "./lazy-booking-dialog";

const calm = "text-slate-700 dark:text-slate-300";
const tabs: readonly { when: MyBookingsWhen; label: string; empty: string }[] = [
  { when: "upcoming", label: texts.upcomingTab, empty: texts.noUpcoming },
  { when: "past", label: texts.pastTab, empty: texts.noPast },
];

/** The viewer's own bookings, upcoming or past, a page at a time; their own open to edit. */
export function MyBookings({ currentUser }: { currentUser: CurrentUser }) {
  const [when, setWhen] = useState<MyBookingsWhen>("upcoming");
  const [dialog, setDialog] = useState<BookingDialogRequest | null>(null);
  const timeZone = useTimeZone();
  const list = useMyBookings(when);
  const bookings = list.data?.pages.flatMap((page) => page.bookings) ?? [];
  // The fleet names the aircraft; without bookings to name, it is not read.
  const fleet = useFleet({ enabled: bookings.length > 0 });
  const tab = tabs.find((t) => t.when === when) ?? tabs[0];

  return (
    <Panel
      title={tab?.label ?? texts.upcomingTab}
      actions={
        <fieldset className="flex gap-1">
          <legend className="sr-only">{texts.myBookingsTitle}</legend>
          {tabs.map((t) => (
            <Button
              key={t.when}
              variant={t.when === when ? "primary" : "secondary"}
              aria-pressed={t.when === when}
              onClick={() => setWhen(t.when)}
            >
              {t.label}
            </Button>
          ))}
        </fieldset>
      }
    >
      {list.isPending || (!fleet.data && fleet.isFetching) ? (
        <LoadingMessage label={texts.loadingList} className="py-6" />
      ) : list.isError && !list.data ? (
        <p className={calm}>{bookingMessages.fetchFailed}</p>
      ) : bookings.length === 0 ? (
        <p className={calm}>{tab?.empty}</p>
      ) : (
        <>
          <BookingList
            bookings={bookings}
            onOpen={
              when === "upcoming" ? (booking) => setDialog({ mode: "edit", booking }) : undefined
            }
            render={(booking) => ({
              title: `${registrationOf(fleet.data, booking.aircraftId)} — ${booking.details?.title ?? texts.booked}`,
              detail: `${formatBookingWhen(
                new Date(booking.start),
                new Date(booking.end),
                timeZone,
              )} · ${bookingTypeLabels[booking.type]}`,
            })}
          />
          {list.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-4 w-full"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? texts.loadingMore : texts.showMore}
            </Button>
          )}
        </>
      )}
      <LazyBookingDialog
        request={dialog}
        onClose={() => setDialog(null)}
        currentUser={currentUser}
      />
    </Panel>
  );
}
