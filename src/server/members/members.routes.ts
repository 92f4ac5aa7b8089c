import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { roles } from "../../shared/profile/user.types";
import { requireActor } from "../http/access";
import type { MemberRepository } from "./member.repository";

/** What every member may know of the others: their names (CLARIFICATIONS, privacy). */
const memberNameSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
});

export const membersRoutes: FastifyPluginAsyncZod<{ members: MemberRepository }> = async (
  app,
  { members },
) => {
  app.get(
    "/api/members",
    {
      config: { access: "member" },
      schema: {
        tags: ["members"],
        response: { 200: z.object({ members: z.array(memberNameSchema) }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const rows = await members.findByOrg(actor.orgId);
      return {
        members: rows.map((row) => ({
          id: row.userId,
          firstName: row.firstName,
          lastName: row.lastName,
          role: row.role === "admin" ? ("admin" as const) : ("member" as const),
        })),
      };
    },
  );
};
