import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { NewPasswordFields } from "../../../components/forms/new-password-fields";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { InputField } from "../../../components/ui/input-field";
import { linkClasses } from "../../../components/ui/link-classes";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { joinStepPath } from "../../organizations/invitation-link";
import { organizationTexts } from "../../organizations/organizations.texts";
import { useRegister } from "../api/register";
import { authMessages, authTexts } from "../auth.texts";
import { type RegisterFormValues, registerFormSchema } from "../password-forms";

/**
 * Email and password; opened from an invitation link, also the link's code, which the join step
 * after sign-up is filled in with (the person may correct it here).
 */
export function RegisterForm({ invitationCode = "" }: { invitationCode?: string }) {
  const [code, setCode] = useState(invitationCode);
  const register = useRegister(code.trim() ? joinStepPath(code.trim()) : "/");
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email, password }) =>
    register.mutate(
      { email, password },
      { onError: (error) => applyServerFieldErrors(error, form.setError, ["email", "password"]) },
    ),
  );

  // A successful sign-up reloads the page; the button stays busy until it does.
  const busy = register.isPending || register.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {invitationCode && (
        <InputField
          label={organizationTexts.invitationCodeLabel}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <InputField
        label={authTexts.emailLabel}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <NewPasswordFields
        form={form}
        password={{ name: "password", label: authTexts.passwordLabel }}
        confirmation={{ name: "confirmPassword", label: authTexts.confirmPasswordLabel }}
      />
      <FormAlert
        message={register.isError ? errorMessage(register.error, authMessages.signUpFailed) : null}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? authTexts.creatingAccount : authTexts.createAccount}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className={linkClasses}>
          {authTexts.toSignIn}
        </Link>
      </p>
    </form>
  );
}
