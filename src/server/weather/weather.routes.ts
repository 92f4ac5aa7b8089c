import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { metarRecordSchema, weatherMessages } from "../../shared/weather/metar.types";
import { requireActor } from "../http/access";
import type { WeatherService } from "./weather.service";

const params = z.object({
  icao: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}$/, weatherMessages.invalidStation),
});

export const weatherRoutes: FastifyPluginAsyncZod<{ weather: WeatherService }> = async (
  app,
  { weather },
) => {
  app.get(
    "/api/weather/metar/:icao",
    {
      config: { access: "member" },
      schema: {
        tags: ["weather"],
        params,
        response: { 200: z.object({ metar: metarRecordSchema }) },
      },
    },
    async (request) => ({
      metar: await weather.metar(request.params.icao, requireActor(request).userId),
    }),
  );
};
