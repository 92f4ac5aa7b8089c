import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import type { ViewerUnits } from "../../shared/http/first-view";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { currentOrganizationQueryOptions } from "../features/organizations/api/get-current-organization";
import { metarQueryOptions } from "../features/weather/api/get-metar";
import { pageAt } from "./router";

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
 * Asks, in `client`, the reads the first render of the page at `pathname` shows (the member,
 * the organization, and the page's own reads in the page table), and answers the zone its times
 * are rendered in: the same queries its components read, so the browser finds them answered.
 * False when the page is not rendered on the server: not declared so in the page table, one its
 * guards would leave (nobody signed in, onboarding not complete), or one that needs the zone
 * the viewer has not told yet. Throws when a read fails.
 */
export async function readFirstView(
  client: QueryClient,
  pathname: string,
  viewer: FirstViewViewer,
): Promise<RenderedIn | false> {
  const page = pageAt(pathname);
  if (!page?.firstView) return false;
  const inViewersZone = page.firstView === "rendered in the viewer's zone";
  const timeZone = inViewersZone ? viewer.timeZone : null;
  if (inViewersZone && !timeZone) return false;
  const user = await client.fetchQuery(currentUserQueryOptions);
  if (!user || !isOnboardingComplete(user)) return false;
  const asked: Promise<unknown>[] = [client.fetchQuery(currentOrganizationQueryOptions)];
  // Shown only in the units the browser shows it in, and with its time of observation in the
  // viewer's zone: without either, the weather card waits for the browser.
  const { units } = viewer;
  const weather =
    page.weatherInFirstView && units !== null && viewer.timeZone !== null
      ? weatherRead(client)
      : Promise.resolve(false);
  // A page's reads are of the viewer's day: only a page rendered in their zone has any
  // (router.test.ts).
  if (page.reads && timeZone) {
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
  if (await weather) return { timeZone: viewer.timeZone, weatherUnits: units };
  return { timeZone };
}
