import { UserMinus } from "lucide-react";
import { useNavigate } from "react-router";
import { ConfirmButton } from "../../../components/ui/confirm-button";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useRemoveMember } from "../api/remove-member";
import { memberMessages, membersTexts as texts } from "../members.texts";

/**
 * 'Remove Member', asked first; for someone who teaches lessons ahead (`upcomingLessons`, as the
 * member's page read them), the question says that those lessons stay booked. The server's refusal (oneself, the last admin, a member who is
 * already gone) is 'Failed to remove member' with its reason; no answer at all is
 * 'An error occurred while removing the member'.
 */
export function RemoveMemberButton({
  memberId,
  upcomingLessons = 0,
}: {
  memberId: string;
  upcomingLessons?: number;
}) {
  const remove = useRemoveMember();
  const navigate = useNavigate();

  const onConfirm = async () => {
    try {
      await remove.mutateAsync(memberId);
      toast.success(memberMessages.removed);
      navigate("/members");
    } catch (error) {
      console.error("Removing the member failed", error);
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
    <ConfirmButton
      icon={<UserMinus aria-hidden="true" className="size-4" />}
      label={texts.removeMember}
      question={
        upcomingLessons > 0
          ? memberMessages.removeQuestionWithLessons(upcomingLessons)
          : memberMessages.removeQuestion
      }
      pendingLabel={texts.removing}
      cancelLabel={texts.cancel}
      onConfirm={onConfirm}
    />
  );
}
