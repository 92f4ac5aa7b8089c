import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import type { ViewerUnits } from "../../shared/http/first-view";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { currentOrganizationQueryOptions } from "../features/organizations/api/get-current-organization";
import { metarQueryOptions } from "../features/weather/api/get-metar";
import { pageAt } from "./router";

/**
 * What a server-rendered first view hands the browser (in index.html's FIRST_VIEW_DATA_ID
 * element): the reads it shows (its times are on the clock of the organization they hold), the
 * server's clock when it rendered them, and the browser's zone as the browser last told it.
 */
export interface FirstViewState {
  reads: DehydratedState;
  renderedAt: number;
  /** The zone the browser last told the server (TIME_ZONE_COOKIE), or null. */
  browserTimeZone: string | null;
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

/** The units of a view's weather report (null when it holds none). */
interface RenderedIn {
  weatherUnits: ViewerUnits | null;
}

/**
 * Asks, in `client`, the reads the first render of the page at `pathname` shows (the member,
 * the organization, and the page's own reads in the page table, of the organization's day): the
 * same queries its components read, so the browser finds them answered. False when the page is
 * not rendered on the server: not declared so in the page table, or one its guards would leave
 * (nobody signed in, onboarding not complete). Throws when a read fails.
 */
export async function readFirstView(
  client: QueryClient,
  pathname: string,
  viewer: FirstViewViewer,
): Promise<RenderedIn | false> {
  const page = pageAt(pathname);
  if (!page?.firstView) return false;
  const user = await client.fetchQuery(currentUserQueryOptions);
  if (!user || !isOnboardingComplete(user)) return false;
  // Every time of the view is on the organization's clock: its day is the organization's.
  const organization = await client.fetchQuery(currentOrganizationQueryOptions);
  const timeZone = organization.settings.timezone;
  const asked: Promise<unknown>[] = [];
  // Shown only in the units the browser shows it in: without them, the weather card waits for
  // the browser.
  const { units } = viewer;
  const weather =
    page.weatherInFirstView && units !== null ? weatherRead(client) : Promise.resolve(false);
  if (page.reads) {
    const reads = await page.reads.load();
    reads(
      (options) => {
        const read = client.fetchQuery(options);
        asked.push(read);
        // Its failure is the view's, below.
        return read.then(
          () => undefined,
          () => undefined,
        );
      },
      { now: viewer.now, timeZone },
    );
  }
  await Promise.all(asked);
  return { weatherUnits: (await weather) ? units : null };
}
