import { memo } from "react";
import { Link } from "react-router";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { bookingTexts as texts } from "../bookings.texts";
import { TOOLTIP_ATTRIBUTE, TooltipLine } from "./grid-tooltip";

/** A row's header, kept in place while the hours scroll: the day grid's and the week's. */
export const rowHeaderClasses =
  "sticky left-0 z-10 border-r border-slate-200 bg-white px-3 py-2 text-left font-semibold whitespace-nowrap dark:border-slate-800 dark:bg-slate-900";

/**
 * The aircraft's own colour marking a row's header: a shadow, not a border, which would move the
 * sticky cell's content as the grid scrolls under it (the table's borders are collapsed).
 */
export const aircraftMark = (aircraft: Aircraft) => ({
  boxShadow: `inset 0.25rem 0 0 ${aircraft.color}`,
});

/** The grid tooltip's key of an aircraft's registration (see GridTooltip). */
export const aircraftTooltipKey = (aircraft: Aircraft) => `aircraft:${aircraft.id}`;

/**
 * The start of an aircraft's row, in the aircraft's colour: its registration, with its particulars in the grid's tooltip
 * on hover and focus. Memoized, as the chips are: it does not change when the window moves.
 */
export const AircraftRowHeader = memo(function AircraftRowHeader({
  aircraft,
}: {
  aircraft: Aircraft;
}) {
  return (
    <th scope="row" aria-colindex={1} className={rowHeaderClasses} style={aircraftMark(aircraft)}>
      <Link
        to={`/aircrafts/${aircraft.id}`}
        {...{ [TOOLTIP_ATTRIBUTE]: aircraftTooltipKey(aircraft) }}
        className="rounded-sm text-sky-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300"
      >
        {aircraft.registration}
      </Link>
    </th>
  );
});

/** What the tooltip of a registration says: model, year, category, rate, archived flag. */
export function AircraftDetails({ aircraft }: { aircraft: Aircraft }) {
  return (
    <>
      <TooltipLine label={texts.tooltipModel}>
        {`${aircraft.manufacturer} ${aircraft.model}`.trim()}
      </TooltipLine>
      <TooltipLine label={texts.tooltipYear}>{aircraft.year}</TooltipLine>
      <TooltipLine label={texts.tooltipCategory}>{aircraft.category}</TooltipLine>
      <TooltipLine label={texts.tooltipRate}>
        {aircraft.hourlyRate === null ? texts.notProvided : texts.ratePerHour(aircraft.hourlyRate)}
      </TooltipLine>
      <TooltipLine label={texts.tooltipArchived}>
        {aircraft.isArchived ? texts.yes : texts.no}
      </TooltipLine>
    </>
  );
}
