import { CALENDAR_COLUMNS } from "../../../shared/bookings/calendar-window";

/**
 * How the day grid's window moves without drawing the grid again (decision 0020).
 *
 * Once the app runs, the grid holds the whole day: 24 hourly columns in a scroller as wide as 8
 * of them (fewer on a phone, whose hours do not shrink below a readable width). Moving the
 * window scrolls it, and takes the cells outside the window out of reach. Nothing is styled,
 * laid out or painted again: the scroller is scrolled by the compositor, and a swipe of it moves
 * the window too, to the nearest whole hour. A booked stretch begun before the window shows the
 * part inside it, its label's start under the row headers (decision 0020 says why it is not
 * moved).
 *
 * Every hour cell (header or body) names the hours it covers in `data-first` and `data-last`.
 */
export const FIRST_HOUR_ATTRIBUTE = "data-first";
export const LAST_HOUR_ATTRIBUTE = "data-last";

/** The attributes naming the hours `first`..`last` a cell covers. */
export const hourSpan = (first: number, last: number) => ({
  [FIRST_HOUR_ATTRIBUTE]: first,
  [LAST_HOUR_ATTRIBUTE]: last,
});

/**
 * The grid's table as wide as its columns: the row headers' width, then 8 columns in view. An
 * hour is never narrower than HOUR_MIN_WIDTH: on a phone fewer hours are in view, and the hours
 * scroll under the row headers (docs/rules/calendar.md, phones).
 */
export const ROW_HEADER_WIDTH = "7rem";
const HOUR_MIN_WIDTH = "4.375rem";
export const tableWidth = (columns: number) =>
  `calc(${ROW_HEADER_WIDTH} + max(100cqw - ${ROW_HEADER_WIDTH}, ${HOUR_MIN_WIDTH} * ${CALENDAR_COLUMNS}) * ${columns / CALENDAR_COLUMNS})`;

const hourOf = (cell: HTMLElement, attribute: string) =>
  Number(cell.getAttribute(attribute) ?? Number.NaN);

/** Where each rendered hour's column starts, from the first rendered column, in pixels. */
export type ColumnPlaces = ReadonlyMap<number, number>;

/**
 * Measures where the columns of the grid in `scroller` are. The rendered hours start at hour 0
 * (the whole day) or at the window (the server's view). Reading places lays the page out:
 * measured again only when the columns or the grid's size change.
 */
export function measureColumns(scroller: HTMLElement): ColumnPlaces {
  const headers = [...scroller.querySelectorAll<HTMLElement>(`th[${FIRST_HOUR_ATTRIBUTE}]`)];
  const origin = headers[0]?.offsetLeft ?? 0;
  return new Map(
    headers.map((header) => [hourOf(header, FIRST_HOUR_ATTRIBUTE), header.offsetLeft - origin]),
  );
}

/**
 * Shows the window of `startHour` in `scroller`: scrolled to that hour's column (or to
 * `scrollLeft`, where a swipe under way holds the hours), with the cells outside it (clipped by the scroller) taken out of the accessibility tree and the tab order.
 * Attributes, not styles: no selector reads them, so a move restyles nothing. The cells inside
 * carry their column in the window (aria-colindex, the row headers being column 1), so that a
 * stretch begun before the window does not shift the columns after it.
 *
 * A move hides or shows only the cells whose side of the window changed. After the table itself
 * was rendered again (`redrawn`), every cell is set: React may have put new buttons in one
 * outside. React never sets these attributes, so it does not undo them. Focus in a cell the
 * window leaves goes to the nearest one in the window.
 */
export function showWindow(
  scroller: HTMLElement,
  startHour: number,
  places: ColumnPlaces,
  redrawn: boolean,
  scrollLeft = places.get(startHour),
) {
  if (scrollLeft === undefined || !places.has(startHour)) return;
  scroller.scrollLeft = scrollLeft;
  const end = startHour + CALENDAR_COLUMNS;
  const focused = document.activeElement;
  let lostFocus: HTMLElement | null = null;
  for (const cell of scroller.querySelectorAll<HTMLElement>(`[${FIRST_HOUR_ATTRIBUTE}]`)) {
    const first = hourOf(cell, FIRST_HOUR_ATTRIBUTE);
    const last = hourOf(cell, LAST_HOUR_ATTRIBUTE);
    const outside = last < startHour || first >= end;
    // Inside, the column in the window: it changes with every move (no selector reads it).
    const column = outside ? null : Math.max(first, startHour) - startHour + 2;
    setAttribute(cell, "aria-colindex", column);
    if (!redrawn && cell.hasAttribute("aria-hidden") === outside) continue;
    if (outside) {
      cell.setAttribute("aria-hidden", "true");
      if (focused && cell.contains(focused)) lostFocus = cell;
    } else cell.removeAttribute("aria-hidden");
    for (const control of cell.querySelectorAll("a, button")) {
      if (outside) control.setAttribute("tabindex", "-1");
      else control.removeAttribute("tabindex");
    }
  }
  if (lostFocus) focusNearest(lostFocus, startHour);
}

function setAttribute(element: HTMLElement, name: string, value: number | null) {
  const text = value === null ? null : String(value);
  if (element.getAttribute(name) === text) return;
  if (text === null) element.removeAttribute(name);
  else element.setAttribute(name, text);
}

/** Focuses what the window still shows of `cell`'s row, on the side the window left it. */
function focusNearest(cell: HTMLElement, startHour: number) {
  const row = cell.parentElement;
  if (!row) return;
  const controls = [...row.querySelectorAll<HTMLElement>("td:not([aria-hidden]) :is(a, button)")];
  const before = hourOf(cell, LAST_HOUR_ATTRIBUTE) < startHour;
  const next = before ? controls[0] : controls.at(-1);
  (next ?? row.querySelector<HTMLElement>("th a"))?.focus({ preventScroll: true });
}

/** The hour whose column starts nearest `scrollLeft`: the window a swipe of the grid came to. */
export function hourAt(places: ColumnPlaces, scrollLeft: number): number | undefined {
  let nearest: number | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const [hour, place] of places) {
    if (Math.abs(place - scrollLeft) < distance) {
      nearest = hour;
      distance = Math.abs(place - scrollLeft);
    }
  }
  return nearest;
}

/**
 * The same point of the day in other columns: `scrollLeft` among the columns at `from`, as a
 * scroll among the columns at `to` (the grid drawn again under a finger, with other columns).
 */
export function samePlace(
  from: ColumnPlaces,
  to: ColumnPlaces,
  scrollLeft: number,
): number | undefined {
  let hour: number | undefined;
  for (const [candidate, place] of from) {
    if (place <= scrollLeft && (hour === undefined || place > (from.get(hour) ?? 0))) {
      hour = candidate;
    }
  }
  if (hour === undefined) return undefined;
  const place = to.get(hour);
  return place === undefined ? undefined : place + scrollLeft - (from.get(hour) ?? 0);
}
