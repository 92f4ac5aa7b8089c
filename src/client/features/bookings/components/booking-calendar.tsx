import { addDays } from "date-fns";
import { CalendarSearch, Plus, UserPlus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { matchesAircraftSearch } from "../../../../shared/aircraft/fleet";
import type { Booking } from "../../../../shared/bookings/booking.types";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { Button } from "../../../components/ui/button";
import { listMessageClasses } from "../../../components/ui/search-box";
import { LoadingMessage } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useNow } from "../../../lib/use-now";
import { useTimeZone } from "../../../lib/viewer-time";
import { useBookableAircraft, useInstructorsInRange } from "../api/get-booking-resources";
import { useBookingsInRange } from "../api/get-bookings";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import {
  type CalendarWindow,
  canShiftEarlier,
  canShiftLater,
  dateInZone,
  dayWindow,
  shiftDays,
  shiftHours,
  todayWindow,
} from "../calendar-window";
import {
  aircraftRow,
  type CalendarRows,
  calendarRowsOf,
  type GridRow,
  INSTRUCTORS_VIEW,
  instructorRow,
} from "../grid-rows";
import { localDayRange } from "../local-time";
import { AircraftSearch } from "./aircraft-search";
import { AircraftWeek } from "./aircraft-week";
import { AvailabilityGrid } from "./availability-grid";
import { BookingTapContext } from "./booking-chip";
import type { BookingDialogRequest } from "./booking-dialog";
import { CalendarToolbar } from "./calendar-toolbar";
import { type CalendarMode, CalendarViewSwitch } from "./calendar-view-switch";
import {
  LazyBookingDetailsDialog,
  LazyBookingDialog,
  LazyFindSlotDialog,
} from "./lazy-booking-dialog";
import { TimeZoneNotice } from "./time-zone-notice";
import { useCalendarKeys } from "./use-calendar-keys";

const NO_AIRCRAFT: Aircraft[] = [];

/**
 * The booking calendar: its buttons, the aircraft search and the day availability grid, or one
 * aircraft's week (AircraftWeek) over the same window; or the instructors' day grid. Which rows
 * it shows is in the address (`?view=instructors`), so that a link or a reload keeps it.
 */
