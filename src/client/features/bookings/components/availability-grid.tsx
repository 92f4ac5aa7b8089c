import { TZDate } from "@date-fns/tz";
import { addHours, startOfHour } from "date-fns";
import {
  type CSSProperties,
  Fragment,
  memo,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { nextFullHour } from "../../../../shared/bookings/booking-rules";
import { CALENDAR_COLUMNS } from "../../../../shared/bookings/calendar-window";
import { cn } from "../../../lib/cn";
import { useTimeZone } from "../../../lib/viewer-time";
import { bookingTexts as texts } from "../bookings.texts";
import {
  dayColumns,
  type FlowPart,
  flowParts,
  type HourColumn,
  isBookableColumn,
  isCurrentColumn,
  placeBookings,
  type StretchPart,
  windowColumns,
} from "../grid-placement";
import {
  type ColumnPlaces,
  hourAt,
  hourSpan,
  measureColumns,
  ROW_HEADER_WIDTH,
  samePlace,
  showWindow,
  tableWidth,
} from "../grid-window";
import { clockTime, formatDay, hourLabel } from "../local-time";
import { AircraftDetails, AircraftRowHeader, aircraftTooltipKey } from "./aircraft-row-header";
import { BookingChip, BookingDetails, bookingTooltipKey } from "./booking-chip";
import { GridTooltip } from "./grid-tooltip";

interface AvailabilityGridProps {
  aircraft: readonly Aircraft[];
  bookings: readonly Booking[];
  day: Date;
  startHour: number;
  now: Date;
  /** A click on free time: a new booking of `aircraft` from `start` to `end`. */
  onBook: (aircraft: Aircraft, start: Date, end: Date) => void;
  onOpen: (booking: Booking) => void;
  /** The window's first hour after the user swiped the grid to it. */
  onScrolled: (startHour: number) => void;
}

/** A booking with its times read once per answer of the API, not on every move of the window. */
export interface TimedBooking {
  booking: Booking;
  start: number;
  end: number;
}

function byAircraft(bookings: readonly Booking[]): Map<string, TimedBooking[]> {
  const rows = new Map<string, TimedBooking[]>();
  for (const booking of bookings) {
    // A Ground booking holds no aircraft: it is on no aircraft's row.
    if (booking.aircraftId === null) continue;
    const row = rows.get(booking.aircraftId) ?? [];
    row.push({ booking, start: Date.parse(booking.start), end: Date.parse(booking.end) });
    rows.set(booking.aircraftId, row);
  }
  return rows;
}

/** The grid's repeated parts are named utilities (styles.css): less HTML per cell. */
const cellClasses = "grid-cell";
/** The current hour's column, in the day grid and the week grid. */
export const nowClasses = "bg-amber-50 dark:bg-amber-950/40";

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
  onScrolled,
}: AvailabilityGridProps) {
  const timeZone = useTimeZone();
  // The view the server rendered holds the window's 8 columns; once the app runs, the whole day,
  // drawn when the browser has time, so that moving the window draws nothing (grid-window.ts).
  const [wholeDay, setWholeDay] = useState(false);
  useEffect(() => startTransition(() => setWholeDay(true)), []);
  const windowStart = wholeDay ? null : startHour;
  const columns = useMemo(
    () =>
      windowStart === null ? dayColumns(day, timeZone) : windowColumns(day, windowStart, timeZone),
    [day, windowStart, timeZone],
  );
  const rows = useMemo(() => byAircraft(bookings), [bookings]);
  // date-fns formatting is slow enough to show on every move of the window: once per day.
  const caption = useMemo(() => texts.gridCaption(formatDay(day)), [day]);
  const gridRef = useRef<HTMLDivElement>(null);
  // The cells change with the hour, not the minute: the whole day is not drawn every minute.
  const hourStart = startOfHour(new TZDate(now, timeZone)).getTime();
  const hour = useMemo(() => new Date(hourStart), [hourStart]);
  // The table's props: a new object exactly when the (memoized) table is drawn again.
  // The first view leaves the free parts of booked hours to the app: nothing is clicked before
  // it runs, and the first frame lays out only the bookings (decision 0051).
  const table = useMemo(
    () => ({ aircraft, rows, columns, caption, now: hour, freeParts: wholeDay, onBook, onOpen }),
    [aircraft, rows, columns, caption, hour, wholeDay, onBook, onOpen],
  );
  useWindowPosition(gridRef, startHour, table, onScrolled);
  // Looked up only while a tooltip is open.
  const details = useCallback(
    (key: string) => {
      const booking = bookings.find((candidate) => bookingTooltipKey(candidate) === key);
      if (booking) return <BookingDetails booking={booking} day={day} />;
      const plane = aircraft.find((candidate) => aircraftTooltipKey(candidate) === key);
      return plane ? <AircraftDetails aircraft={plane} /> : null;
    },
    [aircraft, bookings, day],
  );

  return (
    <>
      {/*
       * One scroller only, the grid itself: on a phone the hours it holds are wider than the
       * screen and scroll under the sticky registrations (an outer scroller took them along).
       */}
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
        {/*
         * Scrolled by the user as well as by keys: a scroller the user may scroll is scrolled by
         * the compositor, not painted again (CSS scroll snapping would paint it again: the window
         * is put on a whole hour once a swipe ends). No scroll padding for the row headers: a
         * focused registration would then be scrolled "into view", and the window with it.
         */}
        <div
          ref={gridRef}
          className="@container overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
        >
          <DayTable {...table} />
        </div>
      </div>
      <GridTooltip containerRef={gridRef} content={details} />
    </>
  );
});

