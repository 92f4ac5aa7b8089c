import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * The one boundary between what the server can render and what only the browser knows (its
 * clock, its language, a read the server's first view does not hold): `client()` in the
 * browser, and `server` on the server and while the browser takes the server's view over, so
 * that both render the same (decision 0019). A page the browser renders on its own gets
 * `client()` from its first render.
 */
export function useClientOnly<T, S>(client: () => T, server: S): T | S {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? client() : server;
}
