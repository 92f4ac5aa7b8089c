import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { aircraftInputSchema } from "../../shared/aircraft/aircraft.schemas";
import { aircraftSchema } from "../../shared/aircraft/aircraft.types";
import { requireActor } from "../http/access";
import { toAircraft } from "./aircraft.mapper";
import type { AircraftService } from "./aircraft.service";

const params = z.object({ id: z.string().max(100) });
const one = z.object({ aircraft: aircraftSchema });

export const aircraftRoutes: FastifyPluginAsyncZod<{ aircraft: AircraftService }> = async (
  app,
  { aircraft },
) => {
  app.get(
    "/api/aircraft",
    {
      config: { access: "member" },
      schema: {
        tags: ["aircraft"],
        response: { 200: z.object({ aircraft: z.array(aircraftSchema) }) },
      },
    },
    async (request) => ({ aircraft: (await aircraft.list(requireActor(request))).map(toAircraft) }),
  );

  app.get(
    "/api/aircraft/:id",
    {
      config: { access: "member" },
      schema: { tags: ["aircraft"], params, response: { 200: one } },
    },
    async (request) => ({
      aircraft: toAircraft(await aircraft.get(requireActor(request), request.params.id)),
    }),
  );

  app.post(
    "/api/aircraft",
    {
      config: { access: "admin" },
      schema: { tags: ["aircraft"], body: aircraftInputSchema, response: { 201: one } },
    },
    async (request, reply) => {
      const created = await aircraft.create(requireActor(request), request.body);
      return reply.status(201).send({ aircraft: toAircraft(created) });
    },
  );

  app.put(
    "/api/aircraft/:id",
    {
      config: { access: "admin" },
      schema: { tags: ["aircraft"], params, body: aircraftInputSchema, response: { 200: one } },
    },
    async (request) => ({
      aircraft: toAircraft(
        await aircraft.update(requireActor(request), request.params.id, request.body),
      ),
    }),
  );

  app.post(
    "/api/aircraft/:id/archive",
    { config: { access: "admin" }, schema: { tags: ["aircraft"], params, response: { 200: one } } },
    async (request) => ({
      aircraft: toAircraft(await aircraft.archive(requireActor(request), request.params.id)),
    }),
  );
};
