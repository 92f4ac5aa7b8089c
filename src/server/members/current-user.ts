import type { CurrentUser, Role } from "../../shared/profile/user.types";
import type { UserWithProfile } from "./member.repository";

export function toCurrentUser(row: UserWithProfile): CurrentUser {
  return {
    uid: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    address: row.address ?? null,
    emergencyContact: row.emergencyContact ?? null,
    role: (row.role as Role | null) ?? null,
    orgId: row.orgId ?? null,
    joinedOrgAt: row.joinedOrgAt?.toISOString() ?? null,
    // Only a member teaches: the flag is cleared with the membership, and checked here as well.
    isInstructor: Boolean(row.orgId) && row.isInstructor,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
