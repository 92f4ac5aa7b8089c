import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import {
  authAccounts,
  authSessions,
  authUsers,
  formerMembers,
  instructorHours,
  instructorTimeOff,
  userProfiles,
} from "../db/schema";

type Executor = Pick<Db, "update" | "delete" | "select">;

/** The account tables, for what better-auth's API does not do: deleting by anonymising. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /** The user's email and the hash of their password, if they sign in with one. */
  async findCredential(
    userId: string,
  ): Promise<{ email: string; passwordHash: string | null } | undefined> {
    const [row] = await this.db
      .select({ email: authUsers.email, passwordHash: authAccounts.password })
      .from(authUsers)
      .leftJoin(
        authAccounts,
        and(eq(authAccounts.userId, authUsers.id), eq(authAccounts.providerId, "credential")),
      )
      .where(eq(authUsers.id, userId));
    return row;
  }

  /**
   * Removes what identifies a person and keeps the row, so that the bookings they flew stay in
   * the history (without a name): no email, no password, no sessions, an empty profile.
   */
  async anonymise(tx: Executor, userId: string): Promise<void> {
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    // An instructor's week and time off (its reasons are theirs) go with them.
    await tx.delete(instructorHours).where(eq(instructorHours.userId, userId));
    await tx.delete(instructorTimeOff).where(eq(instructorTimeOff.userId, userId));
    await tx.delete(authAccounts).where(eq(authAccounts.userId, userId));
    await tx
      .update(authUsers)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        name: "",
        image: null,
        updatedAt: sql`now()`,
      })
      .where(eq(authUsers.id, userId));
    await tx
      .update(userProfiles)
      .set({
        orgId: null,
        role: null,
        joinedOrgAt: null,
        firstName: "",
        lastName: "",
        phoneNumber: "",
        address: null,
        emergencyContact: null,
        isInstructor: false,
        instructorRate: null,
        instructorRatings: "",
        updatedAt: sql`now()`,
      })
      .where(eq(userProfiles.userId, userId));
    // Nor do the clubs they had left keep their name.
    await tx.delete(formerMembers).where(eq(formerMembers.userId, userId));
  }
}
