import { Navigate, Outlet } from "react-router";
import { isOnboardingComplete } from "../../../shared/onboarding/onboarding-step";
import { FullScreenSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { appTexts } from "../app.texts";

/** Protected pages: spinner while loading, then /login or /onboarding (docs/rules/app.md). */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner label={appTexts.loading} />;
  if (!user) return <Navigate to="/login" replace />;
  if (!isOnboardingComplete(user)) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
