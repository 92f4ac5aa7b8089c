import { ShieldCheck, ShieldMinus } from "lucide-react";
import type { Role } from "../../../../shared/profile/roles";
import { Button } from "../../../components/ui/button";
import { isApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useChangeRole } from "../api/change-role";
import { memberMessages, membersTexts as texts } from "../members.texts";

/**
 * 'Make Administrator' for a member, 'Make Member' for an administrator. The server's refusal
 * (the last administrator) is shown in its own words.
 */
export function ChangeRoleButton({ memberId, role }: { memberId: string; role: Role }) {
  const change = useChangeRole();
  const next: Role = role === "admin" ? "member" : "admin";

  const onClick = async () => {
    try {
      await change.mutateAsync({ id: memberId, role: next });
      toast.success(memberMessages.roleChanged);
    } catch (error) {
      console.error("Changing the role failed", error);
      toast.error(
        isApiError(error) && error.fromServer ? error.message : memberMessages.roleChangeFailed,
      );
    }
  };

  const Icon = next === "admin" ? ShieldCheck : ShieldMinus;
  return (
    <Button variant="secondary" onClick={onClick} disabled={change.isPending}>
      <Icon aria-hidden="true" className="size-4" />
      {change.isPending
        ? texts.changingRole
        : next === "admin"
          ? texts.makeAdmin
          : texts.makeMember}
    </Button>
  );
}
