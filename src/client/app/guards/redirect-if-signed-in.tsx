import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { FullScreenSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { appTexts } from "../app.texts";
import { homePathFor } from "./home-path";

/** The account pages are for signed-out people; anyone signed in is sent on (replace). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner label={appTexts.loading} />;
  if (user) return <Navigate to={homePathFor(user)} replace />;
  return children;
}
