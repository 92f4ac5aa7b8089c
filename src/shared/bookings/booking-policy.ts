/**
 * The booking policy: whether a requested booking may be made, decided from facts alone, by the
 * server before it writes and by the booking form before it sends. The rules are written down in
 * docs/rules/bookings.md; docs/adding-a-booking-rule.md says how to add one.
 */
import { type BookableState, isAircraftBookable } from "../aircraft/fleet";
import { type BookingType, bookingMessages, isGroundType } from "./booking.constants";
import { type Caller, mayChange, maySeeDetails } from "./booking-access";
import { formatLeadTime } from "./booking-rules";

/** The booking asked for: a new one, or new values of the booking `id`. */
export interface BookingRequest {
  /** The booking an update changes; absent for a new booking. */
  id?: string;
  /** Null on a Ground booking, which has no aircraft. */
  aircraftId: string | null;
  /** The booking's type; absent reads as a booking with an aircraft, not maintenance. */
  type?: BookingType;
  /** Whose booking it is: the caller's own id unless an admin chose another member. */
  pilotId: string;
  /** Who teaches; null or absent: no instructor. */
  instructorId?: string | null;
  start: Date;
  end: Date;
}

/** A booking the request overlaps: only what the conflict message may need. */
export interface OverlappingBooking {
  pilotId: string;
  title: string;
}

/** The booking an update changes, as it is now. */
export interface ChangedBooking {
  pilotId: string;
  editableByMember: boolean;
  status: string;
  /**
   * Its instructor, slot and type, where known: an update that keeps its instructor and times
   * keeps its lesson; one that keeps them and the pilot is not judged against the pilot's other
   * bookings again (`pilotFree`).
   */
  instructorId?: string | null;
  startsAt?: Date;
  endsAt?: Date;
  type?: string;
}

/**
 * What the rules know of the aircraft. `bookable` is the one predicate of docs/rules/bookings.md:
 * `isAircraftBookable` here and in the form, `aircraft_is_bookable` in the write's SQL.
 */
export interface AircraftFacts {
  bookable: boolean;
}

/**
 * What the rules know of the instructor asked for (docs/rules/instructors.md). `available` is
 * `isAvailable` of src/shared/instructors/availability.ts, decided by whoever gathers the facts
 * from the instructor's hours and time off; `booked`: an active booking of theirs overlaps the
 * request, the booking itself left out.
 */
export interface InstructorFacts {
  firstName: string;
  lastName: string;
  /**
   * Whether they are an instructor of the organization now; false for a member whose switch is
   * off (a lesson booked before keeps them, `keepsLesson`).
   */
  teaches: boolean;
  available: boolean;
  booked: boolean;
}

/** The facts of an aircraft the caller's organization has, or of none (undefined). */
export const aircraftFacts = (aircraft: BookableState | undefined): AircraftFacts | null =>
  aircraft ? { bookable: isAircraftBookable(aircraft) } : null;

/** Everything the rules read. Each fact is read under the lock that keeps it true (the write). */
export interface BookingFacts {
  caller: Caller;
  request: BookingRequest;
  /** On update: the booking as it is, or null when the organization has none with that id. */
  changing?: ChangedBooking | null;
  /** The pilot is a member of the organization. */
  pilotIsMember: boolean;
  /**
   * The aircraft, or null when the organization has none with that id (`aircraftFacts`), or the
   * booking has none (Ground).
   */
  aircraft: AircraftFacts | null;
  /**
   * The active bookings of the aircraft that the request overlaps, the booking itself left out:
   * at most `CONFLICTS_NAMED` + 1 (one more than a message names, to say there are more).
   */
  overlapping: readonly OverlappingBooking[];
  /**
   * The instructor asked for: null when they are no member of the organization (or no
   * instructor, as far as the booking form knows); undefined when the request asks for none.
   */
  instructor?: InstructorFacts | null;
  /**
   * An active booking of the pilot's, other than maintenance and than the booking itself,
   * overlaps the request, on any aircraft; undefined where it is not known (the form, which
   * reads one aircraft's days, leaves it to the server).
   */
  pilotBooked?: boolean;
  /** The organization's time zone, in which the earliest start is shown. */
  timeZone: string;
  /** The next full hour after now on the organization's clocks (`nextFullHour`). */
  earliestStart: Date;
}

