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
import type { CheckedSession, SessionCache } from "../auth/session-cache";
import { cookieValue, type SessionCookie } from "../auth/session-cookie";
import type { SessionSettings } from "../config/env";
import type { MemberRepository } from "../members/member.repository";
import { AppError, forbidden, unauthorized } from "./errors";

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
async function sessionUser(
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

export interface AccessControl {
  /**
   * The caller of a request (made earlier, say an event stream's) as a member of `orgId` now,
   * with their current role; null once the session ended or the user is no longer a member of
   * it. The route guards' own check: no query while the checked session holds.
   */
  memberOf(request: FastifyRequest, orgId: string): Promise<Actor | null>;
}

export function registerAccessControl(
  app: FastifyInstance,
  { auth, members, sessions, cookies, checked }: AccessControlOptions,
): AccessControl {
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

  /**
   * The request's session, from the sessions this instance checked or checked now by
   * better-auth (and kept); 401 without a valid one. better-auth's refreshed cookie goes on
   * `reply`, when there is one to answer with.
   */
  async function authenticate(
    request: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<{ cookie: string; session: CheckedSession }> {
    // Checked sessions are kept by the cookie's signed value: a value found there was verified.
    const signed = cookies.session.signedValue(request.headers.cookie);
    if (!signed) throw unauthorized();
    const now = Date.now();
    const known = checked.get(signed);
    if (known) return { cookie: signed, session: known };
    if (!cookies.session.verify(signed)) throw unauthorized();
    const generation = checked.generation;
    const session = await sessionUser(auth, request.headers, sessions.absoluteTimeoutSeconds);
    if (!session) throw unauthorized();
    // better-auth extends a session now and then; pass its refreshed cookie on.
    if (session.cookies.length > 0) reply?.header("set-cookie", session.cookies);
    const dontRemember = cookieValue(request.headers.cookie, cookies.dontRemember) !== undefined;
    const fresh: CheckedSession = {
      userId: session.userId,
      createdAt: session.createdAt.getTime(),
      recheckAt: recheckAt(session, dontRemember, now),
    };
    checked.set(signed, fresh, generation);
    return { cookie: signed, session: fresh };
  }

  /**
   * The request's caller as a member of an organization, asking the database only for what the
   * checked sessions lost: 401 without a valid session, 403 before onboarding is complete.
   */
  async function membership(
    request: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<{ cookie: string; actor: Actor }> {
    const { cookie, session } = await authenticate(request, reply);
    let member = session.member;
    if (!member) {
      const generation = checked.generation;
      const profile = await members.findOrCreateByUserId(session.userId);
      if (!profile?.orgId || !profile.role || !isOnboardingComplete(profile)) {
        throw forbidden("Please complete onboarding first.", errorCodes.onboardingIncomplete);
      }
      member = { orgId: profile.orgId, role: profile.role as Role };
      const kept = checked.get(cookie);
      if (kept) checked.set(cookie, { ...kept, member }, generation);
    }
    return { cookie, actor: { userId: session.userId, ...member } };
  }

  async function authorizeMember(request: FastifyRequest, reply: FastifyReply, admin: boolean) {
    const { cookie, actor } = await membership(request, reply);
    request.userId = actor.userId;
    request.sessionCookie = cookie;
    if (admin && actor.role !== "admin") throw forbidden();
    request.actor = actor;
  }
  const guards: Record<
    Exclude<Access, "public">,
    (r: FastifyRequest, p: FastifyReply) => Promise<void>
  > = {
    user: async (request, reply) => {
      const { cookie, session } = await authenticate(request, reply);
      request.userId = session.userId;
      request.sessionCookie = cookie;
    },
    member: (request, reply) => authorizeMember(request, reply, false),
    admin: (request, reply) => authorizeMember(request, reply, true),
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

  return {
    async memberOf(request, orgId) {
      try {
        const { actor } = await membership(request);
        return actor.orgId === orgId ? actor : null;
      } catch (error) {
        if (error instanceof AppError && (error.status === 401 || error.status === 403))
          return null;
        throw error;
      }
    },
  };
}
