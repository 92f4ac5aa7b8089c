import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import type { ViewerUnits } from "../../shared/http/first-view";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { calendarReads } from "../features/bookings/api/calendar-reads";
import { currentOrganizationQueryOptions } from "../features/organizations/api/get-current-organization";
import { metarQueryOptions } from "../features/weather/api/get-metar";

/**
 * What a server-rendered first view hands the browser (in index.html's FIRST_VIEW_DATA_ID
 * element): the reads it shows, the server's clock when it rendered them, and the viewer's
 * time zone it rendered their times in (null for a page that shows no time of day).
 */
export interface FirstViewState {
  reads: DehydratedState;
  renderedAt: number;
  timeZone: string | null;
  /** The units the view's weather report is shown in; null when it holds no report. */
  weatherUnits: ViewerUnits | null;
}

/** The viewer as the server knows them while rendering: its clock, and the browser's zone. */
export interface FirstViewViewer {
  now: number;
  /** The zone the browser last told the server (TIME_ZONE_COOKIE), if any. */
  timeZone: string | null;
  /** The weather units the browser last told the server (UNITS_COOKIE), if any. */
  units: ViewerUnits | null;
}

/**
 * The longest the dashboard's first view waits for the base airport's weather report: the
 * server's copy comes at once, the provider's in a few hundred ms, or not at all. Past this the
 * view is sent without it, and the browser asks as before.
 */
const WEATHER_WAIT_MS = 250;

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
  // The weather report, when there is one soon, is the largest text of many clubs' dashboards
  // (and so their largest contentful paint): in the view, it is painted with the rest of it, not
  // after the app has run and asked for it. Only in the units the browser shows it in, and in
  // its zone (the report's time of observation); without either, the card waits for the app.
  "/dashboard": async (client, { units, timeZone }) => {
    const weather = units !== null && timeZone !== null && (await weatherRead(client));
    return { timeZone: weather ? timeZone : null, weatherUnits: weather ? units : null };
  },
  "/bookings": async (client, { now, timeZone }) => {
    if (!timeZone) return false;
    const [fleet, today] = calendarReads(now, timeZone);
    await Promise.all([client.fetchQuery(fleet), client.fetchQuery(today)]);
    return { timeZone };
  },
};

/** Whether the club's weather report was read in time for the view. */
async function weatherRead(client: QueryClient): Promise<boolean> {
  const organization = await client.fetchQuery(currentOrganizationQueryOptions);
  const icao = organization?.baseAirport.icaoCode;
  if (!icao) return false;
  const report = client.fetchQuery(metarQueryOptions(icao)).then(
    () => true,
    () => false,
  );
  const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), WEATHER_WAIT_MS));
  return Promise.race([report, late]);
}

/**
 * The zone a view's times are rendered in (null for a view that shows no time of day), and the
 * units of its weather report (null when it holds none).
 */
interface RenderedIn {
  timeZone: string | null;
  weatherUnits?: ViewerUnits | null;
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