/** Why a booking is refused, as the API answers it. */
export interface BookingRefusal {
  status: 400 | 403 | 404 | 409;
  code: string;
  message: string;
  /** Messages by field of the booking form. */
  fields?: Record<string, string>;
}

export type BookingDecision = { allowed: true } | { allowed: false; refusal: BookingRefusal };

/** A conflict message names at most this many bookings, and says when there are more. */
export const CONFLICTS_NAMED = 10;

type Rule = (facts: BookingFacts) => BookingRefusal | undefined;

const refusal = (
  status: BookingRefusal["status"],
  code: string,
  message: string,
  fields?: Record<string, string>,
): BookingRefusal => ({ status, code, message, ...(fields ? { fields } : {}) });

const invalid = (message: string, fields?: Record<string, string>) =>
  refusal(400, "VALIDATION_FAILED", message, fields);

/** Start and end may be no earlier than the earliest start; the message shows it in the zone. */
export function leadTimeFieldErrors(
  times: { start: Date; end: Date },
  earliestStart: Date,
  timeZone?: string,
): { start?: string; end?: string } {
  if (times.start >= earliestStart && times.end >= earliestStart) return {};
  const formatted = formatLeadTime(earliestStart, timeZone);
  return {
    ...(times.start < earliestStart ? { start: bookingMessages.startLead(formatted) } : {}),
    ...(times.end < earliestStart ? { end: bookingMessages.endLead(formatted) } : {}),
  };
}

/** Only a booking the caller may change, and only while it is active. */
const changeableBooking: Rule = ({ caller, request, changing }) => {
  if (request.id === undefined || changing === undefined) return undefined;
  if (changing === null) return refusal(404, "NOT_FOUND", bookingMessages.notFound);
  if (!mayChange(caller, changing)) {
    return refusal(403, "FORBIDDEN", bookingMessages.notYourBooking);
  }
  if (changing.status === "cancelled") {
    return refusal(409, "CONFLICT", bookingMessages.alreadyCancelled);
  }
  return undefined;
};

const leadTime: Rule = ({ request, earliestStart, timeZone }) => {
  const fields = leadTimeFieldErrors(request, earliestStart, timeZone);
  const message = fields.start ?? fields.end;
  return message === undefined ? undefined : invalid(message, fields);
};

const ownBookingsOnly: Rule = ({ caller, request }) =>
  caller.role !== "admin" && request.pilotId !== caller.userId
    ? refusal(403, "FORBIDDEN", bookingMessages.forOthers)
    : undefined;

const pilotIsMember: Rule = ({ pilotIsMember }) =>
  pilotIsMember
    ? undefined
    : invalid(bookingMessages.pilotNotMember, { pilotId: bookingMessages.pilotNotMember });

/** A Ground booking is a lesson without an aircraft: it needs its instructor. */
const groundNeedsInstructor: Rule = ({ request }) =>
  isGroundType(request.type) && !request.instructorId
    ? invalid(bookingMessages.instructorRequired, {
        instructorId: bookingMessages.instructorRequired,
      })
    : undefined;

const instructorNotPilot: Rule = ({ request }) =>
  request.instructorId && request.instructorId === request.pilotId
    ? invalid(bookingMessages.instructorIsPilot, {
        instructorId: bookingMessages.instructorIsPilot,
      })
    : undefined;

/**
 * An update that keeps its lesson: the same instructor at the same times. Such a lesson stays
 * booked with someone who no longer teaches until it is changed.
 */
const keepsLesson = ({ request, changing }: BookingFacts): boolean =>
  request.id !== undefined &&
  !!changing &&
  !!request.instructorId &&
  changing.instructorId === request.instructorId &&
  changing.startsAt?.getTime() === request.start.getTime() &&
  changing.endsAt?.getTime() === request.end.getTime();

const instructorIsInstructor: Rule = (facts) =>
  facts.request.instructorId &&
  !(facts.instructor && (facts.instructor.teaches || keepsLesson(facts)))
    ? invalid(bookingMessages.notAnInstructor, { instructorId: bookingMessages.notAnInstructor })
    : undefined;

