import { useParams } from "react-router";
import { roleLabels } from "../../../shared/profile/roles";
import { DetailHeader, type DetailList, DetailUnavailable } from "../../components/detail-page";
import { Badge } from "../../components/ui/badge";
import { LoadingMessage } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { AvailabilityPanel } from "../../features/instructors/components/availability-panel";
import { availabilityTexts } from "../../features/instructors/instructors.texts";
import { useMember } from "../../features/members/api/get-member";
import { ChangeRoleButton } from "../../features/members/components/change-role-button";
import { InstructorBadge } from "../../features/members/components/instructor-badge";
import { InstructorPanel } from "../../features/members/components/instructor-panel";
import { MemberDetails } from "../../features/members/components/member-details";
import { RemoveMemberButton } from "../../features/members/components/remove-member-button";
import { SignInLinkPanel } from "../../features/members/components/sign-in-link-panel";
import { memberName } from "../../features/members/member-name";
import { memberMessages, membersTexts } from "../../features/members/members.texts";

const list: DetailList = {
  path: "/members",
  backLabel: membersTexts.back,
  listLabel: membersTexts.backToMembers,
};

export function MemberDetailsRoute() {
  const { id = "" } = useParams();
  const { user } = useCurrentUser();
  const query = useMember(id);

  if (query.isPending) {
    return <LoadingMessage label={membersTexts.loadingOne} className="py-16" />;
  }
  if (query.isError) {
    return (
      <DetailUnavailable
        error={query.error}
        notFoundTitle={memberMessages.notFound}
        notAllowed={{ title: membersTexts.notAllowedTitle, message: membersTexts.notAllowed }}
        failed={{ title: membersTexts.listTitle, message: membersTexts.fetchFailed }}
        list={list}
      />
    );
  }

  const member = query.data;
  const isSelf = member.id === user?.uid;
  return (
    <>
      <DetailHeader
        list={list}
        title={memberName(member) ?? member.email}
        badge={
          <>
            <Badge tone={member.role === "admin" ? "info" : "neutral"}>
              {roleLabels[member.role]}
            </Badge>
            {member.isInstructor && <InstructorBadge />}
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {/* An admin may step down themselves while another admin remains. */}
            <ChangeRoleButton memberId={member.id} role={member.role} />
            {/* Nobody removes themselves (the server refuses it too). */}
            {!isSelf && (
              <RemoveMemberButton memberId={member.id} upcomingLessons={member.upcomingLessons} />
            )}
          </div>
        }
      />
      <div className="max-w-4xl space-y-6">
        {!member.hasPassword && (
          <SignInLinkPanel key={`sign-in-link-${member.id}`} memberId={member.id} />
        )}
        <MemberDetails member={member} />
        {/* One form per member: opening another member's page starts from their values. */}
        <InstructorPanel key={member.id} member={member} />
        {/* Their saved switch decides: the hours come with it when it is saved on. Siblings'
            keys differ, or React would take one panel for another when this one goes. */}
        {member.isInstructor && (
          <AvailabilityPanel
            key={`availability-${member.id}`}
            userId={member.id}
            title={availabilityTexts.memberTitle}
          />
        )}
      </div>
    </>
  );
}
