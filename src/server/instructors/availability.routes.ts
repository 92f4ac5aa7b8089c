import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  instructorsQuerySchema,
  timeOffInputSchema,
  weeklyHoursInputSchema,
} from "../../shared/instructors/availability.schemas";
import {
  instructorAvailabilitySchema,
  instructorSchema,
  timeOffSchema,
  weeklyRangeSchema,
} from "../../shared/instructors/availability.types";
import { requireActor } from "../http/access";
import type { InstructorAvailabilityService } from "./availability.service";

const params = z.object({ userId: z.string().max(100) });
const timeOffParams = params.extend({ id: z.string().max(100) });
const oneTimeOff = z.object({ timeOff: timeOffSchema });

/** Who may call each route is the service's: the instructor, or an administrator, writes. */
export const instructorAvailabilityRoutes: FastifyPluginAsyncZod<{
  availability: InstructorAvailabilityService;
}> = async (app, { availability }) => {
  app.get(
    "/api/instructors",
    {
      config: { access: "member" },
      schema: {
        tags: ["instructors"],
        querystring: instructorsQuerySchema,
        response: { 200: z.object({ instructors: z.array(instructorSchema) }) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const window = from && to ? { from: new Date(from), to: new Date(to) } : undefined;
      return { instructors: await availability.list(requireActor(request), window) };
    },
  );

  app.get(
    "/api/instructors/:userId/availability",
    {
      config: { access: "member" },
      schema: {
        tags: ["instructors"],
        params,
        response: { 200: instructorAvailabilitySchema },
      },
    },
    async (request) => availability.get(requireActor(request), request.params.userId),
  );

  app.put(
    "/api/instructors/:userId/availability/hours",
    {
      config: { access: "member" },
      schema: {
        tags: ["instructors"],
        params,
        body: weeklyHoursInputSchema,
        response: { 200: z.object({ hours: z.array(weeklyRangeSchema) }) },
      },
    },
    async (request) => ({
      hours: await availability.replaceHours(
        requireActor(request),
        request.params.userId,
        request.body.hours,
      ),
    }),
  );

  app.post(
    "/api/instructors/:userId/time-off",
    {
      config: { access: "member" },
      schema: {
        tags: ["instructors"],
        params,
        body: timeOffInputSchema,
        response: { 201: oneTimeOff },
      },
    },
    async (request, reply) => {
      const timeOff = await availability.addTimeOff(
        requireActor(request),
        request.params.userId,
        request.body,
      );
      return reply.status(201).send({ timeOff });
    },
  );

  app.delete(
    "/api/instructors/:userId/time-off/:id",
    {
      config: { access: "member" },
      schema: { tags: ["instructors"], params: timeOffParams, response: { 200: oneTimeOff } },
    },
    async (request) => ({
      timeOff: await availability.removeTimeOff(
        requireActor(request),
        request.params.userId,
        request.params.id,
      ),
    }),
  );
};
