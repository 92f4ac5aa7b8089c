import type { QueryClient } from "@tanstack/react-query";

/** Who a page is read for: the clock and the time zone its times of day are shown in. */
export interface PageViewer {
  now: number;
  timeZone: string;
}

/**
 * The reads a page's first render shows, beyond who is signed in and their organization (every
 * signed-in page reads those): each query handed to `ask` with the options its components read
 * it with, so that the answer is found where they look. The layout asks them ahead of the page,
 * the server for its first view (app/pages.ts).
 */
export type PageReads = (ask: QueryClient["prefetchQuery"], viewer: PageViewer) => void;
