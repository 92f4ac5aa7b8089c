import { and, asc, count, eq, gt, ne, sql } from "drizzle-orm";
import type { WeeklyRange } from "../../shared/instructors/availability";
import type { InstructorData } from "../../shared/members/instructor.schemas";
import { hasEmergencyContact, type ProfileInput } from "../../shared/profile/profile.schemas";
import type { Role } from "../../shared/profile/user.types";
import type { Db } from "../db/database";
import {
  authAccounts,
  authUsers,
  bookings,
  formerMembers,
  instructorHours,
  userProfiles,
} from "../db/schema";

export type ProfileRow = typeof userProfiles.$inferSelect;
export type UserWithProfile = ProfileRow & { email: string };
export type MemberListRow = Pick<
  ProfileRow,
  | "userId"
  | "firstName"
  | "lastName"
  | "role"
  | "phoneNumber"
  | "joinedOrgAt"
  | "isInstructor"
  | "instructorRate"
  | "instructorRatings"
> & { email: string };

/** A membership's instructor fields, as they are cleared when the membership ends. */
const notAnInstructor = { isInstructor: false, instructorRate: null, instructorRatings: "" };

/** A transaction or the database itself. */
type Executor = Pick<Db, "select" | "insert" | "update" | "execute">;

export class MemberRepository {
  constructor(private readonly db: Db) {}

  /** The user's profile, created empty on first use (docs/rules/accounts.md, the user record). */
  async findOrCreateByUserId(userId: string): Promise<UserWithProfile | undefined> {
    // Every signed-in request reads the profile: one query when it exists, as it nearly always does.
    const existing = await this.findByUserId(userId);
    if (existing) return existing;
    await this.db.insert(userProfiles).values({ userId }).onConflictDoNothing();
    return this.findByUserId(userId);
  }

  async findByUserId(
    userId: string,
    executor: Executor = this.db,
  ): Promise<UserWithProfile | undefined> {
    const [row] = await executor
      .select({ profile: userProfiles, email: authUsers.email })
      .from(userProfiles)
      .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
      .where(eq(userProfiles.userId, userId));
    return row ? { ...row.profile, email: row.email } : undefined;
  }

