import { Navigate, Outlet } from "react-router";
import { isOnboardingComplete } from "../../../shared/onboarding/onboarding-step";
import { isKnownTimeZone } from "../../../shared/organizations/organization.schemas";
import { FullScreenSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useCurrentOrganization } from "../../features/organizations/api/get-current-organization";
import { OrganizationTimeZoneContext } from "../../lib/viewer-time";
import { appTexts } from "../app.texts";

/** Protected pages: spinner while loading, then /login or /onboarding (docs/rules/app.md). */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  const onboarded = Boolean(user && isOnboardingComplete(user));
  // Asked with the member, not after the page: every time the pages show is on its clock.
  const organization = useCurrentOrganization({ enabled: onboarded });
  if (isLoading) return <FullScreenSpinner label={appTexts.loading} />;
  if (!user) return <Navigate to="/login" replace />;
  if (!onboarded) return <Navigate to="/onboarding" replace />;
  const zone = organization.data?.settings.timezone;
  // A zone this browser does not know cannot be shown: the browser's, as before the answer.
  const timeZone = zone && isKnownTimeZone(zone) ? zone : null;
  return (
    <OrganizationTimeZoneContext value={timeZone}>
      <Outlet />
    </OrganizationTimeZoneContext>
  );
}
