/**
 * Every API route declares who may call it (`config.access`); one hook turns that into the
 * guard that runs before the handler, so no route can ship without a rule.
 */
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { errorCodes } from "../../shared/http/api-error";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import type { Role } from "../../shared/profile/user.types";
import type { Auth } from "../auth/auth";
import type { MemberRepository } from "../members/member.repository";
import { forbidden, unauthorized } from "./errors";

/** public: anyone; user: signed in; member: onboarding complete; admin: an administrator. */
export type Access = "public" | "user" | "member" | "admin";

/** The caller of a route whose access is `member` or `admin`. */
export interface Actor {
  userId: string;
  orgId: string;
  role: Role;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    userId: string | null;
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, in the order registered. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

/** The signed-in user's id; for routes whose access is at least `user`. */
export function requireUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

/** The caller as a member of an organization; for `member` and `admin` routes. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw forbidden();
  return request.actor;
}

/**
 * The signed-in user of a request, or null. A session older than the absolute timeout ends
 * here, however recently it was used; the idle timeout is better-auth's sliding expiry.
 */
export async function sessionUser(
  auth: Auth,
  requestHeaders: FastifyRequest["headers"],
  absoluteTimeoutSeconds: number,
): Promise<{ userId: string; cookies: string[] } | null> {
  const headers = fromNodeHeaders(requestHeaders);
  const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
  if (!response) return null;
  const age = Date.now() - new Date(response.session.createdAt).getTime();
  if (age > absoluteTimeoutSeconds * 1000) {
    await auth.api
      .revokeSession({ body: { token: response.session.token }, headers })
      .catch(() => {});
    return null;
  }
  return { userId: response.user.id, cookies: answer.getSetCookie() };
}

export function registerAccessControl(
  app: FastifyInstance,
  auth: Auth,
  members: MemberRepository,
  absoluteTimeoutSeconds: number,
) {
  app.decorateRequest("userId", null);
  app.decorateRequest("actor", null);

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const session = await sessionUser(auth, request.headers, absoluteTimeoutSeconds);
    if (!session) throw unauthorized();
    // better-auth extends a session now and then; pass its refreshed cookie on.
    if (session.cookies.length > 0) reply.header("set-cookie", session.cookies);
    request.userId = session.userId;
    return session.userId;
  }

  async function authorizeMember(request: FastifyRequest, userId: string, admin: boolean) {
    const profile = await members.findOrCreateByUserId(userId);
    if (!profile?.orgId || !profile.role || !isOnboardingComplete(profile)) {
      throw forbidden("Please complete onboarding first.", errorCodes.onboardingIncomplete);
    }
    if (admin && profile.role !== "admin") throw forbidden();
    request.actor = { userId, orgId: profile.orgId, role: profile.role as Role };
  }

  const guards: Record<
    Exclude<Access, "public">,
    (r: FastifyRequest, p: FastifyReply) => Promise<void>
  > = {
    user: async (request, reply) => {
      await authenticate(request, reply);
    },
    member: async (request, reply) =>
      authorizeMember(request, await authenticate(request, reply), false),
    admin: async (request, reply) =>
      authorizeMember(request, await authenticate(request, reply), true),
  };

  const apiRoutes: ApiRoute[] = [];
  app.decorate("apiRoutes", apiRoutes);
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api")) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") apiRoutes.push({ method, url: route.url, access });
    }
    if (access === "public") return;
    // onRequest: before the body is read or validated, so an anonymous caller learns nothing.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guards[access], ...existing];
  });
}
