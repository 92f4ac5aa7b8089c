import v8 from "node:v8";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";

/**
 * Registered only for `npm run bench` (HANGAR_BENCH_ROUTES=1), never in production or in tests:
 * the floor that the calendar's throughput is compared with, one `select 1` over the same pool
 * on the same server and nothing else (no session, no serialisation schema); and what the
 * process's memory is made of, for the report of budget 6.
 */
export const benchRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    "/api/bench/select-one",
    { config: { access: "public" }, schema: { hide: true } },
    async () => {
      await pool.query("select 1");
      return { ok: true };
    },
  );

  app.get("/api/bench/memory", { config: { access: "public" }, schema: { hide: true } }, () => {
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]),
    );
    return { ...usage, spaces, pid: process.pid };
  });
};
