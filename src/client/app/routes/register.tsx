import { authTexts } from "../../features/auth/auth.texts";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { RegisterForm } from "../../features/auth/components/register-form";
import { RestoreLink } from "../../features/portability/components/restore-link";
import { RedirectIfSignedIn } from "../guards/redirect-if-signed-in";

export function RegisterRoute() {
  return (
    <RedirectIfSignedIn>
      <AuthLayout title={authTexts.registerTitle}>
        <RegisterForm />
        <RestoreLink />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
