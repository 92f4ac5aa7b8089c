import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { MemberList } from "../../features/members/components/member-list";
import { membersTexts } from "../../features/members/members.texts";
import { InvitationCodeDialog } from "../../features/organizations/components/invitation-code-dialog";

export function MembersRoute() {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === "admin";
  const [inviting, setInviting] = useState(false);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {membersTexts.listTitle}
        </h1>
        {isAdmin && (
          <Button onClick={() => setInviting(true)}>
            <KeyRound aria-hidden="true" className="size-4" />
            {membersTexts.invitationCode}
          </Button>
        )}
      </div>
      <MemberList
        isAdmin={isAdmin}
        currentUserId={user?.uid}
        {...(isAdmin ? { onInvite: () => setInviting(true) } : {})}
      />
      {isAdmin && <InvitationCodeDialog open={inviting} onOpenChange={setInviting} isAdmin />}
    </>
  );
}
