import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileInputSchema, profileUpdateSchema } from "../../shared/profile/profile.schemas";
import { requireUserId } from "../http/access";
import { currentUserResponse } from "./member.schemas";
import type { MemberService } from "./member.service";

export const meRoutes: FastifyPluginAsyncZod<{ members: MemberService }> = async (
  app,
  { members },
) => {
  app.get(
    "/api/me",
    {
      config: { access: "user" },
      schema: { tags: ["me"], response: { 200: currentUserResponse } },
    },
    async (request) => ({ user: await members.currentUser(requireUserId(request)) }),
  );

  app.put(
    "/api/me/profile",
    {
      config: { access: "user" },
      schema: { tags: ["me"], body: profileInputSchema, response: { 200: currentUserResponse } },
    },
    async (request) => ({ user: await members.saveProfile(requireUserId(request), request.body) }),
  );

  app.patch(
    "/api/me/profile",
    {
      config: { access: "user" },
      schema: { tags: ["me"], body: profileUpdateSchema, response: { 200: currentUserResponse } },
    },
    async (request) => ({ user: await members.patchProfile(requireUserId(request), request.body) }),
  );
};
