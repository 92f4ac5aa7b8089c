import { Navigate, Outlet } from "react-router";
import { isOnboardingComplete } from "../../../shared/onboarding/onboarding-step";
import { isKnownTimeZone } from "../../../shared/organizations/time-zone";
import { FullScreenSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useCurrentOrganization } from "../../features/organizations/api/get-current-organization";
import { OrganizationCurrencyContext } from "../../lib/money";
import { browserTimeZone, OrganizationTimeZoneContext } from "../../lib/viewer-time";
import { appTexts } from "../app.texts";

/**
 * Protected pages: spinner while loading, then /login or /onboarding (docs/rules/app.md). They
 * show every time on the organization's clock and every amount in its currency (docs/rules/calendar.md).
 */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  const onboarded = Boolean(user && isOnboardingComplete(user));
  // Asked with the member, not after the page: every time the pages show is on its clock.
  const organization = useCurrentOrganization({ enabled: onboarded });
  if (isLoading) return <FullScreenSpinner label={appTexts.loading} />;
  if (!user) return <Navigate to="/login" replace />;
  if (!onboarded) return <Navigate to="/onboarding" replace />;
  const zone = organization.data?.settings.timezone;
  // A zone this browser does not know cannot be shown, and a failed read shows none: then the
  // browser's, rather than pages of times waiting for ever.
  const timeZone =
    zone && isKnownTimeZone(zone)
      ? zone
      : organization.data || organization.isError
        ? browserTimeZone()
        : null;
  return (
    <OrganizationTimeZoneContext value={timeZone}>
      <OrganizationCurrencyContext value={organization.data?.settings.currency ?? null}>
        <Outlet />
      </OrganizationCurrencyContext>
    </OrganizationTimeZoneContext>
  );
}
