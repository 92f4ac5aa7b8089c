import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { currentOrganizationQueryOptions } from "../features/organizations/api/get-current-organization";
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
}

/** The viewer as the server knows them while rendering: its clock, and the browser's zone. */
export interface FirstViewViewer {
  now: number;
  /** The zone the browser last told the server (TIME_ZONE_COOKIE), if any. */
  timeZone: string | null;
}

/** The zone a view's times are rendered in; null for a view that shows no time of day. */
interface RenderedIn {
  timeZone: string | null;
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
  return { timeZone };
}
