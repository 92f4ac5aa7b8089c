import { authTexts } from "../../features/auth/auth.texts";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { RegisterForm } from "../../features/auth/components/register-form";
import { RedirectIfSignedIn } from "../guards/redirect-if-signed-in";

export function RegisterRoute() {
  return (
    <RedirectIfSignedIn>
      <AuthLayout title={authTexts.registerTitle}>
        <RegisterForm />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
