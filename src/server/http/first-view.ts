import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readFirstView } from "../../client/app/first-view";
import { FIRST_VIEW_DATA_ID } from "../../client/app/first-view-data";
import { setApiTransport } from "../../client/lib/api-client";
import { renderFirstView } from "../../client/server-render";

/** The element the client renders into, as index.html has it. */
const ROOT = '<div id="root"></div>';
/** The view's reads go at the end of the head, before any of the view is parsed. */
const HEAD_END = "</head>";
/** A first view whose reads take longer is left to the browser, as every page was before. */
const READS_TIMEOUT_MS = 2_000;

/** Whose first view is being read: its request's Cookie header, and the app that answers. */
interface Reader {
  app: FastifyInstance;
  cookie: string;
}

const readers = new AsyncLocalStorage<Reader>();

/**
 * The API client's transport on the server: a first view's reads go to the app itself, with
 * the cookie of the request being rendered, through all of the API's hooks and checks.
 */
setApiTransport(async (path, init) => {
  const reader = readers.getStore();
  if (!reader) throw new Error(`${path} asked outside of a first view's reads`);
  const answer = await reader.app.inject({
    method: (init.method ?? "GET") as "GET",
    url: path,
    headers: { cookie: reader.cookie, accept: "application/json" },
  });
  return new Response(answer.statusCode === 204 ? null : answer.payload, {
    status: answer.statusCode,
    headers: { "content-type": String(answer.headers["content-type"] ?? "") },
  });
});

/**
 * index.html with the first view of a signed-in page already in #root (client/app/first-view.ts):
 * the dashboard is painted as soon as the HTML and the stylesheet are in, not after the app's
 * JavaScript has loaded, run and asked the API (issue 8, decision 0019).
 *
 * The view's reads are the API's own answers for the request's session: each is made through
 * `app.inject` with the request's cookie, so every rule of the API (sign-in, organization,
 * role) applies to them exactly as to the browser's own requests.
 */
export class FirstViews {
  /** index.html cut where the reads and the view go in. */
  private readonly parts: readonly [head: string, body: string, rest: string];

  constructor(
    private readonly app: FastifyInstance,
    indexHtml: string,
  ) {
    const headEnd = indexHtml.indexOf(HEAD_END);
    const root = indexHtml.indexOf(ROOT);
    if (headEnd < 0 || root < headEnd) {
      throw new Error(`index.html needs ${HEAD_END} and then ${ROOT} for the first view`);
    }
    this.parts = [
      indexHtml.slice(0, headEnd),
      indexHtml.slice(headEnd, root),
      indexHtml.slice(root + ROOT.length),
    ];
  }

  /**
   * index.html with the page's first view, or null when the page is not rendered on the server
   * for this request (app/first-view.ts), or its reads failed or took too long.
   */
  async page(request: FastifyRequest): Promise<string | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const url = request.url;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), READS_TIMEOUT_MS);
    });
    try {
      const pathname = new URL(url, "http://localhost").pathname;
      const read = await Promise.race([
        readers.run({ app: this.app, cookie }, () => readFirstView(client, pathname)),
        timeout,
      ]);
      if (!read) return null;
      const data = dehydrate(client);
      const html = await renderFirstView(url, data);
      const [head, body, rest] = this.parts;
      return `${head}${dataScript(data)}${body}<div id="root">${html}</div>${rest}`;
    } catch (error) {
      request.log.warn({ err: error }, "the first view was left to the browser");
      return null;
    } finally {
      clearTimeout(timer);
      client.clear();
    }
  }
}

/**
 * The reads as JSON in a script element the browser does not run (the CSP allows no inline
 * script). A `<` anywhere in them, as in a member's name "</script>", is written as \u003c, so
 * nothing in the data can end the element.
 */
function dataScript(data: unknown): string {
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${json}</script>`;
}
