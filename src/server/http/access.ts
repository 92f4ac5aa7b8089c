/**
 * Every API route declares who may call it (`config.access`); one hook turns that into the
 * guard that runs before the handler, so no route can ship without a rule.
 */
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { errorCodes } from "../../shared/http/api-error";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import type { Role } from "../../shared/profile/user.types";
import { type Auth, sessionUpdateAgeSeconds } from "../auth/auth";
import type { SessionCache } from "../auth/session-cache";
import { cookieValue, type SessionCookie } from "../auth/session-cookie";
import type { SessionSettings } from "../config/env";
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
    /**
     * The handler's writes drop this instance's cached copies themselves, after their commit
     * (`CacheInvalidation.announce`): its answer need not wait for a `sync`.
     */
    announcesItsWrites?: true;
  }
  interface FastifyRequest {
    userId: string | null;
    actor: Actor | null;
    /** The session cookie's signed value, once the session was checked. */
    sessionCookie: string | null;
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

export interface SessionCheck {
  userId: string;
  /** Cookies better-auth sets in its answer (an extended session). */
  cookies: string[];
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The signed-in user of a request, or null. A session older than the absolute timeout ends
 * here, however recently it was used; the idle timeout is better-auth's sliding expiry.
 */
export async function sessionUser(
  auth: Auth,
  requestHeaders: FastifyRequest["headers"],
  absoluteTimeoutSeconds: number,
): Promise<SessionCheck | null> {
  const headers = fromNodeHeaders(requestHeaders);
  const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
  if (!response) return null;
  const createdAt = new Date(response.session.createdAt);
  if (Date.now() - createdAt.getTime() > absoluteTimeoutSeconds * 1000) {
    await auth.api
      .revokeSession({ body: { token: response.session.token }, headers })
      .catch(() => {});
    return null;
  }
  return {
    userId: response.user.id,
    cookies: answer.getSetCookie(),
    createdAt,
    expiresAt: new Date(response.session.expiresAt),
  };
}

export interface AccessControlOptions {
  auth: Auth;
  members: MemberRepository;
  sessions: SessionSettings;
  /** better-auth's cookies: the signed session token, and the marker of "don't remember me". */
  cookies: { session: SessionCookie; dontRemember: string };
  checked: SessionCache;
}

/** However long a session may live, its copy is checked again after this. */
const MAX_UNCHECKED_MS = 5 * 60 * 1000;

export function registerAccessControl(
  app: FastifyInstance,
  { auth, members, sessions, cookies, checked }: AccessControlOptions,
) {
  app.decorateRequest("userId", null);
  app.decorateRequest("actor", null);
  app.decorateRequest("sessionCookie", null);

  /**
   * When better-auth must see the session again: when it would extend it (never, for a
   * session not remembered), when it expires, or at the absolute timeout.
   */
  function recheckAt(session: SessionCheck, dontRemember: boolean, now: number): number {
    const expiresAt = session.expiresAt.getTime();
    const extendsAt = dontRemember
      ? expiresAt
      : expiresAt - (sessions.idleTimeoutSeconds - sessionUpdateAgeSeconds(sessions)) * 1000;
    const endsAt = session.createdAt.getTime() + sessions.absoluteTimeoutSeconds * 1000;
    return Math.min(extendsAt, expiresAt, endsAt, now + MAX_UNCHECKED_MS);
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    // Checked sessions are kept by the cookie's signed value: a value found there was verified.
    const signed = cookies.session.signedValue(request.headers.cookie);
    if (!signed) throw unauthorized();
    const now = Date.now();
    const known = checked.get(signed, now);
    if (known) {
      request.userId = known.userId;
      request.sessionCookie = signed;
      return known.userId;
    }
    if (!cookies.session.verify(signed)) throw unauthorized();
    const generation = checked.generation;
    const session = await sessionUser(auth, request.headers, sessions.absoluteTimeoutSeconds);
    if (!session) throw unauthorized();
    // better-auth extends a session now and then; pass its refreshed cookie on.
    if (session.cookies.length > 0) reply.header("set-cookie", session.cookies);
    const dontRemember = cookieValue(request.headers.cookie, cookies.dontRemember) !== undefined;
    checked.set(
      signed,
      {
        userId: session.userId,
        createdAt: session.createdAt.getTime(),
        recheckAt: recheckAt(session, dontRemember, now),
      },
      generation,
    );
    request.userId = session.userId;
    request.sessionCookie = signed;
    return session.userId;
  }

  async function authorizeMember(request: FastifyRequest, userId: string, admin: boolean) {
    const cookie = request.sessionCookie;
    let member = cookie ? checked.get(cookie, Date.now())?.member : undefined;
    if (!member) {
      const generation = checked.generation;
      const profile = await members.findOrCreateByUserId(userId);
      if (!profile?.orgId || !profile.role || !isOnboardingComplete(profile)) {
        throw forbidden("Please complete onboarding first.", errorCodes.onboardingIncomplete);
      }
      member = { orgId: profile.orgId, role: profile.role as Role };
      const session = cookie ? checked.get(cookie, Date.now()) : undefined;
      if (cookie && session) checked.set(cookie, { ...session, member }, generation);
    }
    if (admin && member.role !== "admin") throw forbidden();
    request.actor = { userId, ...member };
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
