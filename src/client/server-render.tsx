/**
 * The client's first-view renderer, built on its own into a module for Node (vite.first-view.config.ts)
 * that the server loads (src/server/http/first-view.ts, decision 0019): a page rendered to HTML
 * from the same components the browser renders, with the reads the browser will be handed.
 * react-dom/server stays out of the browser's JavaScript.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { FirstView, FirstViewFetch, FirstViewRenderer } from "../shared/http/first-view";
import { AppPages } from "./app/app";
import { type FirstViewState, readFirstView } from "./app/first-view";
import { AppProvider } from "./app/provider";
import { setApiTransport } from "./lib/api-client";

/** The `fetch` of the first view being read: views are rendered side by side. */
const fetches = new AsyncLocalStorage<FirstViewFetch>();

setApiTransport((path, init) => {
  const fetch = fetches.getStore();
  if (!fetch) throw new Error(`${path} asked outside of a first view's reads`);
  return fetch(path, init);
});

export const renderFirstView: FirstViewRenderer["renderFirstView"] = async (
  url,
  fetch,
  { timeZone, units },
) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    const pathname = new URL(url, "http://localhost").pathname;
    const now = Date.now();
    const viewer = { now, timeZone, units };
    const rendered = await fetches.run(fetch, () => readFirstView(client, pathname, viewer));
    if (!rendered) return null;
    const data: FirstViewState = {
      reads: dehydrate(client),
      renderedAt: now,
      browserTimeZone: timeZone,
      weatherUnits: rendered.weatherUnits,
    };
    return { html: await renderPage(url, data), data } satisfies FirstView;
  } finally {
    client.clear();
  }
};

/**
 * `url`'s page as HTML for index.html's #root, once its lazily loaded parts are all in. Throws
 * when any part of it failed to render, rather than hand the browser a view with a hole in it.
 */
async function renderPage(url: string, firstView: FirstViewState): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider firstView={firstView}>
        <StaticRouter location={url}>
          <AppPages />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      // Every part in its place in the HTML, none moved there later by an inline script: the
      // CSP runs no inline script, and the view is painted as the HTML arrives.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  if (failure) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
