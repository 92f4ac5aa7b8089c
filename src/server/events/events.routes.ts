import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { type Actor, requireActor } from "../http/access";
import type { ChangeNotice, EventBus } from "./event-bus";

const HEARTBEAT_MS = 25_000;

export interface EventsRoutesOptions {
  bus: EventBus;
  /** Whether the request's session is still valid and its user still in the organization. */
  stillMember: (request: FastifyRequest, actor: Actor) => Promise<boolean>;
}

/**
 * `GET /api/events`: Server-Sent Events of the caller's organization. Each event names what
 * changed (`booking` or `aircraft`, its id and the action) and nothing else, so the stream tells
 * a viewer no more than an API call by that viewer would. A viewer who has signed out or left
 * the organization since the stream opened is cut off at the next event or heartbeat. When the
 * server may have missed notices (its database connection was lost), `resync` tells screens to
 * read everything again.
 */
export const eventsRoutes: FastifyPluginAsync<EventsRoutesOptions> = async (
  app,
  { bus, stillMember },
) => {
  // Open streams would keep the server from closing: end them first.
  const streams = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of streams) end();
  });

  app.get(
    "/api/events",
    { config: { access: "member" }, schema: { tags: ["events"], hide: false } },
    async (request, reply) => {
      const actor = requireActor(request);
      // Listening before the stream opens: nothing written after a screen connects is missed.
      await bus.ready();
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
      /** Writes only while the viewer may still listen; ends the stream otherwise. */
      const send = async (text: string) => {
        const allowed = await stillMember(request, actor).catch(() => false);
        if (!allowed) return end();
        if (!ended) raw.write(text);
      };
      const unsubscribe = bus.subscribe(actor.orgId, (notice: ChangeNotice | "resync") => {
        if (notice === "resync") return void send("event: resync\ndata: {}\n\n");
        const { kind, id, action } = notice;
        void send(`event: ${kind}\ndata: ${JSON.stringify({ id, action })}\n\n`);
      });
      const heartbeat = setInterval(() => void send(": keep-alive\n\n"), HEARTBEAT_MS);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        raw.end();
      };
      streams.add(end);
      request.raw.on("close", end);
    },
  );
};
