import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { NewPasswordFields } from "../../../components/forms/new-password-fields";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useSignInWithLink } from "../api/sign-in-with-link";
import { authTexts, signInLinkMessages } from "../auth.texts";
import { type SetPasswordFormValues, setPasswordFormSchema } from "../password-forms";

const texts = authTexts.setPassword;

/** The token leaves the address bar and the history entry once it has been used. */
function forgetToken() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
}

/** The new password, twice; the link's token goes with it. Success ends on the dashboard. */
export function SetPasswordForm({ token }: { token: string }) {
  const signIn = useSignInWithLink();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await signIn.mutateAsync({ token, password });
      forgetToken();
      navigate("/dashboard", { replace: true });
    } catch (error) {
      console.error("Setting the password with a sign-in link failed", error);
      if (applyServerFieldErrors(error, form.setError, ["password"])) return;
      // An unknown, used or expired link: the server's own words (signInLinkMessages.invalid).
      const tokenMessage = isApiError(error) ? error.fields.token : undefined;
      setFailure(tokenMessage ?? errorMessage(error, signInLinkMessages.setPasswordFailed));
    }
  });

  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NewPasswordFields
        form={form}
        password={{ name: "password", label: texts.passwordLabel }}
        confirmation={{ name: "confirmPassword", label: texts.confirmPasswordLabel }}
      />
      <FormAlert message={failure} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
