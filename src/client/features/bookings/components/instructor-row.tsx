import { type CSSProperties, memo } from "react";
import type { InstructorView } from "../../../../shared/instructors/availability.types";
import { bookingTexts as texts } from "../bookings.texts";
import { instructorName } from "../instructor-rows";
import { rowHeaderClasses } from "./aircraft-row-header";
import { TOOLTIP_ATTRIBUTE } from "./grid-tooltip";

/** The grid tooltip's key of every unavailable part: they all say the same. */
export const UNAVAILABLE_TOOLTIP_KEY = "unavailable";

/**
 * The start of an instructor's row: their name, and under it their ratings. Memoized, as the
 * aircraft's header is: it does not change when the window moves.
 */
export const InstructorRowHeader = memo(function InstructorRowHeader({
  instructor,
}: {
  instructor: InstructorView;
}) {
  return (
    <th scope="row" aria-colindex={1} className={rowHeaderClasses}>
      <span className="block truncate">{instructorName(instructor)}</span>
      {instructor.ratings && (
        <span className="block truncate text-xs font-normal text-slate-600 dark:text-slate-400">
          {instructor.ratings}
        </span>
      )}
    </th>
  );
});

/**
 * A time the instructor cannot teach (out of their hours, or away), at its place in its stretch
 * of hours: shaded, with nothing to press; 'Unavailable' in the grid's tooltip, and for screen
 * readers.
 */
export function UnavailablePart({ style }: { style: CSSProperties }) {
  return (
    <span
      role="img"
      aria-label={texts.unavailable}
      {...{ [TOOLTIP_ATTRIBUTE]: UNAVAILABLE_TOOLTIP_KEY }}
      className="unavailable-part stretch-part"
      style={style}
    />
  );
}
