import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { useNow } from "../../lib/use-now";
import { useTimeZone } from "../../lib/viewer-time";
import type { PageHandle } from "../router";

const MINUTE_MS = 60_000;

/**
 * The router's look-up of the page at a path (router.tsx), handed down rather than imported: a
 * layout importing the router would split the router's modules out of the first chunk of every
 * page, the sign-in page's included (~1.5 KB more gzipped there).
 */
export type PageAt = (pathname: string) => PageHandle | undefined;

/**
 * Starts the page's reads (its `reads` in the page table) from the layout, while the page's
 * chunk is still loading, instead of after the page has rendered. The member and the
 * organization need no help: the top bar reads them.
 */
export function usePageData(pageAt: PageAt): void {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const timeZone = useTimeZone();
  const now = useNow(MINUTE_MS).getTime();
  // While rendering, not in an effect: a navigation is a transition that renders the layout with
  // the new path, then waits for the page's chunk, and runs effects only once that is in. The
  // server's render asks nothing: it has the reads. A read the cache has let go of (today's,
  // five minutes after the member went to another day) is asked again by the next render of the
  // layout: one small read, in the background.
  if (typeof window === "undefined") return;
  const reads = pageAt(pathname)?.reads;
  if (!reads) return;
  const ask = askOnce(client);
  const viewer = { now, timeZone };
  if (reads.loaded) reads.loaded(ask, viewer);
  else void reads.load().then((read) => read(ask, viewer));
}

/**
 * Asks a read only if nothing has asked it yet (a cached one is the page's own to refresh), as
 * TanStack's usePrefetchQuery does: the layout renders many times.
 */
const askOnce =
  (client: QueryClient): QueryClient["prefetchQuery"] =>
  (options) =>
    client.getQueryState(options.queryKey) ? Promise.resolve() : client.prefetchQuery(options);
