import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { FullScreenSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { appTexts } from "../app.texts";
import { homePathFor } from "./home-path";

/**
 * The account pages are for signed-out people; anyone signed in is sent on (replace), to
 * `onboardingPath` rather than the onboarding's start when given (an invitation link's join step).
 */
export function RedirectIfSignedIn({
  children,
  onboardingPath,
}: {
  children: ReactNode;
  onboardingPath?: string;
}) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner label={appTexts.loading} />;
  if (user) {
    const home = homePathFor(user);
    return <Navigate to={home === "/onboarding" ? (onboardingPath ?? home) : home} replace />;
  }
  return children;
}
