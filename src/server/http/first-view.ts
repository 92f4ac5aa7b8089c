import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  FIRST_VIEW_DATA_ID,
  FIRST_VIEW_INERT,
  type FirstViewFetch,
  type FirstViewRenderer,
  firstViewDataText,
  TIME_ZONE_COOKIE,
  UNITS_COOKIE,
  type ViewerUnits,
  viewerUnits,
} from "../../shared/http/first-view";
import { cookieValue } from "../auth/session-cookie";

/** The element the client renders into, as index.html has it. */
const ROOT = '<div id="root"></div>';
const HEAD_END = "</head>";
/**
 * The view is painted once it is all parsed, not part by part as it arrives: every partial
 * paint of the calendar's grid lays the whole table out again (~200 ms at 4× slowdown each).
 * The head's `<link rel="expect" blocking="render">` holds rendering until this element,
 * right after #root, is parsed (browsers without it paint as before).
 */
const VIEW_END_ID = "first-view-end";
const RENDER_UNTIL_VIEW_END = `<link rel="expect" href="#${VIEW_END_ID}" blocking="render">`;
/** A first view whose reads and render take longer is left to the browser. */
const TIMEOUT_MS = 2_000;
/**
 * First views rendered at once, at most: a render takes ~15 ms of the event loop, and past
 * these the empty page (a static file) serves a crowd sooner.
 */
const MAX_RENDERING = 8;

/**
 * Where `npm run build` puts the client's first-view renderer (vite.first-view.config.ts):
 * beside the client's files, not among them, since it is not for browsers.
 */
export const firstViewRendererOf = (clientDir: string) =>
  path.join(path.dirname(clientDir), "first-view", "render.js");

/** The renderer module at `file`, or null when there is none (the pages are then plain). */
export async function loadFirstViewRenderer(file: string): Promise<FirstViewRenderer | null> {
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as FirstViewRenderer;
}

/**
 * index.html with the first view of a signed-in page already in #root (client/app/first-view.ts):
 * the dashboard is painted as soon as the HTML and the stylesheet are in, not after the app's
 * JavaScript has loaded, run and asked the API (docs/benchmark-budgets.md, decision 0019).
 *
 * The view's reads are the API's own answers for the request's session: each is made through
 * `app.inject` with the request's cookie, so every rule of the API (sign-in, organization,
 * role) applies to them exactly as to the browser's own requests.
 */
export class FirstViews {
  /** index.html cut where the view and its reads go in. */
  private readonly parts: readonly [head: string, body: string, after: string];
  private rendering = 0;

  constructor(
    private readonly app: FastifyInstance,
    indexHtml: string,
    private readonly renderer: FirstViewRenderer,
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
   * for this request (app/first-view.ts), or its reads or render failed or took too long; and
   * the cookies its reads set (a session the API extended), for the answer either way.
   */
  async page(request: FastifyRequest): Promise<{ html: string | null; setCookies: string[] }> {
    const setCookies: string[] = [];
    const cookie = request.headers.cookie;
    // HEAD is answered without a body: nothing to render for it.
    if (!cookie || request.method !== "GET" || this.rendering >= MAX_RENDERING) {
      return { html: null, setCookies };
    }
    this.rendering += 1;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), TIMEOUT_MS);
    });
    try {
      // The path and query as the router sees them, whatever form the request line took.
      const { pathname, search } = new URL(request.url, "http://localhost");
      const view = await Promise.race([
        this.renderer.renderFirstView(pathname + search, this.readsAs(cookie, setCookies), {
          timeZone: timeZoneOf(cookie),
          units: unitsOf(cookie),
        }),
        timeout,
      ]);
      if (view === "timeout") {
        request.log.warn(`the first view took over ${TIMEOUT_MS} ms; left to the browser`);
        return { html: null, setCookies };
      }
      if (!view) return { html: null, setCookies };
      const [head, body, after] = this.parts;
      // The reads after the view: the view is parsed and painted first (the app's scripts,
      // which read them, run once the whole page is parsed).
      const root = `<div id="root" ${FIRST_VIEW_INERT}>${view.html}</div>`;
      const end = `<template id="${VIEW_END_ID}"></template>`;
      const html = `${head}${RENDER_UNTIL_VIEW_END}${body}${root}${end}${dataScript(view.data)}${after}`;
      return { html, setCookies };
    } catch (error) {
      request.log.warn({ err: error }, "the first view was left to the browser");
      return { html: null, setCookies };
    } finally {
      clearTimeout(timer);
      this.rendering -= 1;
    }
  }

  /**
   * Reads answered by the app itself, through all of the API's hooks and checks, with the
   * request's cookie; the cookies they set are kept in `setCookies`. Only reads: a write would
   * carry the member's cookie without the Origin that the cross-site check looks at.
   */
  private readsAs(cookie: string, setCookies: string[]): FirstViewFetch {
    return async (url, init) => {
      const method = init.method ?? "GET";
      if (method !== "GET") throw new Error(`a first view only reads: ${method} ${url}`);
      const answer = await this.app.inject({
        method,
        url,
        headers: { cookie, accept: "application/json" },
      });
      const set = answer.headers["set-cookie"];
      if (set) setCookies.push(...(Array.isArray(set) ? set : [set]));
      return new Response(answer.statusCode === 204 ? null : answer.payload, {
        status: answer.statusCode,
        headers: { "content-type": String(answer.headers["content-type"] ?? "") },
      });
    };
  }
}

/** IANA names are short: a longer cookie is not one. */
const MAX_TIME_ZONE_LENGTH = 64;

/**
 * The time zone the browser told in its TIME_ZONE_COOKIE (lib/viewer-time.ts), when it is one
 * that this server knows; null otherwise. As the browser wrote it, not as this runtime would
 * name it (Asia/Kolkata, not Asia/Calcutta): the browser takes a view over only when it was
 * rendered in the zone it names itself (start.tsx).
 */
export function timeZoneOf(cookieHeader: string): string | null {
  const zone = cookieValue(cookieHeader, TIME_ZONE_COOKIE);
  if (!zone || zone.length > MAX_TIME_ZONE_LENGTH) return null;
  try {
    // Throws a RangeError for a zone this runtime does not know.
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** The weather units the browser told in its UNITS_COOKIE; null when it told none we know. */
export function unitsOf(cookieHeader: string): ViewerUnits | null {
  const units = cookieValue(cookieHeader, UNITS_COOKIE);
  return viewerUnits.find((known) => known === units) ?? null;
}

/**
 * The reads as JSON in a script element the browser does not run (the CSP runs no inline
 * script but the theme's). A `<` anywhere in them, as in a member's name "</script>", is written as \u003c, so
 * nothing in the data can end the element.
 */
function dataScript(data: unknown): string {
  return `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${firstViewDataText(data)}</script>`;
}
