import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changePasswordInputSchema,
  deleteAccountInputSchema,
} from "../../shared/auth/auth.schemas";
import { profileInputSchema, profileUpdateSchema } from "../../shared/profile/profile.schemas";
import type { AccountService } from "../auth/account.service";
import type { AuthService } from "../auth/auth.service";
import { requireUserId } from "../http/access";
import { currentUserResponse } from "./member.schemas";
import type { MemberService } from "./member.service";

export interface MeRoutesOptions {
  members: MemberService;
  auth: AuthService;
  accounts: AccountService;
}

export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (
  app,
  { members, auth, accounts },
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

  app.post(
    "/api/me/password",
    {
      config: { access: "user" },
      schema: { tags: ["me"], body: changePasswordInputSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const cookies = await accounts.changePassword(
        requireUserId(request),
        request.body,
        fromNodeHeaders(request.headers),
        request.ip,
      );
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/me/delete",
    {
      config: { access: "user" },
      schema: { tags: ["me"], body: deleteAccountInputSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await accounts.deleteOwnAccount(requireUserId(request), request.body, request.ip);
      // The session is gone with the account; clear the browser's cookie too.
      const cookies = await auth.logout(fromNodeHeaders(request.headers));
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.status(204).send(null);
    },
  );
};
