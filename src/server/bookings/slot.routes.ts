import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { slotQuerySchema, slotSchema } from "../../shared/bookings/slot.schemas";
import { requireActor } from "../http/access";
import type { SlotService } from "./slot.service";

/** 'Find a Slot': any member, for themselves as the pilot (docs/api.md). */
export const slotRoutes: FastifyPluginAsyncZod<{ slots: SlotService }> = async (app, { slots }) => {
  app.get(
    "/api/bookings/slots",
    {
      config: { access: "member" },
      schema: {
        tags: ["bookings"],
        querystring: slotQuerySchema,
        response: { 200: z.object({ slots: z.array(slotSchema) }) },
      },
    },
    async (request) => ({ slots: await slots.find(requireActor(request), request.query) }),
  );
};
