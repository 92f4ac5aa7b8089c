import type { Booking } from "../../../shared/bookings/booking.types";
import type { InstructorFacts } from "../../../shared/bookings/booking-policy";
import { type Availability, isAvailable } from "../../../shared/instructors/availability";
import { minuteOfDay } from "../../../shared/instructors/availability.schemas";
import type { InstructorView } from "../../../shared/instructors/availability.types";

/** An instructor's hours and time off as the availability rule reads them. */
export function availabilityOf(instructor: InstructorView): Availability {
  return {
    hours: instructor.hours.map((range) => ({
      weekday: range.weekday as Availability["hours"][number]["weekday"],
      startMinute: minuteOfDay(range.start),
      endMinute: minuteOfDay(range.end),
    })),
    timeOff: instructor.timeOff.map((off) => ({
      start: new Date(off.start),
      end: new Date(off.end),
    })),
  };
}

/**
 * What the booking form knows of the instructor `id` for a slot: null when they are no
 * instructor of the organization (as far as the form has read). Whether they teach another
 * lesson then is left to the server's answer (`booked` false).
 */
export function instructorFacts(
  instructors: readonly InstructorView[],
  id: string,
  slot: { start: Date; end: Date },
  timeZone: string,
): InstructorFacts | null {
  const instructor = instructors.find((candidate) => candidate.id === id);
  if (!instructor) return null;
  return {
    firstName: instructor.firstName,
    lastName: instructor.lastName,
    teaches: true,
    available: isAvailable(slot, availabilityOf(instructor), timeZone),
    booked: false,
  };
}

/**
 * Whether the instructor cannot teach in the slot: out of their hours, away, or on another
 * active booking of the calendar's `bookings` (the booking being edited left out).
 */
export function isInstructorUnavailable(
  instructor: InstructorView,
  slot: { start: Date; end: Date } | null,
  bookings: readonly Booking[],
  timeZone: string,
  editingId?: string,
): boolean {
  if (!slot) return false;
  if (!isAvailable(slot, availabilityOf(instructor), timeZone)) return true;
  return bookings.some(
    (booking) =>
      booking.id !== editingId &&
      booking.status === "active" &&
      booking.instructor?.id === instructor.id &&
      Date.parse(booking.start) < slot.end.getTime() &&
      Date.parse(booking.end) > slot.start.getTime(),
  );
}
