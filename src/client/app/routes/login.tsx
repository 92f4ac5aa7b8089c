import { authTexts } from "../../features/auth/auth.texts";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { LoginForm } from "../../features/auth/components/login-form";
import { RestoreLink } from "../../features/portability/components/restore-link";
import { RedirectIfSignedIn } from "../guards/redirect-if-signed-in";

/** After a successful sign-in the cached user is set, and the guard sends the person on. */
export function LoginRoute() {
  return (
    <RedirectIfSignedIn>
      <AuthLayout title={authTexts.signInTitle}>
        <LoginForm />
        <RestoreLink />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
