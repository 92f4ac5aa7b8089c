import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { changePasswordInputSchema } from "../../../../shared/auth/auth.schemas";
import { Button } from "../../../components/ui/button";
import { InputField } from "../../../components/ui/input-field";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { toast } from "../../../lib/toast";
import { useChangePassword } from "../api/change-password";
import { accountMessages, authMessages, settingsTexts } from "../settings.texts";

const texts = settingsTexts.account;

/** The server's rules plus the confirmation of the new password. */
const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmNewPassword"],
  });
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
        <InputField
          label={texts.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <InputField
          label={texts.confirmNewPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmNewPassword?.message}
          {...form.register("confirmNewPassword")}
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
