import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signInLinkSchema, useSignInLinkInputSchema } from "../../shared/auth/sign-in-link";
import { requireActor } from "../http/access";
import { currentUserResponse } from "../members/member.schemas";
import type { MemberService } from "../members/member.service";
import type { SignInLinkService } from "./sign-in-link.service";

const params = z.object({ id: z.string().max(100) });

export const signInLinkRoutes: FastifyPluginAsyncZod<{
  links: SignInLinkService;
  members: MemberService;
}> = async (app, { links, members }) => {
  app.post(
    "/api/members/:id/sign-in-link",
    {
      config: { access: "admin" },
      schema: {
        tags: ["members"],
        params,
        response: { 201: z.object({ link: signInLinkSchema }) },
      },
    },
    async (request, reply) => {
      const link = await links.create(requireActor(request), request.params.id);
      return reply.status(201).send({ link });
    },
  );

  app.post(
    "/api/auth/sign-in-link",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        body: useSignInLinkInputSchema,
        response: { 200: currentUserResponse },
      },
    },
    async (request, reply) => {
      const session = await links.use(request.body, fromNodeHeaders(request.headers), request.ip);
      if (session.cookies.length > 0) reply.header("set-cookie", session.cookies);
      return { user: await members.currentUser(session.userId) };
    },
  );
};
