import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { unavailableParts } from "../../../shared/instructors/availability";
import type { InstructorView } from "../../../shared/instructors/availability.types";
import { availabilityOf } from "./instructor-options";

/** A stretch of time, `[start, end)` in epoch milliseconds. */
export interface Stretch {
  start: number;
  end: number;
}

/**
 * The parts of the local day holding `day` (on the organization's clocks, `timeZone`) in which
 * the instructor cannot teach: outside their weekly hours, or in a time off. The instructors'
 * calendar shades them. A daylight-saving day is 23 or 25 hours long here too.
 */
export function unavailableStretches(
  instructor: InstructorView,
  day: Date,
  timeZone: string,
): Stretch[] {
  const from = startOfDay(new TZDate(day.getTime(), timeZone));
  const to = addDays(from, 1);
  return unavailableParts(from, to, availabilityOf(instructor), timeZone).map((part) => ({
    start: part.start.getTime(),
    end: part.end.getTime(),
  }));
}

/**
 * `stretches` without the times that `taken` covers: a lesson booked before the hours changed
 * shows as itself, not under the shade. Both sorted or not; the result is in start order.
 */
export function outside(stretches: readonly Stretch[], taken: readonly Stretch[]): Stretch[] {
  const cuts = [...taken].sort((a, b) => a.start - b.start);
  const result: Stretch[] = [];
  for (const stretch of [...stretches].sort((a, b) => a.start - b.start)) {
    let cursor = stretch.start;
    for (const cut of cuts) {
      if (cut.end <= cursor || cut.start >= stretch.end) continue;
      if (cut.start > cursor) result.push({ start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
      if (cursor >= stretch.end) break;
    }
    if (cursor < stretch.end) result.push({ start: cursor, end: stretch.end });
  }
  return result;
}

/** An instructor as their calendar row's header names them. */
export const instructorName = (instructor: Pick<InstructorView, "firstName" | "lastName">) =>
  `${instructor.firstName} ${instructor.lastName}`.trim();
