import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileInputSchema } from "../../shared/profile/profile.schemas";
import { requireUserId } from "../http/access";
import { unauthorized } from "../http/errors";
import { toCurrentUser } from "./current-user";
import type { MemberRepository } from "./member.repository";
import { currentUserResponse } from "./member.schemas";

export const meRoutes: FastifyPluginAsyncZod<{ members: MemberRepository }> = async (
  app,
  { members },
) => {
  async function load(userId: string) {
    const user = await members.findOrCreateByUserId(userId);
    if (!user) throw unauthorized();
    return { user: toCurrentUser(user) };
  }

  app.get(
    "/api/me",
    {
      config: { access: "user" },
      schema: { tags: ["me"], response: { 200: currentUserResponse } },
    },
    async (request) => load(requireUserId(request)),
  );

  app.put(
    "/api/me/profile",
    {
      config: { access: "user" },
      schema: { tags: ["me"], body: profileInputSchema, response: { 200: currentUserResponse } },
    },
    async (request) => {
      const userId = requireUserId(request);
      await members.updateProfile(userId, request.body);
      return load(userId);
    },
  );
};