export function BookingCalendar({ currentUser }: { currentUser: CurrentUser }) {
  const isAdmin = currentUser.role === "admin";
  const timeZone = useTimeZone();
  const now = useNow(60_000);
  // The view the server rendered opens on the window it rendered (useNow starts at its time).
  const [view, setView] = useState<CalendarWindow>(() => todayWindow(now, timeZone));
  // The organization changed its zone while the calendar was open: today's window on its clock.
  const [viewZone, setViewZone] = useState(timeZone);
  if (viewZone !== timeZone) {
    setViewZone(timeZone);
    setView(todayWindow(now, timeZone));
  }
  const [search, setSearch] = useState("");
  const [dialog, setDialog] = useState<BookingDialogRequest | null>(null);
  const [findingSlot, setFindingSlot] = useState(false);
  const [mode, setMode] = useState<CalendarMode>("day");
  const [searchParams, setSearchParams] = useSearchParams();
  const rowsShown = calendarRowsOf(searchParams.get("view"));
  const showRows = (next: CalendarRows) =>
    setSearchParams(
      (params) => {
        const changed = new URLSearchParams(params);
        if (next === "instructors") changed.set("view", INSTRUCTORS_VIEW);
        else changed.delete("view");
        return changed;
      },
      { replace: true },
    );
  // The instructors are shown a day at a time: the aircraft's week is theirs only.
  const week = mode === "week" && rowsShown === "aircraft";
  const [weekAircraftId, setWeekAircraftId] = useState<string>();
  // A tapped booking, whose details show in a dialog (setDetails is the chips' tap).
  const [details, setDetails] = useState<Booking | null>(null);
  const range = useMemo(() => localDayRange(view.day), [view.day]);
  const fleet = useBookableAircraft();
  // The week reads its own days: the whole fleet's day is not read for it.
  const bookings = useBookingsInRange(week ? null : range);
  // Their time off of the shown day, ended or not, in the same read as their hours.
  const instructors = useInstructorsInRange(rowsShown === "instructors" ? range : null);

  const goToday = () => setView(todayWindow(now, timeZone));
  const goToDate = (value: string) => {
    const day = dateInZone(value, timeZone);
    if (day) setView(dayWindow(day, now, timeZone));
  };
  const earlier = canShiftEarlier(view) ? () => setView(shiftHours(view, -1)) : undefined;
  const later = canShiftLater(view) ? () => setView(shiftHours(view, 1)) : undefined;
  useCalendarKeys({
    enabled: dialog === null && details === null && !findingSlot,
    onEarlier: () => earlier?.(),
    onLater: () => later?.(),
    onNow: goToday,
    onToday: goToday,
  });

  // An admin books for the pilot of their choice, themselves preselected (docs/rules/calendar.md).
  // Both callbacks keep their identity, so the grid's memoized chips are not redrawn.
  // From an instructor's row: that instructor, and the aircraft left to choose.
  const book = useCallback(
    (row: GridRow, start: Date, end: Date) =>
      setDialog({
        mode: "create",
        withPilot: isAdmin,
        ...(row.kind === "aircraft" ? { aircraftId: row.id } : { instructorId: row.id }),
        start,
        end,
        pilotId: isAdmin ? currentUser.uid : undefined,
      }),
    [isAdmin, currentUser.uid],
  );
  // A booking the viewer may change opens in the form; one they may only cancel (a lesson they
  // teach) opens its details, which offer 'Cancel Booking'.
  const open = useCallback(
    (booking: Booking) =>
      booking.canEdit ? setDialog({ mode: "edit", booking }) : setDetails(booking),
    [],
  );
  const scrolled = useCallback(
    (startHour: number) => setView((shown) => ({ ...shown, startHour })),
    [],
  );
  // Kept while neither changes: the grid (memoized) is not drawn again for nothing.
  const matching = useMemo(
    () =>
      (fleet.data ?? [])
        .filter((aircraft) => matchesAircraftSearch(aircraft, search))
        .map(aircraftRow),
    [fleet.data, search],
  );
  const instructorRows = useMemo(
    () => (instructors.data ?? []).map((one) => instructorRow(one, view.day, timeZone)),
    [instructors.data, view.day, timeZone],
  );
  const failed = fleet.error ?? bookings.error;
  const aircraftCount = fleet.data?.length ?? 0;
  // The aircraft chosen for the week; else the first the search leaves, else the fleet's first.
  const weekAircraft =
    fleet.data?.find((aircraft) => aircraft.id === weekAircraftId) ??
    (matching[0]?.kind === "aircraft" ? matching[0].aircraft : undefined) ??
    fleet.data?.[0];
  const showMode = (next: CalendarMode) => {
    if (next === "week" && weekAircraft) setWeekAircraftId(weekAircraft.id);
    setMode(next);
  };
  const lastDay = useMemo(() => addDays(view.day, 6), [view.day]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {rowsShown === "aircraft" && !week ? (
          <AircraftSearch value={search} onChange={setSearch} />
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog({ mode: "create", withPilot: false })}>
            <Plus aria-hidden="true" className="size-4" />
            {texts.addMyBooking}
          </Button>
          <Button variant="secondary" onClick={() => setFindingSlot(true)}>
            <CalendarSearch aria-hidden="true" className="size-4" />
            {texts.findSlot}
          </Button>
          {isAdmin && (
            <Button
              variant="secondary"
              onClick={() => setDialog({ mode: "create", withPilot: true })}
            >
              <UserPlus aria-hidden="true" className="size-4" />
              {texts.addBookingForUser}
            </Button>
          )}
        </div>
      </div>
      <CalendarToolbar
        day={view.day}
        lastDay={week ? lastDay : undefined}
        views={
          <CalendarViewSwitch
            rows={rowsShown}
            onRowsChange={showRows}
            mode={mode}
            onModeChange={showMode}
            aircraft={fleet.data ?? NO_AIRCRAFT}
            aircraftId={weekAircraft?.id}
            onAircraftChange={setWeekAircraftId}
          />
        }
        onPreviousDay={() => setView(shiftDays(view, -1, now, timeZone))}
        onToday={goToday}
        onNextDay={() => setView(shiftDays(view, 1, now, timeZone))}
        onGoToDate={goToDate}
        onNow={goToday}
        onPreviousHour={earlier}
        onNextHour={later}
      />
      <TimeZoneNotice />
      {/* Not on a screen one cannot hover, a touch screen: it has no keys to press. By a media
          query, so that the server's first view is already right. */}
      <p className="text-xs text-slate-600 dark:text-slate-400 [@media(hover:none)]:hidden">
        {texts.keyboardHint}
      </p>
      {rowsShown === "instructors" ? (
        (instructors.error && !instructors.data) || (bookings.error && !bookings.data) ? (
          <p role="alert" className={listMessageClasses}>
            {texts.error(
              errorMessage(instructors.error ?? bookings.error, bookingMessages.fetchFailed),
            )}
          </p>
        ) : !instructors.data || !bookings.data ? (
          <LoadingMessage label={texts.loading} className="py-12" />
        ) : instructorRows.length === 0 ? (
          <p role="status" className={listMessageClasses}>
            {texts.noInstructors}
          </p>
        ) : (
          <>
            {bookings.data.truncated && (
              <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
                {texts.notEveryBooking}
              </p>
            )}
            <BookingTapContext value={setDetails}>
              <AvailabilityGrid
                rows={instructorRows}
                bookings={bookings.data.bookings}
                day={view.day}
                startHour={view.startHour}
                now={now}
                onBook={book}
                onOpen={open}
                onScrolled={scrolled}
              />
            </BookingTapContext>
          </>
        )
      ) : week ? (
        fleet.error && !fleet.data ? (
          <p role="alert" className={listMessageClasses}>
            {texts.error(errorMessage(fleet.error, bookingMessages.fetchFailed))}
          </p>
        ) : !fleet.data ? (
          <LoadingMessage label={texts.loading} className="py-12" />
        ) : !weekAircraft ? (
          <p role="status" className={listMessageClasses}>
            {texts.noAircraft}
          </p>
        ) : (
          <BookingTapContext value={setDetails}>
            <AircraftWeek
              aircraft={weekAircraft}
              day={view.day}
              startHour={view.startHour}
              now={now}
              onBook={book}
              onOpen={open}
            />
          </BookingTapContext>
        )
      ) : failed && (!fleet.data || !bookings.data) ? (
        <p role="alert" className={listMessageClasses}>
          {texts.error(errorMessage(failed, bookingMessages.fetchFailed))}
        </p>
      ) : !fleet.data || !bookings.data ? (
        <LoadingMessage label={texts.loading} className="py-12" />
      ) : aircraftCount === 0 ? (
        <p role="status" className={listMessageClasses}>
          {texts.noAircraft}
        </p>
      ) : matching.length === 0 ? (
        <p role="status" className={listMessageClasses}>
          {texts.noMatch}
        </p>
      ) : (
        <>
          {bookings.data.truncated && (
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {texts.notEveryBooking}
            </p>
          )}
          <BookingTapContext value={setDetails}>
            <AvailabilityGrid
              rows={matching}
              bookings={bookings.data.bookings}
              day={view.day}
              startHour={view.startHour}
              now={now}
              onBook={book}
              onOpen={open}
              onScrolled={scrolled}
            />
          </BookingTapContext>
        </>
      )}
      <LazyBookingDetailsDialog
        booking={details}
        day={view.day}
        onClose={() => setDetails(null)}
        onEdit={(booking) => {
          setDetails(null);
          open(booking);
        }}
      />
      <LazyFindSlotDialog
        open={findingSlot}
        onClose={() => setFindingSlot(false)}
        currentUser={currentUser}
        onChoose={(slot) => {
          // The caller's own booking, on the slot's aircraft, instructor and times.
          setFindingSlot(false);
          setDialog({
            mode: "create",
            withPilot: false,
            aircraftId: slot.aircraft.id,
            start: new Date(slot.start),
            end: new Date(slot.end),
            instructorId: slot.instructor?.id,
            type: slot.instructor ? "training" : undefined,
          });
        }}
      />
      <LazyBookingDialog
        request={dialog}
        onClose={() => setDialog(null)}
        currentUser={currentUser}
      />
    </div>
  );
}
