import type { FastifyPluginAsync } from "fastify";
import { requireActor } from "../http/access";
import type { EventBus } from "./event-bus";

const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events`: Server-Sent Events of the caller's organization. Each event names what
 * changed (`booking` or `aircraft`, its id and the action) and nothing else, so the stream tells
 * a viewer no more than an API call by that viewer would.
 */
export const eventsRoutes: FastifyPluginAsync<{ bus: EventBus }> = async (app, { bus }) => {
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
      const unsubscribe = bus.subscribe(actor.orgId, (notice) => {
        const { kind, id, action } = notice;
        raw.write(`event: ${kind}\ndata: ${JSON.stringify({ id, action })}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(": keep-alive\n\n"), HEARTBEAT_MS);
      const end = () => {
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
