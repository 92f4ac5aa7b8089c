/**
 * A change notice: what changed, for whom, and the facts that decide who may hear of it. One
 * shape for everything that travels on the `hangar_changes` channel, whether the database's
 * triggers sent it (every write, see announced-tables.ts) or a service applies it to its own
 * instance after its commit (`Changes.announce`). It carries no details: screens read what
 * changed through the API, which applies the viewer's permissions.
 */
import { z } from "zod";

export const noticeKinds = [
  "booking",
  "aircraft",
  "member",
  "former-member",
  "session",
  "organization",
  "availability",
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const changeNoticeSchema = z.object({
  /** An organization's data, a user's sign-in, or everyone's (a truncate, a former pilot). */
  scope: z.union([z.object({ org: z.string() }), z.object({ user: z.string() }), z.literal("all")]),
  kind: z.enum(noticeKinds),
  /**
   * The rows: bookings and aircraft by id, members and former members by user id, an
   * availability by its instructor's user id. Absent: every row of its scope.
   */
  ids: z.array(z.string()).optional(),
  action: z.enum(["created", "updated", "cancelled", "archived", "deleted"]),
  // The facts that decide who hears of it (`onlyAdminsAnd`).
  /** A booking: whether the busy block every member sees changed. */
  busyBlockChanged: z.boolean().optional(),
  /** A booking: its pilots before and after, when its busy block did not change. */
  pilots: z.array(z.string()).optional(),
  /** An aircraft: whether it was archived, in each version the change touched. */
  archived: z.array(z.boolean()).optional(),
});
export type ChangeNotice = z.infer<typeof changeNoticeSchema>;

/** The notice in a payload, or undefined when the payload is not one. */
export function parseNotice(payload: string): ChangeNotice | undefined {
  try {
    const parsed = changeNoticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The organization whose data changed, if one organization's did. */
export const orgOf = (notice: ChangeNotice): string | undefined =>
  typeof notice.scope === "object" && "org" in notice.scope ? notice.scope.org : undefined;

/**
 * Who hears of a change besides admins: every member (undefined), or only these users. Decided
 * here, from the notice's facts, for every notice whoever sent it; a notice that lacks the
 * facts is told to the fewest (admins, and the pilots it names).
 * - A booking whose busy block every member sees changed (created, moved, cancelled, deleted):
 *   every member. An edit of what only admins and its pilots see (title, notes, pilot, or a
 *   cancelled booking): them only.
 * - An aircraft: every member if it was not archived in some version the change touched (an
 *   aircraft archived now goes from their screens); one created archived, or changed while
 *   archived: admins only.
 * - A member's profile (their role among it): the member it names, who reads their own profile
 *   and role again.
 * - The organization itself (its zone and currency are every screen's): every member.
 * - An instructor's hours or time off (every member reads them, a time off's reason apart, which
 *   the notice does not carry): every member.
 */
export function onlyAdminsAnd(notice: ChangeNotice): string[] | undefined {
  switch (notice.kind) {
    case "booking":
      return notice.busyBlockChanged === true ? undefined : (notice.pilots ?? []);
    case "aircraft":
      return notice.archived?.some((archived) => !archived) ? undefined : [];
    case "member":
      return notice.ids ?? [];
    case "organization":
    case "availability":
      return undefined;
    default:
      return [];
  }
}
