import { TZDate } from "@date-fns/tz";
import { format, startOfDay, startOfHour } from "date-fns";
import { memo, useCallback, useMemo, useRef } from "react";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { nextFullHour } from "../../../../shared/bookings/booking-rules";
import { windowHours } from "../../../../shared/bookings/calendar-window";
import { cn } from "../../../lib/cn";
import { useTimeZone } from "../../../lib/viewer-time";
import { bookingTexts as texts } from "../bookings.texts";
import { type HourColumn, isCurrentColumn } from "../grid-placement";
import { aircraftRow, type GridRow } from "../grid-rows";
import { ROW_HEADER_WIDTH } from "../grid-window";
import { formatDay, hourLabel } from "../local-time";
import { type WeekRow, weekRows } from "../week-rows";
import { aircraftMark, rowHeaderClasses } from "./aircraft-row-header";
import { BookedCell, FreeHourCell, nowClasses, type TimedBooking } from "./availability-grid";
import { BookingDetails, bookingTooltipKey } from "./booking-chip";
import { GridTooltip } from "./grid-tooltip";

interface WeekGridProps {
  aircraft: Aircraft;
  bookings: readonly Booking[];
  /** The week's days, midnights on the organization's clock (`weekDays`). */
  days: readonly TZDate[];
  startHour: number;
  now: Date;
  /** A click on free time: a new booking of the aircraft's row from `start` to `end`. */
  onBook: (row: GridRow, start: Date, end: Date) => void;
  onOpen: (booking: Booking) => void;
}

/**
 * One aircraft's week: its days as rows over the day grid's hourly window, each booking at its
 * true place and the free time bookable as in the day grid (its stretches, chips and tooltip).
 * Seven rows of eight columns: a move of the window draws them again, which costs little.
 */
export const WeekGrid = memo(function WeekGrid({
  aircraft,
  bookings,
  days,
  startHour,
  now,
  onBook,
  onOpen,
}: WeekGridProps) {
  const timeZone = useTimeZone();
  const timed = useMemo<TimedBooking[]>(
    () =>
      bookings.map((booking) => ({
        booking,
        start: Date.parse(booking.start),
        end: Date.parse(booking.end),
      })),
    [bookings],
  );
  // As in the day grid: the cells change with the hour, and nothing before the next full hour
  // may be booked.
  const hourStart = startOfHour(new TZDate(now, timeZone)).getTime();
  const hour = useMemo(() => new Date(hourStart), [hourStart]);
  const rows = useMemo(
    () => weekRows(days, startHour, timeZone, timed, nextFullHour(hour, timeZone).getTime()),
    [days, startHour, timeZone, timed, hour],
  );
  const caption = useMemo(
    () =>
      texts.weekCaption(
        aircraft.registration,
        formatDay(days[0] as Date),
        formatDay(days[days.length - 1] as Date),
      ),
    [aircraft.registration, days],
  );
  const currentHour = rows
    .flatMap((row) => row.columns)
    .find((column) => isCurrentColumn(column, hour))?.hour;
  const gridRef = useRef<HTMLDivElement>(null);
  const details = useCallback(
    (key: string) => {
      const booking = bookings.find((candidate) => bookingTooltipKey(candidate) === key);
      if (!booking) return null;
      // Its times alone when it starts and ends on one day, with dates when it crosses midnight.
      const day = startOfDay(new TZDate(Date.parse(booking.start), timeZone));
      return <BookingDetails booking={booking} day={day} />;
    },
    [bookings, timeZone],
  );

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
                className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left dark:bg-slate-800"
                style={{ width: ROW_HEADER_WIDTH }}
              >
                {texts.dayColumn}
              </th>
              {windowHours(startHour).map((columnHour) => {
                const current = columnHour === currentHour;
                return (
                  <th
                    key={columnHour}
                    scope="col"
                    className={cn(
                      "border-l border-slate-200 px-2 py-2 dark:border-slate-800",
                      current && nowClasses,
                    )}
                  >
                    {hourLabel(columnHour)}
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
            {rows.map((row) => (
              <DayRow
                key={row.day.getTime()}
                aircraft={aircraft}
                row={row}
                now={hour}
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

interface DayRowProps extends Pick<WeekGridProps, "aircraft" | "now" | "onBook" | "onOpen"> {
  row: WeekRow<TimedBooking>;
}

/** One day of the week, headed by its date, in the aircraft's colour. */
function DayRow({ aircraft, row, now, onBook, onOpen }: DayRowProps) {
  return (
    <tr>
      <th scope="row" className={rowHeaderClasses} style={aircraftMark(aircraft)}>
        {format(row.day, "EEE, MMM d")}
      </th>
      {row.segments.map((segment) => {
        const column = row.columns[segment.column] as HourColumn;
        if (segment.kind === "booked") {
          const last = row.columns[segment.column + segment.span - 1] as HourColumn;
          return (
            <BookedCell
              key={`${column.hour}:${segment.span}`}
              row={aircraftRow(aircraft)}
              first={column.hour}
              last={last.hour}
              parts={segment.parts}
              onBook={onBook}
              onOpen={onOpen}
            />
          );
        }
        return (
          <FreeHourCell
            key={column.hour}
            row={aircraftRow(aircraft)}
            column={column}
            now={now}
            onBook={onBook}
          />
        );
      })}
    </tr>
  );
}
