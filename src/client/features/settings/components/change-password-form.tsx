import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changePasswordInputSchema } from "../../../../shared/auth/auth.schemas";
import { NewPasswordFields } from "../../../components/forms/new-password-fields";
import { Button } from "../../../components/ui/button";
import { InputField } from "../../../components/ui/input-field";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { withPasswordConfirmation } from "../../../lib/new-password";
import { toast } from "../../../lib/toast";
import { useChangePassword } from "../api/change-password";
import { accountMessages, settingsTexts } from "../settings.texts";

const texts = settingsTexts.account;

/** The server's rules plus the confirmation of the new password. */
const changePasswordFormSchema = withPasswordConfirmation(
  changePasswordInputSchema,
  "newPassword",
  "confirmNewPassword",
);
type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

const emptyValues: ChangePasswordFormValues = {
  currentPassword: "",
  newPassword: "",
  confirmNewPassword: "",
};

/** 'Change Password': the other sessions of the user are signed out, this one stays. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const headingId = useId();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success(accountMessages.passwordChanged);
      form.reset(emptyValues);
    } catch (error) {
      console.error("Changing the password failed", error);
      const fields = ["currentPassword", "newPassword"] as const;
      if (!applyServerFieldErrors(error, form.setError, fields))
        toast.error(accountMessages.passwordChangeFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {texts.changePasswordTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label={texts.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <NewPasswordFields
          form={form}
          password={{ name: "newPassword", label: texts.newPasswordLabel }}
          confirmation={{ name: "confirmNewPassword", label: texts.confirmNewPasswordLabel }}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? settingsTexts.saving : texts.changePassword}
        </Button>
      </div>
    </form>
  );
}
