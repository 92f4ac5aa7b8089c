import { DEFAULT_WEEKLY_HOURS } from "../../shared/instructors/availability";
import type { InstructorData } from "../../shared/members/instructor.schemas";
import { memberMessages } from "../../shared/members/member.constants";
import type { MemberDetails, MemberListItem } from "../../shared/members/member.types";
import {
  hasEmergencyContact,
  type ProfileInput,
  type ProfileUpdate,
} from "../../shared/profile/profile.schemas";
import type { CurrentUser, Role } from "../../shared/profile/user.types";
import { isUuidOrAuthId } from "../../shared/validation/ids";
import type { BookingRepository } from "../bookings/booking.repository";
import type { Changes } from "../changes/changes";
import { type Db, withTransactionRetries } from "../db/database";
import type { Actor } from "../http/access";
import { conflict, forbidden, notFound, unauthorized } from "../http/errors";
import { toCurrentUser } from "./current-user";
import type { MemberRepository, UserWithProfile } from "./member.repository";

export class MemberService {
  constructor(
    private readonly db: Db,
    private readonly members: MemberRepository,
    private readonly bookings: BookingRepository,
    private readonly changes: Pick<Changes, "announce">,
  ) {}

  /** The signed-in user, with an empty profile until one is saved (docs/rules/accounts.md). */
  async currentUser(userId: string): Promise<CurrentUser> {
    const user = await this.members.findOrCreateByUserId(userId);
    if (!user) throw unauthorized();
    return toCurrentUser(user);
  }

  async saveProfile(userId: string, input: ProfileInput): Promise<CurrentUser> {
    await this.members.updateProfile(userId, input);
    return this.currentUser(userId);
  }

  /** Settings' edit: only what was sent changes; empty apartment and unit are omitted. */
  async patchProfile(userId: string, patch: ProfileUpdate): Promise<CurrentUser> {
    const current = await this.members.findOrCreateByUserId(userId);
    if (!current) throw unauthorized();
    const currentAddress =
      typeof current.address === "object" && current.address ? current.address : {};
    const address = patch.address
      ? Object.fromEntries(
          Object.entries({ ...currentAddress, ...patch.address }).filter(
            ([key, value]) =>
              !((key === "apartment" || key === "unit") && !value) && value !== undefined,
          ),
        )
      : undefined;
    await this.members.patchProfile(userId, {
      // Names may not be emptied here: without them the person would be back in onboarding.
      ...(patch.firstName ? { firstName: patch.firstName } : {}),
      ...(patch.lastName ? { lastName: patch.lastName } : {}),
      ...(patch.phoneNumber !== undefined ? { phoneNumber: patch.phoneNumber } : {}),
      ...(address ? { address: address as ProfileInput["address"] } : {}),
      ...(patch.emergencyContact
        ? {
            emergencyContact: hasEmergencyContact(patch.emergencyContact)
              ? patch.emergencyContact
              : null,
          }
        : {}),
    });
    return this.currentUser(userId);
  }

  /**
   * Everyone sees names, roles and who teaches with their ratings; only admins see contact
   * details and instructors' rates (docs/rules/members.md, docs/rules/instructors.md).
   */
  async list(actor: Actor): Promise<MemberListItem[]> {
    const rows = await this.members.findByOrgWithEmail(actor.orgId);
    return rows.map((row) => ({
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      role: (row.role as Role) ?? "member",
      isInstructor: row.isInstructor,
      instructorRatings: row.instructorRatings,
      ...(actor.role === "admin"
        ? {
            instructorRate: toRate(row.instructorRate),
            email: row.email,
            phoneNumber: row.phoneNumber,
            joinedOrgAt: row.joinedOrgAt?.toISOString() ?? null,
          }
        : {}),
    }));
  }

  async get(actor: Actor, id: string): Promise<MemberDetails> {
    const row = isUuidOrAuthId(id) ? await this.members.findByUserId(id) : undefined;
    if (!row || row.orgId !== actor.orgId) throw notFound(memberMessages.notFound);
    const [hasPassword, upcomingLessons] = await Promise.all([
      this.members.hasPassword(row.userId),
      this.members.countUpcomingLessons(actor.orgId, row.userId),
    ]);
    return { ...toMemberDetails(row), hasPassword, upcomingLessons };
  }

