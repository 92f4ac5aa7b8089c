import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signInInputSchema, signUpInputSchema } from "../../shared/auth/auth.schemas";
import { currentUserResponse } from "../members/member.schemas";
import type { MemberService } from "../members/member.service";
import type { AuthService } from "./auth.service";

export interface AuthRoutesOptions {
  auth: AuthService;
  members: MemberService;
}

const setCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length > 0) reply.header("set-cookie", cookies);
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, members },
) => {
  app.post(
    "/api/auth/register",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], body: signUpInputSchema, response: { 201: currentUserResponse } },
    },
    async (request, reply) => {
      const session = await auth.register(
        request.body,
        fromNodeHeaders(request.headers),
        request.ip,
      );
      setCookies(reply, session.cookies);
      return reply.status(201).send({ user: await members.currentUser(session.userId) });
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], body: signInInputSchema, response: { 200: currentUserResponse } },
    },
    async (request, reply) => {
      const session = await auth.login(request.body, fromNodeHeaders(request.headers), request.ip);
      setCookies(reply, session.cookies);
      return { user: await members.currentUser(session.userId) };
    },
  );

  app.post(
    "/api/auth/logout",
    { config: { access: "public" }, schema: { tags: ["auth"], response: { 204: z.null() } } },
    async (request, reply) => {
      setCookies(reply, await auth.logout(fromNodeHeaders(request.headers)));
      return reply.status(204).send(null);
    },
  );
};
