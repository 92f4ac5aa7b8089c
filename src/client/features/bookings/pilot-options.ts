import type { MemberListItem } from "../../../shared/members/member.types";
import type { CurrentUser } from "../../../shared/profile/user.types";
import { bookingTexts as texts } from "./bookings.texts";

export interface PilotOption {
  value: string;
  label: string;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * The admin booking's User list (docs/rules/calendar.md): the current user first, labelled 'Me'
 * when the member list does not hold them, then everyone else by first name, then last name.
 */
export function pilotOptions(
  members: readonly MemberListItem[],
  currentUser: Pick<CurrentUser, "uid">,
): PilotOption[] {
  const me = members.find((member) => member.id === currentUser.uid);
  const others = members
    .filter((member) => member.id !== currentUser.uid)
    .sort(
      (a, b) =>
        a.firstName.localeCompare(b.firstName, undefined, { sensitivity: "base" }) ||
        a.lastName.localeCompare(b.lastName, undefined, { sensitivity: "base" }),
    );
  return [
    { value: currentUser.uid, label: me ? fullName(me) || texts.me : texts.me },
    ...others.map((member) => ({ value: member.id, label: fullName(member) || member.id })),
  ];
}
