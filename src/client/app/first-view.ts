import type { QueryClient } from "@tanstack/react-query";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { currentOrganizationQueryOptions } from "../features/organizations/api/get-current-organization";

/**
 * The server renders the first view of these pages into index.html, so that they are painted
 * before the app's JavaScript has run (issue 8, the dashboard's largest contentful paint); the
 * browser then takes the view over (main.tsx). Other pages, and any page the server cannot
 * render, start from the empty page as before.
 */
const SERVER_RENDERED_PATHS = new Set(["/dashboard"]);

/**
 * Asks, in `client`, the reads the first render of the page at `pathname` shows: the same
 * queries its components read, so the browser finds them answered. False when the page is not
 * rendered on the server: not one of SERVER_RENDERED_PATHS, or one its guards would leave
 * (nobody signed in, onboarding not complete). Throws when a read fails.
 */
export async function readFirstView(client: QueryClient, pathname: string): Promise<boolean> {
  if (!SERVER_RENDERED_PATHS.has(pathname)) return false;
  const user = await client.fetchQuery(currentUserQueryOptions);
  if (!user || !isOnboardingComplete(user)) return false;
  await client.fetchQuery(currentOrganizationQueryOptions);
  return true;
}
