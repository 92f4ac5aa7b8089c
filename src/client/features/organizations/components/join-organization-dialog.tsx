import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { errorCodes } from "../../../../shared/http/api-error";
import {
  type JoinOrganizationInput,
  joinOrganizationInputSchema,
} from "../../../../shared/organizations/organization.schemas";
import { BlockingDialog, DialogActions } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { InputField } from "../../../components/ui/input-field";
import { isApiError } from "../../../lib/api-client";
import { useJoinOrganization } from "../api/join-organization";
import { organizationMessages, organizationTexts as texts } from "../organizations.texts";

/** Refusals where a wrong code is not the reason: the server's own words say what to do. */
const explainedCodes: readonly string[] = [errorCodes.rateLimited, errorCodes.alreadyMember];

function serverExplanation(error: unknown): string | null {
  return isApiError(error) && error.fromServer && explainedCodes.includes(error.code)
    ? error.message
    : null;
}

interface JoinOrganizationDialogProps {
  /** The code an invitation link carried. */
  initialCode?: string;
  onBack: () => void;
  onJoined: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function JoinOrganizationDialog({
  initialCode = "",
  onBack,
  onJoined,
  onLogout,
  isLoggingOut,
}: JoinOrganizationDialogProps) {
  const join = useJoinOrganization();
  const form = useForm<JoinOrganizationInput>({
    resolver: zodResolver(joinOrganizationInputSchema),
    defaultValues: { code: initialCode },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    join.mutate(values, {
      onSuccess: onJoined,
      // One message below the field for any failure of the join (docs/rules/organizations.md).
      onError: () =>
        form.setError("code", { type: "server", message: organizationMessages.joinFailed }),
    }),
  );

  return (
    <BlockingDialog title={texts.joinTitle} description={texts.joinGuidance}>
      <form onSubmit={onSubmit} noValidate>
        <InputField
          label={texts.invitationCodeLabel}
          placeholder={texts.invitationCodePlaceholder}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register("code")}
        />
        <div className="mt-4">
          <FormAlert message={join.isError ? serverExplanation(join.error) : null} />
        </div>
        <DialogActions
          secondary={
            <Button variant="ghost" onClick={onLogout} disabled={isLoggingOut}>
              {texts.logout}
            </Button>
          }
          primary={
            <>
              <Button variant="secondary" onClick={onBack} disabled={join.isPending}>
                {texts.back}
              </Button>
              <Button type="submit" disabled={join.isPending}>
                {join.isPending ? texts.joining : texts.joinOrganization}
              </Button>
            </>
          }
        />
      </form>
    </BlockingDialog>
  );
}
