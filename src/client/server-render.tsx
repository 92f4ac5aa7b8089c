/**
 * The server's side of the first view (app/first-view.ts): the page rendered to HTML from the
 * same components the browser renders, with the reads the browser will be handed. Imported by
 * the server only; react-dom/server stays out of the browser's JavaScript.
 */
import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppPages } from "./app/app";
import { AppProvider } from "./app/provider";

/**
 * `url`'s page as HTML for index.html's #root, once its lazily loaded parts are all in. Throws
 * when any part of it failed to render, rather than hand the browser a view with a hole in it.
 */
export async function renderFirstView(url: string, data: DehydratedState): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider firstViewData={data}>
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
