import type { BookingStatus, BookingType } from "../../shared/bookings/booking.constants";
import type { Booking } from "../../shared/bookings/booking.types";
import { mayCancel, mayChange, maySeeDetails } from "../../shared/bookings/booking-access";
import type { Actor } from "../http/access";
import type { BookingRow, BookingWithPilot } from "./booking.repository";

type ViewerFacts = Pick<BookingRow, "pilotId" | "instructorId" | "status" | "editableByMember">;

type PublicFacts = Pick<
  BookingWithPilot,
  "id" | "aircraftId" | "startsAt" | "endsAt" | "type" | "status" | "instructorId" | "instructor"
>;

/** What every viewer sees of a booking: instructors are the club's staff, named to everyone. */
function publicPart(row: PublicFacts) {
  return {
    id: row.id,
    aircraftId: row.aircraftId,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    type: row.type as BookingType,
    status: row.status as BookingStatus,
    instructor:
      row.instructorId === null
        ? null
        : { id: row.instructorId, ...(row.instructor ?? { firstName: "", lastName: "" }) },
  };
}

/** What only admins, the booking's pilot and its instructor see. */
function detailsPart(row: BookingWithPilot): NonNullable<Booking["details"]> {
  return {
    title: row.title,
    notes: row.notes,
    pilotId: row.pilotId,
    userId: row.userId,
    pilot: row.pilot ? { id: row.pilotId, ...row.pilot } : null,
    editableByMember: row.editableByMember,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function viewerPart(row: ViewerFacts, actor: Actor) {
  return {
    isOwn: row.pilotId === actor.userId,
    canEdit: row.status === "active" && mayChange(actor, row),
    canCancel: row.status === "active" && mayCancel(actor, row),
    seesDetails: maySeeDetails(actor, row),
  };
}

/** The booking as this viewer may see it: in full, or as a busy block. */
export function toBookingView(row: BookingWithPilot, actor: Actor): Booking {
  const { isOwn, canEdit, canCancel, seesDetails } = viewerPart(row, actor);
  return {
    ...publicPart(row),
    isOwn,
    canEdit,
    canCancel,
    details: seesDetails ? detailsPart(row) : null,
  };
}

/**
 * A booking serialised once for every viewer: a calendar answer is then written for each
 * caller by joining strings, with the same content as `toBookingView`.
 */
export interface PreparedBooking {
  facts: ViewerFacts;
  /** The public part's JSON, without its closing brace. */
  head: string;
  /** The details' JSON. */
  details: string;
}

export function prepareBooking(row: BookingWithPilot): PreparedBooking {
  return {
    facts: {
      pilotId: row.pilotId,
      instructorId: row.instructorId,
      status: row.status,
      editableByMember: row.editableByMember,
    },
    head: JSON.stringify(publicPart(row)).slice(0, -1),
    details: JSON.stringify(detailsPart(row)),
  };
}

/**
 * `{"bookings":[…]}` as this viewer may see them; with `"truncated":true` when the window holds
 * more bookings than the answer.
 */
export function writeBookingList(
  bookings: readonly PreparedBooking[],
  actor: Actor,
  truncated = false,
): string {
  const views = bookings.map(({ facts, head, details }) => {
    const { isOwn, canEdit, canCancel, seesDetails } = viewerPart(facts, actor);
    return `${head},"isOwn":${isOwn},"canEdit":${canEdit},"canCancel":${canCancel},"details":${seesDetails ? details : "null"}}`;
  });
  return `{"bookings":[${views.join(",")}]${truncated ? ',"truncated":true' : ""}}`;
}

/** The bytes a prepared booking keeps in memory, roughly (UTF-16 strings). */
export const preparedSize = (booking: PreparedBooking) =>
  2 * (booking.head.length + booking.details.length) + 64;
