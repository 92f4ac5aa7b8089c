import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../http/error-handler";

const healthResponse = z.object({
  status: z.enum(["ok", "unavailable"]),
  message: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    "/api/health",
    {
      config: { access: "public" },
      schema: { tags: ["health"], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      try {
        await pool.query("select 1");
        return { status: "ok" as const };
      } catch {
        return reply
          .status(503)
          .send({ status: "unavailable", message: DATABASE_UNAVAILABLE_MESSAGE });
      }
    },
  );
};