  /**
   * The 'Instructor' switch with the rate and ratings (docs/rules/instructors.md). The member's
   * row is locked first, so that of two admins switching one person on at once only the first
   * finds them without hours and gives them the default week. Switching off touches no booking:
   * their lessons stay booked until changed (the page says how many before it saves).
   */
  async setInstructor(actor: Actor, id: string, input: InstructorData): Promise<MemberDetails> {
    if (!isUuidOrAuthId(id)) throw notFound(memberMessages.notFound);
    await this.db.transaction(async (tx) => {
      const profile = await this.members.lockInOrg(tx, actor.orgId, id);
      if (!profile) throw notFound(memberMessages.notFound);
      await this.members.setInstructor(tx, actor.orgId, id, input);
      if (input.isInstructor && !profile.isInstructor) {
        await this.members.addHoursIfNone(tx, actor.orgId, id, DEFAULT_WEEKLY_HOURS);
      }
    });
    this.changes.announce([
      { scope: { org: actor.orgId }, kind: "member", ids: [id], action: "updated" },
    ]);
    return this.get(actor, id);
  }

  /**
   * Makes a member an administrator or an administrator a member (docs/rules/members.md). The
   * organization's admins are locked first, as for a removal: of two admins demoting each other
   * at once, the second waits, then finds itself no longer an admin. An admin may demote
   * themselves while another admin remains.
   */
  async changeRole(actor: Actor, id: string, role: Role): Promise<MemberDetails> {
    if (!isUuidOrAuthId(id)) throw notFound(memberMessages.notFound);
    await withTransactionRetries(() =>
      this.db.transaction(async (tx) => {
        const admins = await this.members.lockAdmins(tx, actor.orgId);
        // Demoted (or removed) by another admin while this request waited for the lock.
        if (!admins.includes(actor.userId)) throw forbidden();
        if (role === "member" && admins.length === 1 && admins[0] === id)
          throw conflict(memberMessages.needsAdmin, "LAST_ADMIN");
        if (!(await this.members.setRole(tx, actor.orgId, id, role)))
          throw notFound(memberMessages.notFound);
      }),
    );
    // Their sessions keep the role: they go, so the member's next request reads the new one.
    this.changes.announce([
      { scope: { org: actor.orgId }, kind: "member", ids: [id], action: "updated" },
    ]);
    return this.get(actor, id);
  }

  /**
   * Ends a membership; the user is kept and is back in onboarding at their next visit. Their
   * past bookings stay as history; their future ones are cancelled, which frees the aircraft.
   * The organization's admins are locked first, so two admins removing each other at once
   * cannot leave it without one.
   */
  async remove(actor: Actor, id: string): Promise<void> {
    if (id === actor.userId) throw conflict(memberMessages.cannotRemoveSelf, "CANNOT_REMOVE_SELF");
    const cancelled = await withTransactionRetries(() =>
      this.db.transaction(async (tx) => {
        const admins = await this.members.lockAdmins(tx, actor.orgId);
        if (!admins.includes(actor.userId)) throw notFound(memberMessages.notFound);
        if (admins.length === 1 && admins[0] === id)
          throw conflict(memberMessages.lastAdmin, "LAST_ADMIN");
        if (!(await this.members.removeFromOrg(tx, actor.orgId, id)))
          throw notFound(memberMessages.notFound);
        return this.bookings.cancelFutureOfPilot(tx, actor.orgId, id, new Date());
      }),
    );
    // Their membership (sessions, names on the calendar) and the bookings that freed up.
    this.changes.announce([
      { scope: { org: actor.orgId }, kind: "member", ids: [id], action: "updated" },
      ...(cancelled.length > 0
        ? [
            {
              scope: { org: actor.orgId },
              kind: "booking" as const,
              ids: cancelled,
              action: "cancelled" as const,
            },
          ]
        : []),
    ]);
  }
}

function toMemberDetails(
  row: UserWithProfile,
): Omit<MemberDetails, "hasPassword" | "upcomingLessons"> {
  const user = toCurrentUser(row);
  return {
    ...user,
    id: user.uid,
    role: user.role ?? "member",
    isInstructor: row.isInstructor,
    instructorRate: toRate(row.instructorRate),
    instructorRatings: row.instructorRatings,
  };
}

/** PostgreSQL's numeric comes as text: '65.50' is 65.5. */
const toRate = (rate: string | null) => (rate === null ? null : Number(rate));
