/**
 * The element of index.html that holds a server-rendered first view's reads, as JSON
 * (first-view.ts). On its own so that the browser's first chunk, which looks for it, does not
 * take in the reads themselves.
 */
export const FIRST_VIEW_DATA_ID = "first-view-data";
