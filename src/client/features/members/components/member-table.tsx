import { Link } from "react-router";
import type { MemberListItem } from "../../../../shared/members/member.types";
import { roleLabels } from "../../../../shared/profile/roles";
import { Badge } from "../../../components/ui/badge";
import { memberName } from "../member-name";
import { membersTexts as texts } from "../members.texts";
import { InstructorBadge } from "./instructor-badge";

const cellClasses = "px-3 py-3 align-top sm:px-4";
const wideOnly = "hidden md:table-cell";

interface MemberTableProps {
  members: readonly MemberListItem[];
  /** Admins open a member's details from the row; for members the rows are plain text. */
  linkRows: boolean;
  currentUserId: string | undefined;
}

/**
 * One row per member. For admins the name is a real link stretched over the whole row, so the
 * row is clickable and the link is what keyboards and screen readers reach. Email and phone
 * come from the server for admins only; on phones they move under the name.
 */
export function MemberTable({ members, linkRows, currentUserId }: MemberTableProps) {
  const showContact = members.some((member) => member.email !== undefined);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
          <tr>
            <th scope="col" className={cellClasses}>
              {texts.columns.name}
            </th>
            {showContact && (
              <>
                <th scope="col" className={`${cellClasses} ${wideOnly}`}>
                  {texts.columns.email}
                </th>
                <th scope="col" className={`${cellClasses} ${wideOnly}`}>
                  {texts.columns.phone}
                </th>
              </>
            )}
            <th scope="col" className={`${cellClasses} text-right`}>
              {texts.columns.role}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {members.map((member) => {
            const name = memberName(member) ?? texts.unnamed;
            return (
              <tr
                key={member.id}
                className={
                  linkRows
                    ? "relative text-slate-800 hover:bg-sky-50 dark:text-slate-200 dark:hover:bg-slate-800"
                    : "text-slate-800 dark:text-slate-200"
                }
              >
                <td className={cellClasses}>
                  {linkRows ? (
                    <Link
                      to={`/members/${member.id}`}
                      className="font-semibold text-sky-800 after:absolute after:inset-0 after:rounded-sm focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-sky-600 dark:text-sky-300"
                    >
                      {name}
                    </Link>
                  ) : (
                    <span className="font-medium">{name}</span>
                  )}
                  {member.id === currentUserId && (
                    <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
                      ({texts.you})
                    </span>
                  )}
                  {showContact && member.email && (
                    <span className="block text-xs break-all text-slate-600 md:hidden dark:text-slate-400">
                      {member.email}
                    </span>
                  )}
                </td>
                {showContact && (
                  <>
                    <td className={`${cellClasses} ${wideOnly} break-all`}>{member.email}</td>
                    <td className={`${cellClasses} ${wideOnly}`}>
                      {member.phoneNumber || texts.notProvided}
                    </td>
                  </>
                )}
                <td className={`${cellClasses} text-right`}>
                  <span className="inline-flex flex-wrap justify-end gap-1.5">
                    {member.isInstructor && <InstructorBadge />}
                    <Badge tone={member.role === "admin" ? "info" : "neutral"}>
                      {roleLabels[member.role]}
                    </Badge>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