  /** Whether the user signs in with a password (members of an import have none at first). */
  async hasPassword(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: authAccounts.id })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")));
    return row !== undefined;
  }

  /** The user's profile if they are a member of the organization. */
  async findInOrg(orgId: string, userId: string): Promise<ProfileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userProfiles)
      .where(and(eq(userProfiles.orgId, orgId), eq(userProfiles.userId, userId)));
    return row;
  }

  /** Locks the organization's administrators' rows, in one order, for the transaction. */
  async lockAdmins(tx: Executor, orgId: string): Promise<string[]> {
    const rows = await tx
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(and(eq(userProfiles.orgId, orgId), eq(userProfiles.role, "admin")))
      .orderBy(asc(userProfiles.userId))
      .for("update");
    return rows.map((row) => row.userId);
  }

  /** Sets a member's role; false when they are not a member of the organization. */
  async setRole(tx: Executor, orgId: string, userId: string, role: Role): Promise<boolean> {
    const changed = await tx
      .update(userProfiles)
      .set({ role, updatedAt: sql`now()` })
      .where(and(eq(userProfiles.orgId, orgId), eq(userProfiles.userId, userId)))
      .returning({ userId: userProfiles.userId });
    return changed.length > 0;
  }

  /** Locks the member's profile row for the transaction; undefined when not a member of it. */
  async lockInOrg(tx: Executor, orgId: string, userId: string): Promise<ProfileRow | undefined> {
    const [row] = await tx
      .select()
      .from(userProfiles)
      .where(and(eq(userProfiles.orgId, orgId), eq(userProfiles.userId, userId)))
      .for("update");
    return row;
  }

  /** Sets the member's instructor switch, rate and ratings. */
  async setInstructor(
    tx: Executor,
    orgId: string,
    userId: string,
    input: InstructorData,
  ): Promise<void> {
    await tx
      .update(userProfiles)
      .set({
        isInstructor: input.isInstructor,
        instructorRate: input.instructorRate === null ? null : input.instructorRate.toFixed(2),
        instructorRatings: input.instructorRatings,
        updatedAt: sql`now()`,
      })
      .where(and(eq(userProfiles.orgId, orgId), eq(userProfiles.userId, userId)));
  }

  /**
   * Gives the instructor these weekly hours when they have none in the organization; hours
   * they already have are kept. Call with their profile row locked (`lockInOrg`).
   */
  async addHoursIfNone(
    tx: Executor,
    orgId: string,
    userId: string,
    hours: readonly WeeklyRange[],
  ): Promise<void> {
    const [existing] = await tx
      .select({ weekday: instructorHours.weekday })
      .from(instructorHours)
      .where(and(eq(instructorHours.orgId, orgId), eq(instructorHours.userId, userId)))
      .limit(1);
    if (existing || hours.length === 0) return;
    await tx.insert(instructorHours).values(hours.map((range) => ({ orgId, userId, ...range })));
  }

  /** The member's active bookings as instructor that have not ended yet. */
  async countUpcomingLessons(orgId: string, userId: string): Promise<number> {
    const [row] = await this.db
      .select({ lessons: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.orgId, orgId),
          eq(bookings.instructorId, userId),
          ne(bookings.status, "cancelled"),
          gt(bookings.endsAt, sql`now()`),
        ),
      );
    return row?.lessons ?? 0;
  }

  /**
   * Ends a membership: organization, role and instructor switch together (the user is kept).
   * The organization keeps the name they leave with, for its history.
   */
  async removeFromOrg(tx: Executor, orgId: string, userId: string): Promise<boolean> {
    const [left] = await tx
      .update(userProfiles)
      .set({
        orgId: null,
        role: null,
        joinedOrgAt: null,
        ...notAnInstructor,
        updatedAt: sql`now()`,
      })
      .where(and(eq(userProfiles.orgId, orgId), eq(userProfiles.userId, userId)))
      .returning({ firstName: userProfiles.firstName, lastName: userProfiles.lastName });
    if (!left) return false;
    await tx
      .insert(formerMembers)
      .values({ orgId, userId, ...left })
      .onConflictDoUpdate({
        target: [formerMembers.orgId, formerMembers.userId],
        set: { ...left, leftAt: sql`now()` },
      });
    return true;
  }

  /**
   * The organization's members with their email, by first name: the member list's columns only
   * (a club has hundreds of members; addresses and contacts stay in the database).
   */
  async findByOrgWithEmail(orgId: string): Promise<MemberListRow[]> {
    return this.db
      .select({
        userId: userProfiles.userId,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
        role: userProfiles.role,
        phoneNumber: userProfiles.phoneNumber,
        joinedOrgAt: userProfiles.joinedOrgAt,
        isInstructor: userProfiles.isInstructor,
        instructorRate: userProfiles.instructorRate,
        instructorRatings: userProfiles.instructorRatings,
        email: authUsers.email,
      })
      .from(userProfiles)
      .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
      .where(eq(userProfiles.orgId, orgId))
      .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName));
  }

  /** Writes the given profile fields only (settings' edit). */
  async patchProfile(
    userId: string,
    patch: Partial<
      Pick<ProfileRow, "firstName" | "lastName" | "phoneNumber" | "address" | "emergencyContact">
    >,
  ): Promise<void> {
    await this.db
      .update(userProfiles)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(userProfiles.userId, userId));
  }

  /** Locks the user's profile row for the rest of the transaction. */
  async lockByUserId(tx: Executor, userId: string): Promise<ProfileRow | undefined> {
    await tx.insert(userProfiles).values({ userId }).onConflictDoNothing();
    const [profile] = await tx
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .for("update");
    return profile;
  }

  async setMembership(tx: Executor, userId: string, orgId: string, role: Role): Promise<void> {
    await tx
      .update(userProfiles)
      .set({ orgId, role, joinedOrgAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(userProfiles.userId, userId));
  }

  async updateProfile(userId: string, input: ProfileInput): Promise<void> {
    await this.db
      .update(userProfiles)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        address: input.address,
        // The profile is replaced whole: a contact that is no longer filled in is removed.
        emergencyContact: hasEmergencyContact(input.emergencyContact)
          ? input.emergencyContact
          : null,
        updatedAt: sql`now()`,
      })
      .where(eq(userProfiles.userId, userId));
  }
}
