import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { instructorInputSchema } from "../../shared/members/instructor.schemas";
import {
  changeRoleInputSchema,
  memberDetailsSchema,
  memberListItemSchema,
} from "../../shared/members/member.types";
import { requireActor } from "../http/access";
import type { MemberService } from "./member.service";

const params = z.object({ id: z.string().max(100) });

export const membersRoutes: FastifyPluginAsyncZod<{ members: MemberService }> = async (
  app,
  { members },
) => {
  app.get(
    "/api/members",
    {
      config: { access: "member" },
      schema: {
        tags: ["members"],
        response: { 200: z.object({ members: z.array(memberListItemSchema) }) },
      },
    },
    async (request) => ({ members: await members.list(requireActor(request)) }),
  );

  app.get(
    "/api/members/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["members"],
        params,
        response: { 200: z.object({ member: memberDetailsSchema }) },
      },
    },
    async (request) => ({ member: await members.get(requireActor(request), request.params.id) }),
  );

  app.post(
    "/api/members/:id/remove",
    {
      config: { access: "admin" },
      schema: { tags: ["members"], params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await members.remove(requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/members/:id/role",
    {
      config: { access: "admin" },
      schema: {
        tags: ["members"],
        params,
        body: changeRoleInputSchema,
        response: { 200: z.object({ member: memberDetailsSchema }) },
      },
    },
    async (request) => ({
      member: await members.changeRole(requireActor(request), request.params.id, request.body.role),
    }),
  );

  app.put(
    "/api/members/:id/instructor",
    {
      config: { access: "admin" },
      schema: {
        tags: ["members"],
        params,
        body: instructorInputSchema,
        response: { 200: z.object({ member: memberDetailsSchema }) },
      },
    },
    async (request) => ({
      member: await members.setInstructor(requireActor(request), request.params.id, request.body),
    }),
  );
};
