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
}

const DAY_SECONDS = 24 * 60 * 60;

export function createAuth({ db, secret, baseUrl, trustedOrigins }: AuthOptions) {
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
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Throttling of sign-in lives in our routes and in PostgreSQL (shared by every instance).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: "error" },
    advanced: {
      cookiePrefix: "hangar",
      useSecureCookies: baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
