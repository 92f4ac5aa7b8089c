/**
 * The contract between the server and the client's first-view renderer (decision 0019): the
 * client builds src/client/server-render.tsx into a module of its own, which the server loads
 * like it serves the client's files, without importing the client's code.
 */

/** The element of index.html that holds a server-rendered first view's reads, as JSON. */
export const FIRST_VIEW_DATA_ID = "first-view-data";

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
   * `url`'s first view, with reads made through `fetch`; null when the page is not rendered on
   * the server for this viewer. Throws when a read or the render fails.
   */
  renderFirstView(url: string, fetch: FirstViewFetch): Promise<FirstView | null>;
}
