import type { Role } from "../profile/roles";

/** Who asks: the caller of the API, or the person at the booking form. */
export interface Caller {
  userId: string;
  role: Role;
}

/**
 * Admins, the booking's own pilot and its instructor see everything of it
 * (docs/rules/bookings.md, docs/rules/instructors.md).
 */
export const maySeeDetails = (
  caller: Caller,
  booking: { pilotId: string; instructorId?: string | null },
) =>
  caller.role === "admin" ||
  booking.pilotId === caller.userId ||
  (booking.instructorId != null && booking.instructorId === caller.userId);

/** Admins change any booking; members only their own, while it allows members to. */
export const mayChange = (
  caller: Caller,
  booking: { pilotId: string; editableByMember: boolean },
) => caller.role === "admin" || (booking.pilotId === caller.userId && booking.editableByMember);

/** Who may cancel a booking: whoever may change it, and its instructor (docs/rules/instructors.md). */
export const mayCancel = (
  caller: Caller,
  booking: { pilotId: string; editableByMember: boolean; instructorId?: string | null },
) =>
  mayChange(caller, booking) ||
  (booking.instructorId != null && booking.instructorId === caller.userId);
