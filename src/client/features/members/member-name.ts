import type { MemberListItem } from "../../../shared/members/member.types";

/** 'First Last', or null for a member who has not entered a name yet. */
export function memberName(member: Pick<MemberListItem, "firstName" | "lastName">): string | null {
  return `${member.firstName.trim()} ${member.lastName.trim()}`.trim() || null;
}

/** Case-insensitive substring match on the first name, the last name or 'first last'. */
export function matchesMemberSearch(
  member: Pick<MemberListItem, "firstName" | "lastName">,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase().replace(/\s+/g, " ");
  if (!needle) return true;
  return (memberName(member) ?? "").toLowerCase().replace(/\s+/g, " ").includes(needle);
}
