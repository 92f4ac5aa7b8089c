import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { calendarReads } from "../features/bookings/api/calendar-reads";
import { currentOrganizationQueryOptions } from "../features/organizations/api/get-current-organization";

/**
 * What a server-rendered first view hands the browser (in index.html's FIRST_VIEW_DATA_ID
 * element): the reads it shows, the server's clock when it rendered them, and the viewer's
 * time zone it rendered their times in (null for a page that shows no time of day).
 */
export interface FirstViewState {
  reads: DehydratedState;
  renderedAt: number;
  timeZone: string | null;
}

/** The viewer as the server knows them while rendering: its clock, and the browser's zone. */
export interface FirstViewViewer {
  now: number;
  /** The zone the browser last told the server (TIME_ZONE_COOKIE), if any. */
  timeZone: string | null;
}

/**
 * The server renders the first view of these pages into index.html, so that they are painted
 * before the app's JavaScript has run (issue 8: the dashboard's largest contentful paint, the
 * calendar's paint); the browser then takes the view over (main.tsx). Each asks the reads its
 * first render shows: the same queries its components read, so the browser finds them
 * answered. The calendar is all times of day in the viewer's zone: without one, it is left to
 * the browser.
 */
const SERVER_RENDERED_PAGES: Record<
  string,
  (client: QueryClient, viewer: FirstViewViewer) => Promise<RenderedIn | false>
> = {
  "/dashboard": async () => ({ timeZone: null }),
  "/bookings": async (client, { now, timeZone }) => {
    if (!timeZone) return false;
    const [fleet, today] = calendarReads(now, timeZone);
    await Promise.all([client.fetchQuery(fleet), client.fetchQuery(today)]);
    return { timeZone };
  },
};

/** The zone a view's times are rendered in; null for a view that shows no time of day. */
interface RenderedIn {
  timeZone: string | null;
}

/**
 * Asks, in `client`, the reads the first render of the page at `pathname` shows, and answers
 * the zone its times are rendered in. False when the page is not rendered on the server: not
 * one of SERVER_RENDERED_PAGES, one its guards would leave (nobody signed in, onboarding not
 * complete), or one that needs the zone the viewer has not told yet. Throws when a read fails.
 */
export async function readFirstView(
  client: QueryClient,
  pathname: string,
  viewer: FirstViewViewer,
): Promise<RenderedIn | false> {
  const readPage = SERVER_RENDERED_PAGES[pathname];
  if (!readPage) return false;
  const user = await client.fetchQuery(currentUserQueryOptions);
  if (!user || !isOnboardingComplete(user)) return false;
  const [, rendered] = await Promise.all([
    client.fetchQuery(currentOrganizationQueryOptions),
    readPage(client, viewer),
  ]);
  return rendered;
}
