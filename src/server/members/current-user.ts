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
    isInstructor: row.isInstructor,
    orgId: row.orgId ?? null,
    joinedOrgAt: row.joinedOrgAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
