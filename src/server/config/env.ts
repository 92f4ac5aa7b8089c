/**
 * The server's configuration, parsed once from the environment. Nothing else reads process.env.
 */
import path from "node:path";
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/**
 * Accounts created per hour: a club signing its members up on one evening from its clubhouse
 * (30 or so) passes; a stream of sign-ups does not. See docs/decisions/0022-accounts-under-load.md.
 */
export const DEFAULT_SIGN_UPS: SignUpSettings = { perAddressPerHour: 50, perHour: 300 };

const signUpsPerHour = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "a whole number of sign-ups per hour" })
      .int("a whole number of sign-ups per hour")
      .min(1, "at least 1 sign-up per hour")
      .default(fallback),
  );

/**
 * Who may create an organization on this installation: anyone who signs up (a shared
 * installation), or only its first account (one club's own server; the others join it).
 */
export const organizationCreationPolicies = ["anyone", "first-account"] as const;
export type OrganizationCreation = (typeof organizationCreationPolicies)[number];

const envSchema = z
  .object({
    PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: "a port number between 0 and 65535" })
        .int("a whole port number between 0 and 65535")
        .min(0, "a port number between 0 and 65535")
        .max(65535, "a port number between 0 and 65535")
        .default(3000),
    ),
    HOST: z.preprocess(
      emptyAsUndefined,
      z.string().min(1, "a host name or IP address to listen on").default("127.0.0.1"),
    ),
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({
          protocol: /^https?$/,
          error: "the address people use, such as https://hangar.example.org",
        })
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({
          protocol: /^postgres(ql)?$/,
          error: "a PostgreSQL URL such as postgres://user:password@host:5432/hangar",
        })
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(true|false|[0-9a-fA-F.:/,\s]+)$/, {
          error: "true, false, or the proxies' addresses (comma-separated)",
        })
        .default("false")
        .transform((value): boolean | string =>
          value === "true" || value === "false" ? value === "true" : value,
        ),
    ),
    SESSION_IDLE_TIMEOUT_HOURS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: "a number of hours" })
        .min(0.001, "a number of hours above 0")
        .max(24 * 365, "at most a year of hours")
        .default(24 * 7),
    ),
    SESSION_ABSOLUTE_TIMEOUT_DAYS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: "a number of days" })
        .min(0.0001, "a number of days above 0")
        .max(365, "at most 365 days")
        .default(30),
    ),
    SIGN_UPS_PER_ADDRESS_PER_HOUR: signUpsPerHour(DEFAULT_SIGN_UPS.perAddressPerHour),
    SIGN_UPS_PER_HOUR: signUpsPerHour(DEFAULT_SIGN_UPS.perHour),
    CHECKWX_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    WEATHER_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(["awc", "checkwx"], { error: "one of: awc, checkwx" }).default("awc"),
    ),
    WEATHER_BASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: "an http(s) URL" }).optional(),
    ),
    CLIENT_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** `npm run bench` only: adds the bare routes its measurements are compared with. */
    HANGAR_BENCH_ROUTES: z.preprocess(
      emptyAsUndefined,
      z.enum(["0", "1"], { error: "0 or 1" }).default("0"),
    ),
    SUPPORT_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.email({ error: "an email address, such as hangar@myclub.org" }).optional(),
    ),
    ORGANIZATION_CREATION: z.preprocess(
      emptyAsUndefined,
      z
        .enum(organizationCreationPolicies, { error: "one of: anyone, first-account" })
        .default("anyone"),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z
        .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
          error: "one of: fatal, error, warn, info, debug, trace, silent",
        })
        .default("warn"),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.WEATHER_PROVIDER === "checkwx" && !env.CHECKWX_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["CHECKWX_API_KEY"],
        message: "an API key, because WEATHER_PROVIDER is checkwx",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface SessionSettings {
  /** A session unused for this long ends. */
  idleTimeoutSeconds: number;
  /** No session lasts longer than this after sign-in, however much it is used. */
  absoluteTimeoutSeconds: number;
}

/** How many accounts may be created per hour, from one client address and in all. */
export interface SignUpSettings {
  perAddressPerHour: number;
  perHour: number;
}

export interface Config {
  port: number;
  host: string;
  /** The origin people use to reach the app, when set. */
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  /** Where the built client is, when not in dist/client (tests of several builds at once). */
  clientDir: string | undefined;
  sessions: SessionSettings;
  signUps: SignUpSettings;
  /** Whose X-Forwarded-For to believe: Fastify's `trustProxy`. */
  trustProxy: boolean | string;
  /** Serve the benchmark's bare routes (never in production or in tests). */
  benchRoutes: boolean;
  /** Whom people write to about this installation; else their organization's contact. */
  supportEmail: string | undefined;
  organizationCreation: OrganizationCreation;
  weather: {
    provider: Env["WEATHER_PROVIDER"];
    checkwxApiKey: string | undefined;
    baseUrl: string | undefined;
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError naming each bad variable and what it expects. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `  ${name}=${JSON.stringify(source[name] ?? "")}: expected ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    trustProxy: env.TRUST_PROXY,
    sessions: {
      idleTimeoutSeconds: Math.round(env.SESSION_IDLE_TIMEOUT_HOURS * 3600),
      absoluteTimeoutSeconds: Math.round(env.SESSION_ABSOLUTE_TIMEOUT_DAYS * 86_400),
    },
    signUps: {
      perAddressPerHour: env.SIGN_UPS_PER_ADDRESS_PER_HOUR,
      perHour: env.SIGN_UPS_PER_HOUR,
    },
    benchRoutes: env.HANGAR_BENCH_ROUTES === "1",
    supportEmail: env.SUPPORT_EMAIL,
    organizationCreation: env.ORGANIZATION_CREATION,
    weather: {
      provider: env.WEATHER_PROVIDER,
      checkwxApiKey: env.CHECKWX_API_KEY,
      baseUrl: env.WEATHER_BASE_URL,
    },
  };
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "0.0.0.0", "::"]);

/**
 * The origins a browser may send requests from. A person may open either spelling of loopback
 * whatever HOST says, and PUBLIC_URL names the real address behind a proxy or on a domain.
 */
export function trustedOrigins(config: Pick<Config, "host" | "port" | "publicUrl">): string[] {
  const origins = new Set<string>();
  if (config.publicUrl) origins.add(config.publicUrl);
  if (LOOPBACK_HOSTS.has(config.host)) {
    for (const host of ["127.0.0.1", "localhost", "[::1]"]) {
      origins.add(`http://${host}:${config.port}`);
    }
  } else {
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    origins.add(`http://${host}:${config.port}`);
  }
  return [...origins];
}

/** The address the app is reached at, for links and for better-auth's base URL. */
export function baseUrl(config: Pick<Config, "host" | "port" | "publicUrl">): string {
  if (config.publicUrl) return config.publicUrl;
  const host = LOOPBACK_HOSTS.has(config.host) ? "127.0.0.1" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
}
