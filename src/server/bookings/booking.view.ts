import type { BookingStatus, BookingType } from "../../shared/bookings/booking.constants";
import type { Booking } from "../../shared/bookings/booking.types";
import type { Actor } from "../http/access";
import type { BookingRow, BookingWithPilot } from "./booking.repository";

/** Admins and the booking's own pilot see everything of it (spec section 6). */
export const maySeeDetails = (actor: Actor, booking: Pick<BookingRow, "pilotId">) =>
  actor.role === "admin" || booking.pilotId === actor.userId;

/** Admins change any booking; members only their own, while it allows members to. */
export const mayChange = (
  actor: Actor,
  booking: Pick<BookingRow, "pilotId" | "editableByMember">,
) => actor.role === "admin" || (booking.pilotId === actor.userId && booking.editableByMember);

/** The booking as this viewer may see it: in full, or as a busy block. */
export function toBookingView(row: BookingWithPilot, actor: Actor): Booking {
  const isOwn = row.pilotId === actor.userId;
  return {
    id: row.id,
    aircraftId: row.aircraftId,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    type: row.type as BookingType,
    status: row.status as BookingStatus,
    isOwn,
    canEdit: row.status === "active" && mayChange(actor, row),
    details: maySeeDetails(actor, row)
      ? {
          title: row.title,
          notes: row.notes,
          pilotId: row.pilotId,
          userId: row.userId,
          pilot: row.pilot ? { id: row.pilotId, ...row.pilot } : null,
          editableByMember: row.editableByMember,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
  };
}
