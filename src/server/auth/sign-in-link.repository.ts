import { and, eq, gt, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Role } from "../../shared/profile/user.types";
import type { Db } from "../db/database";
import { authAccounts, authUsers, signInLinks, userProfiles } from "../db/schema";

type Executor = Pick<Db, "select" | "insert" | "delete" | "execute">;

export class SignInLinkRepository {
  constructor(private readonly db: Db) {}

  /** The member's one link: a new one replaces any earlier; expired links are swept. */
  async replace(link: {
    tokenHash: string;
    userId: string;
    createdByUserId: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(signInLinks).where(lt(signInLinks.expiresAt, sql`now()`));
      await tx
        .insert(signInLinks)
        .values(link)
        .onConflictDoUpdate({
          target: signInLinks.userId,
          set: {
            tokenHash: link.tokenHash,
            createdByUserId: link.createdByUserId,
            expiresAt: link.expiresAt,
            createdAt: sql`now()`,
          },
        });
    });
  }

  /** Whether a link with this token is there and has not expired; it stays. */
  async isLive(tokenHash: string, now: Date): Promise<boolean> {
    const [link] = await this.db
      .select({ userId: signInLinks.userId })
      .from(signInLinks)
      .where(and(eq(signInLinks.tokenHash, tokenHash), gt(signInLinks.expiresAt, now)));
    return link !== undefined;
  }

  /**
   * Ends the link and answers whose it was: only a link that has not expired, to a member of an
   * organization, handed out by someone who is still an admin of it. Two uses at once: one of
   * them gets it. No lock on the profiles is needed: a removal or demotion revokes the link in
   * its own transaction (the database's trigger), which waits for this delete or came before it.
   */
  async consume(tx: Executor, tokenHash: string, now: Date): Promise<string | undefined> {
    const [link] = await tx
      .delete(signInLinks)
      .where(and(eq(signInLinks.tokenHash, tokenHash), gt(signInLinks.expiresAt, now)))
      .returning({ userId: signInLinks.userId, issuerId: signInLinks.createdByUserId });
    if (!link) return undefined;
    const issuer = alias(userProfiles, "issuer");
    const [member] = await tx
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .innerJoin(
        issuer,
        and(eq(issuer.orgId, userProfiles.orgId), eq(issuer.role, "admin" satisfies Role)),
      )
      .where(and(eq(userProfiles.userId, link.userId), eq(issuer.userId, link.issuerId)));
    return member?.userId;
  }

  /** Gives the user a password unless they have one; false when they had one. */
  async addPasswordIfNone(tx: Executor, userId: string, passwordHash: string): Promise<boolean> {
    await tx.execute(sql`select 1 from ${authUsers} where ${authUsers.id} = ${userId} for update`);
    const [existing] = await tx
      .select({ id: authAccounts.id })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")));
    if (existing) return false;
    await tx.insert(authAccounts).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: passwordHash,
    });
    return true;
  }

  async emailOf(tx: Executor, userId: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ email: authUsers.email })
      .from(authUsers)
      .where(eq(authUsers.id, userId));
    return row?.email;
  }
}
