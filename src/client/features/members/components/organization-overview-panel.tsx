import { UserPlus } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { LoadingMessage } from "../../../components/ui/spinner";
import { formatTimestamp } from "../../../lib/date-format";
import { useNow } from "../../../lib/use-now";
import { useTimeZone } from "../../../lib/viewer-time";
import { useMembers } from "../api/get-members";
import { memberName } from "../member-name";
import { membersTexts as texts } from "../members.texts";
import { recentSignups } from "../recent-signups";

const subheadingClasses = "text-sm font-semibold text-slate-900 dark:text-slate-100";
const calmClasses = "text-sm text-slate-700 dark:text-slate-300";

interface OrganizationOverviewPanelProps {
  /** The invitation code with its copy button (organizations feature). */
  invitationCode: ReactNode;
  /** The bookings started in the last 7 days (bookings feature). */
  recentBookings: ReactNode;
  onInvite: () => void;
}

/** The admin dashboard's members and activity panel (docs/rules/dashboard.md). */
export function OrganizationOverviewPanel({
  invitationCode,
  recentBookings,
  onInvite,
}: OrganizationOverviewPanelProps) {
  const headingId = useId();
  const members = useMembers();
  const now = useNow(60_000);
  const timeZone = useTimeZone();
  const recent = recentSignups(members.data ?? [], now);

  return (
    <Panel title={texts.overviewTitle}>
      <div className="space-y-5">
        {members.isPending ? (
          <LoadingMessage label={texts.loadingList} className="py-4" />
        ) : members.isError && !members.data ? (
          <p className={calmClasses}>{texts.fetchFailed}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{texts.activeMembers}</dt>
              <dd className="text-2xl font-semibold text-slate-900 dark:text-slate-50">
                {members.data.length}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{texts.recentSignups}</dt>
              <dd className="text-2xl font-semibold text-slate-900 dark:text-slate-50">
                {recent.total}
              </dd>
              <dd className="text-xs text-slate-600 dark:text-slate-400">
                {texts.recentSignupsHint}
              </dd>
            </div>
          </dl>
        )}
        <section aria-labelledby={`${headingId}-code`}>
          <h3 id={`${headingId}-code`} className={`${subheadingClasses} mb-2`}>
            {texts.invitationCode}
          </h3>
          {invitationCode}
        </section>
        <section aria-labelledby={`${headingId}-activity`} className="space-y-3">
          <h3 id={`${headingId}-activity`} className={subheadingClasses}>
            {texts.recentActivity}
          </h3>
          <div>
            <h4
              id={`${headingId}-new`}
              className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              {texts.newMembers}
            </h4>
            {recent.newest.length === 0 ? (
              <p className={calmClasses}>{members.isPending ? "" : texts.noNewMembers}</p>
            ) : (
              <ul
                aria-labelledby={`${headingId}-new`}
                className="divide-y divide-slate-200 dark:divide-slate-800"
              >
                {recent.newest.map((member) => (
                  <li key={member.id} className="py-1.5">
                    <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
                      {memberName(member) ?? texts.unnamed}
                    </p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {texts.joinedOn(
                        formatTimestamp(member.joinedOrgAt, timeZone) ?? texts.unknown,
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h4 className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
              {texts.recentBookings}
            </h4>
            {recentBookings}
          </div>
        </section>
        <Button className="w-full" onClick={onInvite}>
          <UserPlus aria-hidden="true" className="size-4" />
          {texts.inviteNewMember}
        </Button>
      </div>
    </Panel>
  );
}
