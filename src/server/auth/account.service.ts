import { accountMessages, type DeleteAccountInput } from "../../shared/auth/auth.schemas";
import type { BookingRepository } from "../bookings/booking.repository";
import type { Db } from "../db/database";
import type { EventBus } from "../events/event-bus";
import { badRequest, conflict } from "../http/errors";
import type { MemberRepository } from "../members/member.repository";
import type { AccountRepository } from "./account.repository";
import { verifyPassword } from "./password-hashing";

/**
 * Deleting one's own account. The person's data is removed (email, password, sessions,
 * profile); their row stays, nameless, so the bookings they flew remain in the history.
 * Their future bookings are cancelled.
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountRepository,
    private readonly members: MemberRepository,
    private readonly bookings: BookingRepository,
    private readonly bus: EventBus,
  ) {}

  async deleteOwnAccount(userId: string, input: DeleteAccountInput): Promise<void> {
    const hash = await this.accounts.findPasswordHash(userId);
    if (!hash || !(await verifyPassword({ hash, password: input.password }))) {
      throw badRequest(accountMessages.currentPasswordWrong, {
        password: accountMessages.currentPasswordWrong,
      });
    }
    const cancelled = await this.db.transaction(async (tx) => {
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
    });
    for (const id of cancelled.ids) {
      if (!cancelled.orgId) break;
      await this.bus
        .publish({ orgId: cancelled.orgId, kind: "booking", id, action: "cancelled" })
        .catch(() => {});
    }
  }

  private async hasOtherMembers(orgId: string, userId: string): Promise<boolean> {
    const members = await this.members.findByOrgWithEmail(orgId);
    return members.some((member) => member.userId !== userId);
  }
}
