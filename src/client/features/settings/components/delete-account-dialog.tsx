import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type DeleteAccountInput,
  deleteAccountInputSchema,
} from "../../../../shared/auth/auth.schemas";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { InputField } from "../../../components/ui/input-field";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { toast } from "../../../lib/toast";
import { useDeleteAccount } from "../api/delete-account";
import { accountMessages, settingsTexts } from "../settings.texts";

const texts = settingsTexts.account;

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks for the password once more before the account is deleted, then goes to /login. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { password: "" },
  });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      remove.reset();
    }
    onOpenChange(next);
  };

  // The promise settles even when the page has already left for /login.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      toast.success(accountMessages.accountDeleted);
    } catch (error) {
      console.error("Deleting the account failed", error);
      applyServerFieldErrors(error, form.setError, ["password"]);
    }
  });

  // A wrong password shows under the field; any other refusal (the last administrator) here.
  const failure =
    remove.isError && !(isApiError(remove.error, 400) && remove.error.fields.password)
      ? errorMessage(remove.error, accountMessages.accountDeleteFailed)
      : null;

  return (
    <ModalDialog
      open={open}
      onOpenChange={close}
      title={texts.deleteTitle}
      description={texts.deleteExplanation}
      closeLabel={texts.close}
      locked={remove.isPending}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField
          label={texts.passwordLabel}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register("password")}
        />
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={remove.isPending}>
            {settingsTexts.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? texts.deleting : texts.deleteAccount}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
