import { and, asc, eq, sql } from "drizzle-orm";
import { hasEmergencyContact, type ProfileInput } from "../../shared/profile/profile.schemas";
import type { Role } from "../../shared/profile/user.types";
import type { Db } from "../db/database";
import { authUsers, userProfiles } from "../db/schema";

export type ProfileRow = typeof userProfiles.$inferSelect;
export type UserWithProfile = ProfileRow & { email: string };

/** A transaction or the database itself. */
type Executor = Pick<Db, "select" | "insert" | "update" | "execute">;

export class MemberRepository {
  constructor(private readonly db: Db) {}

  /** The user's profile, created empty on first use (spec: a default record on first sign-in). */
  async findOrCreateByUserId(userId: string): Promise<UserWithProfile | undefined> {
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

  /** The user's profile if they are a member of the organization. */
  async findInOrg(orgId: string, userId: string): Promise<ProfileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userProfiles)
      .where(and(eq(userProfiles.orgId, orgId), eq(userProfiles.userId, userId)));
    return row;
  }

  /** The organization's members, by first name. */
  async findByOrg(orgId: string): Promise<ProfileRow[]> {
    return this.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.orgId, orgId))
      .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName));
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