interface DayTableProps
  extends Pick<AvailabilityGridProps, "aircraft" | "now" | "onBook" | "onOpen"> {
  rows: Map<string, TimedBooking[]>;
  columns: HourColumn[];
  caption: string;
  /** Whether booked hours offer their free parts (not in the first view). */
  freeParts: boolean;
}

/**
 * The table itself. Memoized: over the whole day's columns it is the same wherever the window
 * is, and a move of the window does not render it.
 */
const DayTable = memo(function DayTable({
  aircraft,
  rows,
  columns,
  caption,
  now,
  freeParts,
  onBook,
  onOpen,
}: DayTableProps) {
  return (
    <table
      className="table-fixed border-collapse text-sm"
      style={{ width: tableWidth(columns.length) }}
      // What assistive technology counts: the row headers and the window's columns.
      aria-colcount={CALENDAR_COLUMNS + 1}
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
        <tr>
          <th
            scope="col"
            aria-colindex={1}
            className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left dark:bg-slate-800"
            style={{ width: ROW_HEADER_WIDTH }}
          >
            {texts.aircraftColumn}
          </th>
          {columns.map((column) => {
            const current = isCurrentColumn(column, now);
            return (
              <th
                key={column.hour}
                {...hourSpan(column.hour, column.hour)}
                scope="col"
                className={cn(
                  "border-l border-slate-200 px-2 py-2 dark:border-slate-800",
                  current && nowClasses,
                )}
              >
                {hourLabel(column.hour)}
                {/* A box of its own: in a narrow hour it goes under the time, not past the cell. */}
                {current && (
                  <span className="ml-1 inline-block rounded bg-amber-700 px-1 py-0.5 text-[0.65rem] text-white">
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
            bookings={rows.get(plane.id) ?? NO_BOOKINGS}
            now={now}
            freeParts={freeParts}
            onBook={onBook}
            onOpen={onOpen}
          />
        ))}
      </tbody>
    </table>
  );
});

/** One empty list for every row without bookings: their memoized rows are not drawn again. */
const NO_BOOKINGS: TimedBooking[] = [];

interface AircraftRowProps
  extends Omit<
    AvailabilityGridProps,
    "aircraft" | "bookings" | "day" | "startHour" | "onScrolled"
  > {
  aircraft: Aircraft;
  bookings: readonly TimedBooking[];
  columns: HourColumn[];
  freeParts: boolean;
}

/** Memoized: over the whole day's columns, a row is the same wherever the window is. */
const AircraftRow = memo(function AircraftRow({
  aircraft,
  columns,
  bookings,
  now,
  freeParts,
  onBook,
  onOpen,
}: AircraftRowProps) {
  const timeZone = useTimeZone();
  // `now` is the start of its hour: the next full hour is the first time a click may book.
  const bookableFrom = nextFullHour(now, timeZone).getTime();
  const segments = placeBookings(columns, bookings, bookableFrom);
  return (
    <tr>
      <AircraftRowHeader aircraft={aircraft} />
      {segments.map((segment) => {
        const column = columns[segment.column] as HourColumn;
        if (segment.kind === "booked") {
          // Keyed by its first part, which stays while the window moves (its first hour does
          // not, for a booking begun before the window): its chips are kept, not made again.
          const last = columns[segment.column + segment.span - 1] as HourColumn;
          return (
            <BookedCell
              key={partKey(segment.parts[0])}
              aircraft={aircraft}
              first={column.hour}
              last={last.hour}
              parts={freeParts ? segment.parts : segment.parts.filter(isBookingPart)}
              onBook={onBook}
              onOpen={onOpen}
            />
          );
        }
        return (
          <FreeHourCell
            key={column.hour}
            aircraft={aircraft}
            column={column}
            now={now}
            onBook={onBook}
          />
        );
      })}
    </tr>
  );
});

interface FreeHourCellProps {
  aircraft: Aircraft;
  column: HourColumn;
  /** The start of the current hour. */
  now: Date;
  onBook: (aircraft: Aircraft, start: Date, end: Date) => void;
}

/**
 * An hour no booking touches: a button that books it for an hour when it has not started, shaded
 * when it has (the current hour marked). The day grid's and the week grid's.
 */
export function FreeHourCell({ aircraft, column, now, onBook }: FreeHourCellProps) {
  const current = isCurrentColumn(column, now);
  const bookable = isBookableColumn(column, now);
  return (
    <td
      {...hourSpan(column.hour, column.hour)}
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
          onClick={() => onBook(aircraft, column.start, addHours(column.start, 1))}
          className="free-hour"
        />
      )}
    </td>
  );
}

type Part = StretchPart<TimedBooking>;

const isBookingPart = (part: Part) => part.kind === "booking";

const partKey = (part: Part | undefined) =>
  part?.kind === "booking" ? part.booking.booking.id : `free:${part?.slot.start}`;

interface BookedCellProps {
  aircraft: Aircraft;
  /** The hours of the stretch's first and last columns. */
  first: number;
  last: number;
  parts: readonly Part[];
  onBook: (aircraft: Aircraft, start: Date, end: Date) => void;
  onOpen: (booking: Booking) => void;
}

const samePart = (a: Part, b: Part | undefined) =>
  a.kind === "booking"
    ? b?.kind === "booking" &&
      a.booking === b.booking &&
      a.left === b.left &&
      a.width === b.width &&
      a.lane === b.lane
    : b?.kind === "free" &&
      a.slot.start === b.slot.start &&
      a.slot.end === b.slot.end &&
      a.left === b.left &&
      a.width === b.width;

/** A percentage to a thousandth (a hundredth of a pixel on any screen): shorter HTML. */
const percent = (value: number) => `${Math.round(value * 1000) / 1000}%`;

/** The custom properties that put a part of a stretch at its time (styles.css, stretch-part). */
const partPlace = (part: FlowPart<TimedBooking>) =>
  ({ "--gap": percent(part.gap), "--width": percent(part.width) }) as CSSProperties;

/**
 * A stretch of hours that bookings touch: each booking from its real start to its real end, and
 * the free parts between them bookable with a click (docs/rules/calendar.md). Most stretches are
 * the same after a move of the window by an hour: those are not rendered again (decision 0012).
 */
export const BookedCell = memo(
  function BookedCell({ aircraft, first, last, parts, onBook, onOpen }: BookedCellProps) {
    const timeZone = useTimeZone();
    return (
      <td
        colSpan={last - first + 1}
        {...hourSpan(first, last)}
        className={cn(cellClasses, "grid-stretch")}
        style={{ "--span": last - first + 1 } as CSSProperties}
      >
        {flowParts(parts).map((part) => (
          <Fragment key={partKey(part)}>
            {part.newLine && <br />}
            {part.kind === "booking" ? (
              <BookingChip
                booking={part.booking.booking}
                onOpen={part.booking.booking.canEdit ? onOpen : undefined}
                style={partPlace(part)}
              />
            ) : (
              <button
                type="button"
                aria-label={texts.bookCell(
                  aircraft.registration,
                  clockTime(part.slot.start, timeZone),
                )}
                onClick={() =>
                  onBook(
                    aircraft,
                    new TZDate(part.slot.start, timeZone),
                    new TZDate(part.slot.end, timeZone),
                  )
                }
                className="free-hour stretch-part"
                style={partPlace(part)}
              />
            )}
          </Fragment>
        ))}
      </td>
    );
  },
  (before, after) =>
    before.aircraft === after.aircraft &&
    before.first === after.first &&
    before.last === after.last &&
    before.onBook === after.onBook &&
    before.onOpen === after.onOpen &&
    before.parts.length === after.parts.length &&
    before.parts.every((part, index) => samePart(part, after.parts[index])),
);

/** How long a swipe of the grid is still for before the window follows it, without scrollend. */
const SCROLL_SETTLED_MS = 150;

/**
 * Keeps the window of `startHour` in view after every render of the grid, and when the grid
 * changes size; tells `onScrolled` the window a swipe of the grid came to. Where the columns
 * are is measured once per table drawn and per size (a measure lays the page out): a move of the
 * window only scrolls, and marks the cells it passes. A swipe under way keeps the hours under
 * the finger, even when the grid is drawn again beneath it (the whole day replacing the server's
 * window, a booking made elsewhere): the window follows once the swipe ends.
 */
function useWindowPosition(
  gridRef: RefObject<HTMLElement | null>,
  startHour: number,
  table: object,
  onScrolled: (startHour: number) => void,
) {
  const start = useRef(startHour);
  const scrolled = useRef(onScrolled);
  const drawn = useRef<{ table: object; places: ColumnPlaces } | null>(null);
  // A finger on the grid, or the scroll it set going: a swipe that has not ended.
  const swipe = useRef({ touching: false, moving: false });
  useLayoutEffect(() => {
    start.current = startHour;
    scrolled.current = onScrolled;
    const grid = gridRef.current;
    if (!grid) return;
    const before = drawn.current;
    const redrawn = before?.table !== table;
    if (redrawn) drawn.current = { table, places: measureColumns(grid) };
    const { places } = drawn.current as { places: ColumnPlaces };
    const swiping = swipe.current.touching || swipe.current.moving;
    const held = swiping && before ? samePlace(before.places, places, grid.scrollLeft) : undefined;
    showWindow(grid, startHour, places, redrawn, held);
  });
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const resized = new ResizeObserver(() => {
      if (!drawn.current) return;
      drawn.current.places = measureColumns(grid);
      showWindow(grid, start.current, drawn.current.places, false);
    });
    resized.observe(grid);
    // A swipe moves the window to the nearest whole hour. Any other scroll (the browser
    // bringing a focused chip that crosses the window's edge into view) is put back.
    // A sideways wheel (Shift+wheel included) or a touch; a key (Tab) starts something else.
    let swiped = false;
    const wheeling = (event: WheelEvent) => {
      if (event.deltaX !== 0 || event.shiftKey) swiped = true;
    };
    const touching = () => {
      swiped = true;
      swipe.current.touching = true;
    };
    const lifted = () => {
      swipe.current.touching = false;
    };
    const typing = () => {
      swiped = false;
    };
    const moving = () => {
      if (swiped) swipe.current.moving = true;
    };
    const settled = () => {
      swipe.current.moving = false;
      if (!drawn.current) return;
      const hour = swiped ? hourAt(drawn.current.places, grid.scrollLeft) : start.current;
      swiped = false;
      if (hour === undefined) return;
      if (hour === start.current) showWindow(grid, hour, drawn.current.places, false);
      else scrolled.current(hour);
    };
    grid.addEventListener("wheel", wheeling, { passive: true });
    grid.addEventListener("touchstart", touching, { passive: true });
    grid.addEventListener("touchend", lifted, { passive: true });
    grid.addEventListener("touchcancel", lifted, { passive: true });
    grid.addEventListener("keydown", typing);
    let timer = 0;
    const debounced = () => {
      moving();
      window.clearTimeout(timer);
      timer = window.setTimeout(settled, SCROLL_SETTLED_MS);
    };
    const withScrollEnd = "onscrollend" in window;
    if (withScrollEnd) {
      grid.addEventListener("scroll", moving, { passive: true });
      grid.addEventListener("scrollend", settled, { passive: true });
    } else grid.addEventListener("scroll", debounced, { passive: true });
    return () => {
      resized.disconnect();
      grid.removeEventListener("wheel", wheeling);
      grid.removeEventListener("touchstart", touching);
      grid.removeEventListener("touchend", lifted);
      grid.removeEventListener("touchcancel", lifted);
      grid.removeEventListener("keydown", typing);
      grid.removeEventListener("scroll", moving);
      grid.removeEventListener("scroll", debounced);
      grid.removeEventListener("scrollend", settled);
      window.clearTimeout(timer);
    };
  }, [gridRef]);
}
