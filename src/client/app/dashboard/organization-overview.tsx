import { useState } from "react";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { RecentBookingsList } from "../../features/bookings/components/recent-bookings-list";
import { OrganizationOverviewPanel } from "../../features/members/components/organization-overview-panel";
import { InvitationCodeCopy } from "../../features/organizations/components/invitation-code-copy";
import { invitationTexts } from "../../features/organizations/organizations.texts";

const InvitationCodeDialog = lazyDialog(
  () =>
    import("../../features/organizations/components/invitation-code-dialog").then(
      (m) => m.InvitationCodeDialog,
    ),
  (props) => props.open,
);

/**
 * The admin dashboard's 'Organization Overview': members (members feature), the invitation code
 * and its dialog (organizations feature) and the recent bookings (bookings feature), put together
 * here so that the features need not import each other.
 */
export function OrganizationOverview({ joinCode }: { joinCode: string | undefined }) {
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <OrganizationOverviewPanel
        invitationCode={
          joinCode ? (
            <InvitationCodeCopy code={joinCode} />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{invitationTexts.noCode}</p>
          )
        }
        recentBookings={<RecentBookingsList />}
        onInvite={() => setInviting(true)}
      />
      <InvitationCodeDialog open={inviting} onOpenChange={setInviting} isAdmin />
    </>
  );
}
