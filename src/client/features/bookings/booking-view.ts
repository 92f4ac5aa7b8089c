import type { Booking } from "../../../shared/bookings/booking.types";
import { findConflicts } from "../../../shared/bookings/booking-rules";
import { bookingMessages, bookingTexts as texts } from "./bookings.texts";

/** The pilot's name, for viewers who may see it (admins and the pilot); null otherwise. */
export function pilotName(booking: Booking): string | null {
  if (!booking.details) return null;
  const pilot = booking.details.pilot;
  const name = pilot ? `${pilot.firstName} ${pilot.lastName}`.trim() : "";
  return name || texts.unknownPilot;
}

/**
 * What the grid says of a booking (docs/rules/calendar.md): the pilot's name and the purpose for
 * admins and its pilot, 'Booked' for everyone else.
 */
export function bookingLabel(booking: Booking): string {
  const name = pilotName(booking);
  return name && booking.details ? texts.bookingName(name, booking.details.title) : texts.booked;
}

/** 'Instructor: Jane Smith' for a booking with an instructor; null without one. */
export function instructorLine(booking: Pick<Booking, "instructor">): string | null {
  const { instructor } = booking;
  return instructor ? texts.withInstructor(instructor.firstName, instructor.lastName) : null;
}

/** A dashboard item's second line: its parts that are known, joined by ' · '. */
export const detailLine = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(" · ");

/**
 * `text` on one line: every run of white space (line breaks and tabs that a name or a title may
 * hold included) as one space. A chip shows its lines as they are: a line break in a member's
 * name would otherwise draw a line of times that is not the booking's.
 */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

interface Candidate {
  aircraftId: string;
  /** A Ground booking has no aircraft, and no aircraft's slot to conflict with. */
  ground?: boolean;
  start: Date | null;
  end: Date | null;
  /** The booking being edited, which never conflicts with itself. */
  id?: string;
}

/**
 * The booking form's live conflict line: 'Please select an aircraft first' without an aircraft,
 * the title of the first overlapping booking when the viewer may see it, otherwise a message
 * that names none (docs/rules/calendar.md); null when the slot is free or the times incomplete.
 */
export function conflictMessage(candidate: Candidate, bookings: readonly Booking[]): string | null {
  if (candidate.ground) return null;
  if (!candidate.aircraftId) return bookingMessages.selectAircraftFirst;
  const { start, end } = candidate;
  if (!start || !end || end <= start) return null;
  const existing = bookings.map((booking) => ({
    booking,
    id: booking.id,
    aircraftId: booking.aircraftId,
    status: booking.status,
    start: new Date(booking.start),
    end: new Date(booking.end),
  }));
  const [first] = findConflicts(
    { aircraftId: candidate.aircraftId, start, end, id: candidate.id },
    existing,
  );
  if (!first) return null;
  const title = first.booking.details?.title;
  return title ? bookingMessages.conflictWith(title) : bookingMessages.conflict;
}
