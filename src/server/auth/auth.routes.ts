import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authMessages, signInInputSchema, signUpInputSchema } from "../../shared/auth/auth.schemas";
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from "../http/errors";
import type { FailureLimit, FailureThrottle } from "../http/rate-limiter";
import { toCurrentUser } from "../members/current-user";
import type { MemberRepository } from "../members/member.repository";
import { currentUserResponse } from "../members/member.schemas";
import type { Auth } from "./auth";

export interface AuthRoutesOptions {
  auth: Auth;
  members: MemberRepository;
  throttle: FailureThrottle;
}

/** Password guessing: failures per account and per address in a 15-minute window. */
const signInLimits = (email: string, ip: string): FailureLimit[] => [
  { key: `sign-in:email:${email.toLowerCase()}`, max: 10, windowSeconds: 900 },
  { key: `sign-in:ip:${ip}`, max: 100, windowSeconds: 900 },
];

/** Passes the session cookies better-auth set on to the browser. */
function forwardCookies(from: Response, reply: FastifyReply) {
  const cookies = from.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

async function errorOf(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    return (await response.json()) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

const headersOf = (request: FastifyRequest) => fromNodeHeaders(request.headers);

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, members, throttle },
) => {
  async function currentUser(userId: string) {
    const user = await members.findOrCreateByUserId(userId);
    if (!user) throw unauthorized();
    return toCurrentUser(user);
  }

  app.post(
    "/api/auth/register",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        body: signUpInputSchema,
        response: { 201: currentUserResponse },
      },
    },
    async (request, reply) => {
      const response = await auth.api.signUpEmail({
        body: { email: request.body.email, password: request.body.password, name: "" },
        headers: headersOf(request),
        asResponse: true,
      });
      if (!response.ok) {
        const { code, message } = await errorOf(response);
        if (code?.startsWith("USER_ALREADY_EXISTS"))
          throw conflict(authMessages.emailTaken, "EMAIL_TAKEN");
        if (response.status >= 500) throw new Error(`sign-up failed: ${response.status} ${code}`);
        throw badRequest(message ?? authMessages.signUpFailed, undefined, code ?? "SIGN_UP_FAILED");
      }
      const { user } = (await response.json()) as { user: { id: string } };
      forwardCookies(response, reply);
      return reply.status(201).send({ user: await currentUser(user.id) });
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        body: signInInputSchema,
        response: { 200: currentUserResponse },
      },
    },
    async (request, reply) => {
      const limits = signInLimits(request.body.email, request.ip);
      if (await throttle.isBlocked(limits)) throw tooManyRequests(authMessages.tooManyAttempts);
      const response = await auth.api.signInEmail({
        body: { email: request.body.email, password: request.body.password },
        headers: headersOf(request),
        asResponse: true,
      });
      if (response.status === 401 || response.status === 400) {
        await throttle.recordFailure(limits);
        throw new AppError(401, "INVALID_CREDENTIALS", authMessages.invalidCredentials);
      }
      if (!response.ok) {
        const { code } = await errorOf(response);
        throw new Error(`sign-in failed: ${response.status} ${code}`);
      }
      const { user } = (await response.json()) as { user: { id: string } };
      forwardCookies(response, reply);
      return { user: await currentUser(user.id) };
    },
  );

  app.post(
    "/api/auth/logout",
    { config: { access: "public" }, schema: { tags: ["auth"], response: { 204: z.null() } } },
    async (request, reply) => {
      const response = await auth.api.signOut({ headers: headersOf(request), asResponse: true });
      forwardCookies(response, reply);
      return reply.status(204).send(null);
    },
  );
};
