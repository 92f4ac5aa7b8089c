import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import type { Changes } from "./changes";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The write request under way, and whether its service announced what it changed. */
const writeRequest = new AsyncLocalStorage<{ announced: boolean }>();

/** Called by `Changes.announce`: the request under way (if any) dropped its copies itself. */
export function markAnnounced(): void {
  const request = writeRequest.getStore();
  if (request) request.announced = true;
}

/**
 * An API request that may have written answers only once this instance's caches have dropped
 * what it changed: the caller's next read (the calendar after a booking, a page after
 * sign-out) never meets a stale copy here. A request whose service announced its changes
 * (`Changes.announce`) dropped them already; any other waits for the notices of its commits
 * (`Changes.sync`). No route says which it is: the announcement itself does.
 */
export function registerReadYourWrites(app: FastifyInstance, changes: Changes) {
  // The route that ran, not the raw URL: the router decodes the path (`/%61pi/` is `/api/`).
  const isWrite = (method: string, url: string | undefined) =>
    !READS.has(method) && url?.startsWith("/api/") === true;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!isWrite(request.method, request.routeOptions.url)) return done();
    writeRequest.run({ announced: false }, done);
  });
  app.addHook("onSend", async (request, _reply, payload) => {
    if (!isWrite(request.method, request.routeOptions.url)) return payload;
    if (writeRequest.getStore()?.announced) return payload;
    await changes.sync();
    return payload;
  });
}
