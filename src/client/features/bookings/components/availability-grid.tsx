import { memo, useMemo, useRef } from "react";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { cn } from "../../../lib/cn";
import { useTimeZone } from "../../../lib/viewer-time";
import { bookingTexts as texts } from "../bookings.texts";
import {
  type HourColumn,
  isBookableColumn,
  isCurrentColumn,
  placeBookings,
  windowColumns,
} from "../grid-placement";
import { formatDay, hourLabel } from "../local-time";
import { AircraftDetails, AircraftRowHeader, aircraftTooltipKey } from "./aircraft-row-header";
import { BookingChip, BookingDetails, bookingTooltipKey } from "./booking-chip";
import { GridTooltip } from "./grid-tooltip";

interface AvailabilityGridProps {
  aircraft: readonly Aircraft[];
  bookings: readonly Booking[];
  day: Date;
  startHour: number;
  now: Date;
  onBook: (aircraft: Aircraft, start: Date) => void;
  onOpen: (booking: Booking) => void;
}

/** A booking with its times read once per answer of the API, not on every move of the window. */
interface TimedBooking {
  booking: Booking;
  start: number;
  end: number;
}

function byAircraft(bookings: readonly Booking[]): Map<string, TimedBooking[]> {
  const rows = new Map<string, TimedBooking[]>();
  for (const booking of bookings) {
    const row = rows.get(booking.aircraftId) ?? [];
    row.push({ booking, start: Date.parse(booking.start), end: Date.parse(booking.end) });
    rows.set(booking.aircraftId, row);
  }
  return rows;
}

/** The grid's repeated parts are named utilities (styles.css): less HTML per cell. */
const cellClasses = "grid-cell";
const nowClasses = "bg-amber-50 dark:bg-amber-950/40";

/**
 * Aircraft rows by hourly columns, built from a real table: hour headers as text, each row
 * headed by its registration, bookings and free future hours as buttons.
 */
export const AvailabilityGrid = memo(function AvailabilityGrid({
  aircraft,
  bookings,
  day,
  startHour,
  now,
  onBook,
  onOpen,
}: AvailabilityGridProps) {
  const timeZone = useTimeZone();
  const columns = useMemo(
    () => windowColumns(day, startHour, timeZone),
    [day, startHour, timeZone],
  );
  const rows = useMemo(() => byAircraft(bookings), [bookings]);
  // date-fns formatting is slow enough to show on every move of the window: once per day.
  const caption = useMemo(() => texts.gridCaption(formatDay(day)), [day]);
  const gridRef = useRef<HTMLDivElement>(null);
  // Looked up only while a tooltip is open.
  const details = (key: string) => {
    const booking = bookings.find((candidate) => bookingTooltipKey(candidate) === key);
    if (booking) return <BookingDetails booking={booking} day={day} />;
    const plane = aircraft.find((candidate) => aircraftTooltipKey(candidate) === key);
    return plane ? <AircraftDetails aircraft={plane} /> : null;
  };

  return (
    <>
      <div
        ref={gridRef}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900"
      >
        <table className="w-full min-w-[42rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 w-28 bg-slate-50 px-3 py-2 text-left dark:bg-slate-800"
              >
                {texts.aircraftColumn}
              </th>
              {columns.map((column) => {
                const current = isCurrentColumn(column, now);
                return (
                  <th
                    key={column.hour}
                    scope="col"
                    className={cn(
                      "border-l border-slate-200 px-2 py-2 dark:border-slate-800",
                      current && nowClasses,
                    )}
                  >
                    {hourLabel(column.hour)}
                    {current && (
                      <span className="ml-1 rounded bg-amber-700 px-1 py-0.5 text-[0.65rem] text-white">
                        {texts.now}
                        <span className="sr-only">{` (${texts.currentHour})`}</span>
                      </span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {aircraft.map((plane) => (
              <AircraftRow
                key={plane.id}
                aircraft={plane}
                columns={columns}
                bookings={rows.get(plane.id) ?? []}
                now={now}
                onBook={onBook}
                onOpen={onOpen}
              />
            ))}
          </tbody>
        </table>
      </div>
      <GridTooltip containerRef={gridRef} content={details} />
    </>
  );
});

interface AircraftRowProps
  extends Omit<AvailabilityGridProps, "aircraft" | "bookings" | "day" | "startHour"> {
  aircraft: Aircraft;
  bookings: readonly TimedBooking[];
  columns: HourColumn[];
}

function AircraftRow({ aircraft, columns, bookings, now, onBook, onOpen }: AircraftRowProps) {
  const segments = placeBookings(columns, bookings);
  return (
    <tr>
      <AircraftRowHeader aircraft={aircraft} />
      {segments.map((segment) => {
        const column = columns[segment.column] as HourColumn;
        const current = isCurrentColumn(column, now);
        if (segment.kind === "booked") {
          // Keyed by its first booking, which stays while the window moves (its first hour does
          // not, for a booking begun before the window): its chips are kept, not made again.
          return (
            <BookedCell
              key={segment.bookings[0]?.booking.id}
              span={segment.span}
              bookings={segment.bookings}
              onOpen={onOpen}
            />
          );
        }
        const bookable = isBookableColumn(column, now);
        return (
          <td
            key={column.hour}
            className={cn(
              cellClasses,
              current && nowClasses,
              !bookable && !current && "bg-slate-50 dark:bg-slate-800/40",
            )}
          >
            {bookable && (
              <button
                type="button"
                aria-label={texts.bookCell(aircraft.registration, hourLabel(column.hour))}
                onClick={() => onBook(aircraft, column.start)}
                className="free-hour"
              />
            )}
          </td>
        );
      })}
    </tr>
  );
}

interface BookedCellProps {
  span: number;
  bookings: readonly TimedBooking[];
  onOpen: (booking: Booking) => void;
}

const sameBookings = (a: readonly TimedBooking[], b: readonly TimedBooking[]) =>
  a.length === b.length && a.every((booking, index) => booking === b[index]);

/**
 * A booked stretch of a row. Most of them are the same after a move of the window by an hour
 * (the same bookings over as many columns): those are not rendered again (issue 8).
 */
const BookedCell = memo(
  function BookedCell({ span, bookings, onOpen }: BookedCellProps) {
    return (
      // The chips stack as blocks (styles.css): no wrapper element per booked stretch.
      <td colSpan={span} className={cellClasses}>
        {bookings.map(({ booking }) => (
          <BookingChip
            key={booking.id}
            booking={booking}
            onOpen={booking.canEdit ? onOpen : undefined}
          />
        ))}
      </td>
    );
  },
  (before, after) =>
    before.span === after.span &&
    before.onOpen === after.onOpen &&
    sameBookings(before.bookings, after.bookings),
);
