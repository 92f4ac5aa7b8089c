import {
  accountMessages,
  authMessages,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from "../../shared/auth/auth.schemas";
import type { BookingRepository } from "../bookings/booking.repository";
import type { Changes } from "../changes/changes";
import { type Db, withTransactionRetries } from "../db/database";
import { type AttemptThrottle, withdrawnIfBusy } from "../http/attempt-throttle";
import { badRequest, conflict, tooManyRequests, unauthorized } from "../http/errors";
import type { MemberRepository } from "../members/member.repository";
import type { AccountRepository } from "./account.repository";
import { type AuthService, signInAddressLimit, signInEmailLimit } from "./auth.service";
import { asSignIn, verifyPassword } from "./password-hashing";

/**
 * What signed-in people do to their own account: change its password or delete it. Both check
 * the current password under limits of their own (see `reserveCheck`): a session is no licence
 * to guess it.
 *
 * Deleting removes the person's data (email, password, sessions, profile); their row stays,
 * nameless, so the bookings they flew remain in the history. Their future bookings are
 * cancelled.
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountRepository,
    private readonly members: MemberRepository,
    private readonly bookings: BookingRepository,
    private readonly changes: Pick<Changes, "announce">,
    private readonly auth: AuthService,
    private readonly throttle: AttemptThrottle,
  ) {}

  /** Returns the cookies of the session, which gets a new id (the others end). */
  async changePassword(
    userId: string,
    input: ChangePasswordInput,
    headers: Headers,
    ip: string,
  ): Promise<string[]> {
    const { attempt, email } = await this.reserveCheck(userId, ip);
    const cookies = await withdrawnIfBusy(attempt, () =>
      this.auth.changePassword(input, headers, { address: ip, account: email }),
    );
    await attempt.succeeded();
    return cookies;
  }

  async deleteOwnAccount(userId: string, input: DeleteAccountInput, ip: string): Promise<void> {
    const { attempt, email, passwordHash: hash } = await this.reserveCheck(userId, ip);
    const matches = await withdrawnIfBusy(attempt, () =>
      asSignIn({ address: ip, account: email }, async () =>
        Boolean(hash && (await verifyPassword({ hash, password: input.password }))),
      ),
    );
    if (!matches) {
      throw badRequest(accountMessages.currentPasswordWrong, {
        password: accountMessages.currentPasswordWrong,
      });
    }
    await attempt.succeeded();
    const cancelled = await withTransactionRetries(() =>
      this.db.transaction(async (tx) => {
        const profile = await this.members.lockByUserId(tx, userId);
        let ids: string[] = [];
        if (profile?.orgId) {
          const admins = await this.members.lockAdmins(tx, profile.orgId);
          if (
            admins.length === 1 &&
            admins[0] === userId &&
            (await this.hasOtherMembers(profile.orgId, userId))
          ) {
            throw conflict(accountMessages.lastAdmin, "LAST_ADMIN");
          }
          ids = await this.bookings.cancelFutureOfPilot(tx, profile.orgId, userId, new Date());
        }
        await this.accounts.anonymise(tx, userId);
        return { orgId: profile?.orgId, ids };
      }),
    );
    // Their sessions, their name wherever a calendar showed it, and the bookings that freed up.
    const { orgId, ids } = cancelled;
    this.changes.announce([
      { scope: { user: userId }, kind: "session", action: "deleted" },
      { scope: "all", kind: "member", ids: [userId], action: "updated" },
      ...(orgId && ids.length > 0
        ? [{ scope: { org: orgId }, kind: "booking" as const, ids, action: "cancelled" as const }]
        : []),
    ]);
  }

  /**
   * A place under the user's own limit of password checks and the address's sign-in limit, or
   * 429. Not the email's sign-in limit, which anyone who knows the email can use up: it would
   * let them stop the user changing their password. A failed check still counts there, so a
   * session's guesses eat into the account's sign-in budget.
   */
  private async reserveCheck(userId: string, ip: string) {
    const credential = await this.accounts.findCredential(userId);
    if (!credential) throw unauthorized();
    const attempt = await this.throttle.reserve([
      { key: `password-check:user:${userId}`, max: 10, windowSeconds: 15 * 60 },
      signInAddressLimit(ip),
      { ...signInEmailLimit(credential.email), countOnly: true },
    ]);
    if (!attempt) throw tooManyRequests(authMessages.tooManyAttempts);
    return { attempt, email: credential.email, passwordHash: credential.passwordHash };
  }

  private async hasOtherMembers(orgId: string, userId: string): Promise<boolean> {
    const members = await this.members.findByOrgWithEmail(orgId);
    return members.some((member) => member.userId !== userId);
  }
}