/** Hours and time off are those of someone who teaches: a kept lesson of a former one passes. */
const instructorAvailable: Rule = ({ instructor }) =>
  instructor?.teaches && !instructor.available
    ? refusal(409, "INSTRUCTOR_UNAVAILABLE", bookingMessages.instructorUnavailable(instructor))
    : undefined;

const instructorFree: Rule = ({ instructor }) =>
  instructor?.booked
    ? refusal(409, "INSTRUCTOR_CONFLICT", bookingMessages.instructorBooked(instructor))
    : undefined;

/** The aircraft's rules: a Ground booking has no aircraft, and skips them. */
const aircraftBookable: Rule = ({ request, aircraft }) =>
  isGroundType(request.type) || aircraft?.bookable
    ? undefined
    : invalid(bookingMessages.aircraftNotBookable, {
        aircraftId: bookingMessages.aircraftNotBookable,
      });

const slotFree: Rule = (facts) =>
  isGroundType(facts.request.type) || facts.overlapping.length === 0
    ? undefined
    : refusal(409, "BOOKING_CONFLICT", conflictMessage(facts));

/**
 * The pilot is on no other booking then (maintenance is no flight of theirs, neither as the
 * request nor as the other booking). An update that keeps its pilot, slot and type moves the
 * pilot nowhere: an overlap the booking held before the rule stays as it was (migration 0017).
 */
const pilotFree: Rule = ({ caller, request, changing, pilotBooked }) => {
  if (!pilotBooked || request.type === "maintenance" || staysPut(request, changing)) {
    return undefined;
  }
  return refusal(409, "PILOT_CONFLICT", pilotConflictMessage(caller, request.pilotId));
};

const staysPut = (request: BookingRequest, changing: ChangedBooking | null | undefined) =>
  changing?.startsAt !== undefined &&
  changing.endsAt !== undefined &&
  changing.pilotId === request.pilotId &&
  changing.type === (request.type ?? changing.type) &&
  changing.startsAt.getTime() === request.start.getTime() &&
  changing.endsAt.getTime() === request.end.getTime();

/** 'You …' to a pilot booking for themselves, 'This member …' to an admin booking for another. */
export const pilotConflictMessage = (caller: Caller, pilotId: string) =>
  pilotId === caller.userId ? bookingMessages.pilotBooked : bookingMessages.memberBooked;

/**
 * Titles only of bookings the caller may see in full (decision 0006), never on an update, and
 * at most CONFLICTS_NAMED of them.
 */
function conflictMessage({ caller, request, overlapping }: BookingFacts): string {
  if (request.id !== undefined || !overlapping.every((other) => maySeeDetails(caller, other))) {
    return bookingMessages.conflict;
  }
  const named = overlapping.slice(0, CONFLICTS_NAMED).map((other) => other.title);
  return bookingMessages.conflictWithTitles(named, overlapping.length > CONFLICTS_NAMED);
}

/**
 * The rules in the order they are checked: the first that refuses answers. The order is part of
 * the API (a request that breaks two rules always gets the same answer); a new rule goes where
 * its answer should win over the ones after it (docs/adding-a-booking-rule.md).
 */
export const bookingRules: readonly { name: string; check: Rule }[] = [
  { name: "changeable booking", check: changeableBooking },
  { name: "lead time", check: leadTime },
  { name: "own bookings only", check: ownBookingsOnly },
  { name: "pilot is a member", check: pilotIsMember },
  { name: "ground needs an instructor", check: groundNeedsInstructor },
  { name: "instructor is not the pilot", check: instructorNotPilot },
  { name: "instructor is an instructor", check: instructorIsInstructor },
  { name: "aircraft bookable", check: aircraftBookable },
  { name: "instructor available", check: instructorAvailable },
  { name: "instructor free", check: instructorFree },
  { name: "slot free", check: slotFree },
  { name: "pilot free", check: pilotFree },
];

export function decideBooking(facts: BookingFacts): BookingDecision {
  for (const rule of bookingRules) {
    const refused = rule.check(facts);
    if (refused) return { allowed: false, refusal: refused };
  }
  return { allowed: true };
}
