import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { type ChangeNotice, onlyAdminsAnd, orgOf } from "../changes/change-notice";
import type { Changes } from "../changes/changes";
import { type Actor, requireActor } from "../http/access";
import { type OpenStream, OpenStreams } from "./open-streams";

const HEARTBEAT_MS = 25_000;

export interface EventsRoutesOptions {
  changes: Pick<Changes, "start" | "subscribe">;
  /** The request's caller as a member of the organization now, or null once they are not. */
  memberOf: (request: FastifyRequest, orgId: string) => Promise<Actor | null>;
  /**
   * Calls `watcher` with a user's id when their sessions or membership may have changed, or
   * with null when anyone's may have; returns the function that stops it.
   */
  watchAccess: (watcher: (userId: string | null) => void) => () => void;
}

/** Whether this viewer sees what the notice is about (admins see everything). */
export function mayHear(viewer: Actor, notice: ChangeNotice): boolean {
  const only = onlyAdminsAnd(notice);
  return only === undefined || viewer.role === "admin" || only.includes(viewer.userId);
}

/** What screens hear of: bookings, aircraft, members' profiles (a role changed), the
 * organization (its zone and currency), and instructors' availability. */
const toScreens = (notice: ChangeNotice) =>
  notice.kind === "booking" ||
  notice.kind === "aircraft" ||
  notice.kind === "member" ||
  notice.kind === "organization" ||
  notice.kind === "availability";

/**
 * `GET /api/events`: Server-Sent Events of the caller's organization. Each event names what
 * changed (`booking`, `aircraft`, `member`, `organization` or `availability`, its id and the action) and nothing else, and only to viewers
 * who can see that change, so the stream tells a viewer no more than an API call by that viewer
 * would. Every event and heartbeat checks the viewer first, from the session cache as the route
 * guards do; when the viewer's sessions or membership change (sign-out, removal), their streams
 * check at once and end if the viewer may no longer listen. When the server may have missed
 * notices (its database connection was lost), `resync` tells screens to read everything again.
 */
export const eventsRoutes: FastifyPluginAsync<EventsRoutesOptions> = async (
  app,
  { changes, memberOf, watchAccess },
) => {
  const streams = new OpenStreams();
  const unwatch = watchAccess((userId) => {
    for (const stream of streams.of(userId)) stream.recheck();
  });
  // Open streams would keep the server from closing: end them first.
  app.addHook("preClose", async () => {
    unwatch();
    for (const stream of streams.of(null)) stream.end();
  });

  app.get(
    "/api/events",
    { config: { access: "member" }, schema: { tags: ["events"], hide: false } },
    async (request, reply) => {
      const actor = requireActor(request);
      // Listening before the stream opens: nothing written after a screen connects is missed.
      await changes.start();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      raw.write("retry: 2000\n\n");

      let ended = false;
      // Checks and writes take turns, so events reach the screen in the order they happened.
      let turn = Promise.resolve();
      const inTurn = (step: () => Promise<void>) => {
        turn = turn.then(step).catch(() => stream.end());
      };
      /** The viewer as they are now (their role may have changed), or null: then it ends. */
      const viewer = async (): Promise<Actor | null> => {
        const now = await memberOf(request, actor.orgId);
        if (now?.userId === actor.userId) return now;
        stream.end();
        return null;
      };
      /** Writes what the viewer, once checked, may hear; a check that fails ends the stream. */
      const send = (text: (viewer: Actor) => string | undefined) =>
        inTurn(async () => {
          if (ended) return;
          const now = await viewer();
          const written = now && text(now);
          if (written && !ended) raw.write(written);
        });

      const unsubscribe = changes.subscribe(actor.orgId, (notice) => {
        if (notice !== "resync" && !toScreens(notice)) return;
        // Every row of a kind in every organization (a truncate): read everything again.
        if (notice === "resync" || orgOf(notice) === undefined || !notice.ids) {
          return send(() => "event: resync\ndata: {}\n\n");
        }
        const { kind, ids, action } = notice;
        send((now) =>
          mayHear(now, notice)
            ? ids
                .map((id) => `event: ${kind}\ndata: ${JSON.stringify({ id, action })}\n\n`)
                .join("")
            : undefined,
        );
      });
      const heartbeat = setInterval(() => send(() => ": keep-alive\n\n"), HEARTBEAT_MS);
      const stream: OpenStream = {
        userId: actor.userId,
        // A check that gets no answer (the database is unreachable) leaves the stream to the
        // next heartbeat's: a short outage, which empties the cache, does not end every stream.
        recheck: () =>
          inTurn(async () => {
            if (!ended) await viewer().catch(() => {});
          }),
        end: () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          unsubscribe();
          streams.remove(stream);
          raw.end();
        },
      };
      streams.add(stream);
      request.raw.on("close", stream.end);
      // Gone while this was set up: no close will come.
      if (request.raw.socket?.destroyed) stream.end();
    },
  );
};
