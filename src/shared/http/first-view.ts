/**
 * The contract between the server and the client's first-view renderer (decision 0019): the
 * client builds src/client/server-render.tsx into a module of its own, which the server loads
 * like it serves the client's files, without importing the client's code.
 */

import { type Packed, pack, unpack } from "./packed-json";

/** The element of index.html that holds a server-rendered first view's reads, as JSON. */
export const FIRST_VIEW_DATA_ID = "first-view-data";

/**
 * The first view's reads as the page carries them in FIRST_VIEW_DATA_ID: packed (packed-json.ts),
 * with `<` escaped so that no text in them can end the script element.
 */
export const firstViewDataText = (data: unknown) =>
  JSON.stringify(pack(data)).replaceAll("<", "\\u003c");

/** The reads of a FIRST_VIEW_DATA_ID element's text. */
export const readFirstViewData = (text: string): unknown => unpack(JSON.parse(text) as Packed);

/**
 * The attribute the view's #root carries until the app's script runs and takes it over: until
 * then a click or a key in it would do nothing, or half of what it does later, unseen.
 */
export const FIRST_VIEW_INERT = "inert";

/**
 * The cookie in which the browser tells the server its time zone (an IANA name), set by the app
 * on every start: the calendar's first view shows the viewer's hours, and the server has no
 * other way to know them.
 */
export const TIME_ZONE_COOKIE = "hangar-time-zone";

/**
 * The cookie in which the browser tells the server the units it shows weather in ("metric" or
 * "imperial", by the browser's language and platform), set by the app on every start: the
 * dashboard's first view shows the weather report in them, and the server cannot tell them from
 * the request.
 */
export const UNITS_COOKIE = "hangar-units";
export const viewerUnits = ["metric", "imperial"] as const;
export type ViewerUnits = (typeof viewerUnits)[number];

/** How the renderer's reads reach the API: the server answers them itself. */
export type FirstViewFetch = (path: string, init: RequestInit) => Promise<Response>;

/** A page's first view: the HTML for #root, and the reads it shows, for the browser to take over. */
export interface FirstView {
  html: string;
  data: unknown;
}

/** What the renderer module exports. */
export interface FirstViewRenderer {
  /**
   * `url`'s first view, with reads made through `fetch`, for a viewer in `viewer.timeZone` (a
   * valid IANA name, or null when the browser has not told it) who sees weather in
   * `viewer.units` (null when not told); null when the page is not rendered on the server for
   * this viewer. Throws when a read or the render fails.
   */
  renderFirstView(
    url: string,
    fetch: FirstViewFetch,
    viewer: { timeZone: string | null; units: ViewerUnits | null },
  ): Promise<FirstView | null>;
}
