import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/auth/auth.schemas";
import type { Db } from "../db/database";
import { authAccounts, authSessions, authUsers, authVerifications } from "../db/schema";
import { hashPassword, verifyPassword } from "./password-hashing";

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  /** A session unused for this long ends (it is extended while in use). */
  idleTimeoutSeconds: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/** A session in use is extended at most once per this many seconds (a quarter of the idle timeout). */
export const sessionUpdateAgeSeconds = ({ idleTimeoutSeconds }: { idleTimeoutSeconds: number }) =>
  Math.min(DAY_SECONDS, Math.floor(idleTimeoutSeconds / 4));

/**
 * Over https the session cookie is `__Host-hangar.session_token`: Secure, path /, no domain,
 * so no other site or subdomain can set or shadow it.
 */
function cookieSettings(https: boolean) {
  if (!https) return { cookiePrefix: "hangar", useSecureCookies: false };
  const host = (name: string) => ({ name: `__Host-hangar.${name}`, attributes: { secure: true } });
  return {
    cookiePrefix: "hangar",
    useSecureCookies: false,
    cookies: { session_token: host("session_token"), dont_remember: host("dont_remember") },
  };
}

export function createAuth({
  db,
  secret,
  baseUrl,
  trustedOrigins,
  idleTimeoutSeconds,
}: AuthOptions) {
  return betterAuth({
    appName: "Hangar",
    secret,
    baseURL: baseUrl,
    basePath: "/api/auth",
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    // Sliding expiry: each use (at most once per quarter of the idle timeout) extends it.
    session: {
      expiresIn: idleTimeoutSeconds,
      updateAge: sessionUpdateAgeSeconds({ idleTimeoutSeconds }),
    },
    // Throttling of sign-in lives in our routes and in PostgreSQL (shared by every instance).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: "error" },
    advanced: {
      ...cookieSettings(baseUrl.startsWith("https://")),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
