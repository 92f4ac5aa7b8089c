import { useSearchParams } from "react-router";
import { authTexts } from "../../features/auth/auth.texts";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { RegisterForm } from "../../features/auth/components/register-form";
import { invitationCodeOf, joinStepPath } from "../../features/organizations/invitation-link";
import { RestoreLink } from "../../features/portability/components/restore-link";
import { RedirectIfSignedIn } from "../guards/redirect-if-signed-in";

/** Sign-up; an invitation link (`?code=`) fills in the code the join step then uses. */
export function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const invitationCode = invitationCodeOf(searchParams);
  return (
    <RedirectIfSignedIn onboardingPath={invitationCode ? joinStepPath(invitationCode) : undefined}>
      <AuthLayout title={authTexts.registerTitle}>
        <RegisterForm invitationCode={invitationCode} />
        <RestoreLink />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
