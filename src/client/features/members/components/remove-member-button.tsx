import { UserMinus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useRemoveMember } from "../api/remove-member";
import { memberMessages, membersTexts as texts } from "../members.texts";

/**
 * 'Remove Member', asked first. The server's refusal (oneself, the last admin, a member who is
 * already gone) is 'Failed to remove member' with its reason; no answer at all is
 * 'An error occurred while removing the member'.
 */
export function RemoveMemberButton({ memberId }: { memberId: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveMember();
  const navigate = useNavigate();

  const onConfirm = async () => {
    try {
      await remove.mutateAsync(memberId);
      toast.success(memberMessages.removed);
      setConfirming(false);
      navigate("/members");
    } catch (error) {
      console.error("Removing the member failed", error);
      setConfirming(false);
      if (isApiError(error) && error.fromServer) {
        toast.error(`${memberMessages.removeFailed}: ${error.message}`);
      } else if (isApiError(error) && error.status > 0) {
        toast.error(memberMessages.removeFailed);
      } else {
        toast.error(memberMessages.removeError);
      }
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <UserMinus aria-hidden="true" className="size-4" />
        {texts.removeMember}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.removeMember}
        question={memberMessages.removeQuestion}
        confirmLabel={texts.removeMember}
        pendingLabel={texts.removing}
        cancelLabel={texts.cancel}
        isPending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
