import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bookingInputSchema,
  calendarRangeSchema,
  myBookingsQuerySchema,
  statisticsRangeSchema,
} from "../../shared/bookings/booking.schemas";
import { bookingSchema, bookingStatisticsSchema } from "../../shared/bookings/booking.types";
import { requireActor } from "../http/access";
import type { PreparedJson, Replies } from "../http/reply";
import type { BookingService } from "./booking.service";
import { toBookingView } from "./booking.view";

const params = z.object({ id: z.string().max(100) });
const one = z.object({ booking: bookingSchema });
const many = z.object({ bookings: z.array(bookingSchema) });
/** A calendar window's bookings, the earliest first; `truncated` when more lie in it. */
export const calendar = many.extend({ truncated: z.literal(true).optional() });
const DASHBOARD_LIMIT = 5;

export const bookingRoutes: FastifyPluginAsyncZod<{
  bookings: BookingService;
  replies: Replies;
}> = async (app, { bookings, replies }) => {
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
      // The calendar's answer is the same JSON for every viewer of a day but for a few fields,
      // prepared once and sent through the route's schema's type (checked against it in tests).
      const view: PreparedJson<z.infer<typeof calendar>> = answer.for(actor);
      return replies.sendPrepared(request, reply, view);
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
    "/api/bookings/lessons",
    { config: { access: "member" }, schema: { tags: ["bookings"], response: { 200: many } } },
    async (request) => {
      const actor = requireActor(request);
      const rows = await bookings.lessons(actor, DASHBOARD_LIMIT);
      return { bookings: rows.map((row) => toBookingView(row, actor)) };
    },
  );

  app.get(
    "/api/bookings/mine",
    {
      config: { access: "member" },
      schema: {
        tags: ["bookings"],
        querystring: myBookingsQuerySchema,
        response: { 200: many.extend({ next: z.string().nullable() }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { bookings: rows, next } = await bookings.mine(actor, request.query);
      return { bookings: rows.map((row) => toBookingView(row, actor)), next };
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
