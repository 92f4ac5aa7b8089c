import { subDays } from "date-fns";
import type { MemberListItem } from "../../../shared/members/member.types";

/** Joined within the last 30 days, newest first, at most 3 (docs/rules/dashboard.md). */
export const RECENT_SIGNUP_DAYS = 30;
export const RECENT_SIGNUP_LIMIT = 3;

export interface RecentSignups {
  /** How many joined within the last 30 days. */
  total: number;
  /** The newest of them, newest first, at most 3. */
  newest: MemberListItem[];
}

/**
 * The members who joined the organization within the last 30 days (docs/rules/dashboard.md: by the
 * day they joined the organization, not the day they signed up). Without a join date, a member is
 * not recent.
 */
export function recentSignups(members: readonly MemberListItem[], now: Date): RecentSignups {
  const since = subDays(now, RECENT_SIGNUP_DAYS).getTime();
  const recent = members
    .map((member) => ({ member, joined: Date.parse(member.joinedOrgAt ?? "") }))
    .filter(({ joined }) => Number.isFinite(joined) && joined >= since)
    .sort((a, b) => b.joined - a.joined)
    .map(({ member }) => member);
  return { total: recent.length, newest: recent.slice(0, RECENT_SIGNUP_LIMIT) };
}
