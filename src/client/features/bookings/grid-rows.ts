import type { Aircraft } from "../../../shared/aircraft/aircraft.types";
import type { InstructorView } from "../../../shared/instructors/availability.types";
import { instructorName, type Stretch, unavailableStretches } from "./instructor-rows";

/**
 * What a row of the calendar's grid is: an aircraft (the day grid, and each day of its week), or
 * an instructor (the instructors' day grid), with the parts of the day they cannot teach.
 * `name` names the row in its cells ('Book N12345 at 09:00', 'Book Jane Smith at 09:00').
 */
export type GridRow =
  | { kind: "aircraft"; id: string; name: string; aircraft: Aircraft }
  | {
      kind: "instructor";
      id: string;
      name: string;
      instructor: InstructorView;
      unavailable: readonly Stretch[];
    };

/** Which rows the calendar shows: the fleet, or the instructors. */
export type CalendarRows = "aircraft" | "instructors";

/** The value of `?view=` that shows the instructors; anything else shows the aircraft. */
export const INSTRUCTORS_VIEW = "instructors";

export const calendarRowsOf = (view: string | null): CalendarRows =>
  view === INSTRUCTORS_VIEW ? "instructors" : "aircraft";

/** One row per aircraft object: the grid's memoized rows are kept while the aircraft is. */
const aircraftRows = new WeakMap<Aircraft, GridRow>();

export function aircraftRow(aircraft: Aircraft): GridRow {
  let row = aircraftRows.get(aircraft);
  if (!row) {
    row = { kind: "aircraft", id: aircraft.id, name: aircraft.registration, aircraft };
    aircraftRows.set(aircraft, row);
  }
  return row;
}

/** An instructor's row on the local day holding `day`, its unavailable parts shaded. */
export function instructorRow(instructor: InstructorView, day: Date, timeZone: string): GridRow {
  return {
    kind: "instructor",
    id: instructor.id,
    name: instructorName(instructor),
    instructor,
    unavailable: unavailableStretches(instructor, day, timeZone),
  };
}

/** The row a booking belongs to among rows of `kind`: its aircraft, or its instructor. */
export const bookingRowId = (
  booking: { aircraftId?: string | null; instructor: { id: string } | null },
  kind: GridRow["kind"],
): string | null | undefined => (kind === "aircraft" ? booking.aircraftId : booking.instructor?.id);
