import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { FirstViews, firstViewRendererOf, loadFirstViewRenderer } from "./first-view";

/** Vite's assets: `assets/<name>-<8-character hash>.<ext>`, a new name whenever the content changes. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.[a-z0-9]+(\.(br|gz))?$/i;

/** Hashed files never change under their name; anything else may, and is asked again. */
export const cacheControlOf = (filePath: string) =>
  HASHED.test(filePath) ? "public, max-age=31536000, immutable" : "no-cache";

/**
 * Serves the built React app. Files are sent compressed as the build compressed them (brotli or
 * gzip beside each, scripts/precompress.ts) when the browser takes that encoding; hashed assets
 * are cached for a year. Every other path that is not an API call gets index.html, so that the
 * client's router can handle it, with the page's first view already rendered in it where the
 * server renders one (first-view.ts).
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  firstViewRenderer = firstViewRendererOf(clientDir),
) {
  if (!existsSync(path.join(clientDir, "index.html"))) {
    app.log.warn(`No built client in ${clientDir}; run "npm run build" to serve the app.`);
    return;
  }
  const firstViews = await firstViewsFor(app, clientDir, firstViewRenderer);
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are found beside their file, not asked for by name.
    globIgnore: ["**/*.br", "**/*.gz"],
    setHeaders(reply, filePath) {
      reply.header("cache-control", cacheControlOf(filePath));
    },
  });
  app.get("/*", { config: { access: "public" } }, async (request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api") {
      return reply.callNotFound();
    }
    const file = request.url.split("?")[0] ?? "/";
    if (file.startsWith("/assets/") || path.extname(file) !== "") {
      return reply.sendFile(file.slice(1), { cacheControl: false });
    }
    if (firstViews) {
      const { html, setCookies } = await firstViews.page(request);
      if (setCookies.length > 0) reply.header("set-cookie", setCookies);
      if (html) {
        // The member's own data: kept by no cache, not even the browser's.
        return reply
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(html);
      }
    }
    return reply
      .header("cache-control", "no-cache")
      .sendFile("index.html", { cacheControl: false });
  });
}

/** First views, or null (pages start empty, as they did before first views) when there is no renderer. */
async function firstViewsFor(app: FastifyInstance, clientDir: string, rendererFile: string) {
  const renderer = await loadFirstViewRenderer(rendererFile);
  if (!renderer) {
    app.log.warn(`No first-view renderer at ${rendererFile}; pages start empty.`);
    return null;
  }
  try {
    return new FirstViews(app, readFileSync(path.join(clientDir, "index.html"), "utf8"), renderer);
  } catch (error) {
    app.log.warn({ err: error }, "First views are off; pages start empty.");
    return null;
  }
}
