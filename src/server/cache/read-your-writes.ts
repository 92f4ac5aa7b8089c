import type { FastifyInstance } from "fastify";
import type { CacheInvalidation } from "./cache-invalidation";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * An API request that may have written answers only once this instance's caches have dropped
 * what it changed: the caller's next read (the calendar after a booking, a page after
 * sign-out) never meets a stale copy here. Routes whose writes drop this instance's copies
 * themselves (`announcesItsWrites`, see `CacheInvalidation.announce`) need not wait.
 */
export function registerReadYourWrites(app: FastifyInstance, invalidation: CacheInvalidation) {
  app.addHook("onSend", async (request, _reply, payload) => {
    // The route that ran, not the raw URL: the router decodes the path (`/%61pi/` is `/api/`).
    if (READS.has(request.method) || !request.routeOptions.url?.startsWith("/api/")) return payload;
    if (request.routeOptions.config.announcesItsWrites) return payload;
    await invalidation.sync();
    return payload;
  });
}
