import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { roleLabels } from "../../../shared/profile/roles";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClasses } from "../../components/ui/button";
import { LoadingMessage } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useMember } from "../../features/members/api/get-member";
import { MemberDetails } from "../../features/members/components/member-details";
import { RemoveMemberButton } from "../../features/members/components/remove-member-button";
import { SignInLinkPanel } from "../../features/members/components/sign-in-link-panel";
import { memberName } from "../../features/members/member-name";
import { memberMessages, membersTexts } from "../../features/members/members.texts";
import { isApiError } from "../../lib/api-client";

const headingClasses = "text-2xl font-semibold tracking-tight sm:text-3xl";

/** 'Member not found' (also another organization's member), not allowed, or a failed fetch. */
function Unavailable({ title, message }: { title: string; message?: string }) {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <h1 className={headingClasses}>{title}</h1>
      {message && (
        <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
          {message}
        </p>
      )}
      <Link to="/members" className={buttonClasses("primary", "mt-6")}>
        {membersTexts.backToMembers}
      </Link>
    </div>
  );
}

export function MemberDetailsRoute() {
  const { id = "" } = useParams();
  const { user } = useCurrentUser();
  const query = useMember(id);
  const navigate = useNavigate();
  const location = useLocation();

  // Opened directly (no history inside the app): Back goes to the list.
  const goBack = () => (location.key === "default" ? navigate("/members") : navigate(-1));

  if (query.isPending) {
    return <LoadingMessage label={membersTexts.loadingOne} className="py-16" />;
  }
  if (query.isError) {
    if (isApiError(query.error, 404)) return <Unavailable title={memberMessages.notFound} />;
    if (isApiError(query.error, 403)) {
      return <Unavailable title={membersTexts.notAllowedTitle} message={membersTexts.notAllowed} />;
    }
    return <Unavailable title={membersTexts.listTitle} message={membersTexts.fetchFailed} />;
  }

  const member = query.data;
  const isSelf = member.id === user?.uid;
  return (
    <>
      <Button variant="ghost" onClick={goBack} className="-ml-3 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {membersTexts.back}
      </Button>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className={headingClasses}>{memberName(member) ?? member.email}</h1>
          <Badge tone={member.role === "admin" ? "info" : "neutral"}>
            {roleLabels[member.role]}
          </Badge>
        </div>
        {/* Nobody removes themselves (the server refuses it too). */}
        {!isSelf && <RemoveMemberButton memberId={member.id} />}
      </div>
      <div className="max-w-4xl space-y-6">
        {!member.hasPassword && <SignInLinkPanel key={member.id} memberId={member.id} />}
        <MemberDetails member={member} />
      </div>
    </>
  );
}
