import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bookingInputSchema,
  calendarRangeSchema,
  statisticsRangeSchema,
} from "../../shared/bookings/booking.schemas";
import { bookingSchema, bookingStatisticsSchema } from "../../shared/bookings/booking.types";
import { requireActor } from "../http/access";
import type { BookingService } from "./booking.service";
import { toBookingView } from "./booking.view";

const params = z.object({ id: z.string().max(100) });
const one = z.object({ booking: bookingSchema });
const many = z.object({ bookings: z.array(bookingSchema) });
/** A calendar window's bookings, the earliest first; `truncated` when more lie in it. */
const calendar = many.extend({ truncated: z.literal(true).optional() });
const DASHBOARD_LIMIT = 5;

/** Whether an Accept-Encoding header takes gzip (`gzip;q=0` refuses it, `*` stands for it). */
export function acceptsGzip(header: string | undefined): boolean {
  const quality = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (quality.get("gzip") ?? quality.get("*") ?? 0) > 0;
}

export const bookingRoutes: FastifyPluginAsyncZod<{ bookings: BookingService }> = async (
  app,
  { bookings },
) => {
  app.get(
    "/api/bookings",
    {
      config: { access: "member" },
      schema: {
        tags: ["bookings"],
        querystring: calendarRangeSchema,
        response: { 200: calendar },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const answer = await bookings.list(actor, request.query);
      // JSON written from the prepared parts, with the content of `calendar`, gzipped when the
      // client takes it (every browser does); Fastify sends strings and buffers as they are.
      reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
      if (acceptsGzip(request.headers["accept-encoding"])) {
        reply.header("content-encoding", "gzip");
        return reply.send(answer.gzippedFor(actor) as unknown as z.infer<typeof calendar>);
      }
      return reply.send(answer.writeFor(actor) as unknown as z.infer<typeof calendar>);
    },
  );

  app.get(
    "/api/bookings/upcoming",
    { config: { access: "member" }, schema: { tags: ["bookings"], response: { 200: many } } },
    async (request) => {
      const actor = requireActor(request);
      const rows = await bookings.upcoming(actor, DASHBOARD_LIMIT);
      return { bookings: rows.map((row) => toBookingView(row, actor)) };
    },
  );

  app.get(
    "/api/bookings/recent",
    { config: { access: "admin" }, schema: { tags: ["bookings"], response: { 200: many } } },
    async (request) => {
      const actor = requireActor(request);
      const rows = await bookings.recent(actor, DASHBOARD_LIMIT);
      return { bookings: rows.map((row) => toBookingView(row, actor)) };
    },
  );

  app.get(
    "/api/bookings/statistics",
    {
      config: { access: "admin" },
      schema: {
        tags: ["bookings"],
        querystring: statisticsRangeSchema,
        response: { 200: z.object({ statistics: bookingStatisticsSchema }) },
      },
    },
    async (request) => ({
      statistics: await bookings.statistics(requireActor(request), request.query),
    }),
  );

  app.get(
    "/api/bookings/:id",
    {
      config: { access: "member" },
      schema: { tags: ["bookings"], params, response: { 200: one } },
    },
    async (request) => {
      const actor = requireActor(request);
      return { booking: toBookingView(await bookings.get(actor, request.params.id), actor) };
    },
  );

  app.post(
    "/api/bookings",
    {
      config: { access: "member" },
      schema: { tags: ["bookings"], body: bookingInputSchema, response: { 201: one } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const created = await bookings.create(actor, request.body);
      return reply.status(201).send({ booking: toBookingView(created, actor) });
    },
  );

  app.put(
    "/api/bookings/:id",
    {
      config: { access: "member" },
      schema: { tags: ["bookings"], params, body: bookingInputSchema, response: { 200: one } },
    },
    async (request) => {
      const actor = requireActor(request);
      const updated = await bookings.update(actor, request.params.id, request.body);
      return { booking: toBookingView(updated, actor) };
    },
  );

  app.post(
    "/api/bookings/:id/cancel",
    {
      config: { access: "member" },
      schema: { tags: ["bookings"], params, response: { 200: one } },
    },
    async (request) => {
      const actor = requireActor(request);
      return { booking: toBookingView(await bookings.cancel(actor, request.params.id), actor) };
    },
  );
};
