import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { AircraftRepository } from "../aircraft/aircraft.repository";
import { aircraftRoutes } from "../aircraft/aircraft.routes";
import { AircraftService } from "../aircraft/aircraft.service";
import { AccountRepository } from "../auth/account.repository";
import { AccountService } from "../auth/account.service";
import { createAuth } from "../auth/auth";
import { authRoutes } from "../auth/auth.routes";
import { AuthService } from "../auth/auth.service";
import { SessionCache } from "../auth/session-cache";
import { SessionCookie } from "../auth/session-cookie";
import { SignInLinkRepository } from "../auth/sign-in-link.repository";
import { signInLinkRoutes } from "../auth/sign-in-link.routes";
import { SignInLinkService } from "../auth/sign-in-link.service";
import { BookingRepository } from "../bookings/booking.repository";
import { bookingRoutes } from "../bookings/booking.routes";
import { BookingService } from "../bookings/booking.service";
import { BookingWrites } from "../bookings/booking-write.repository";
import { CachedCalendar } from "../bookings/cached-calendar";
import { CalendarCache } from "../bookings/calendar-cache";
import { SlotRepository } from "../bookings/slot.repository";
import { slotRoutes } from "../bookings/slot.routes";
import { SlotService } from "../bookings/slot.service";
import { Changes } from "../changes/changes";
import { registerReadYourWrites } from "../changes/read-your-writes";
import { baseUrl, type Config, trustedOrigins } from "../config/env";
import type { Database } from "../db/database";
import { Transactions } from "../db/transaction";
import { eventsRoutes } from "../events/events.routes";
import { healthRoutes } from "../health/health.routes";
import { ExpiredRowsRepository } from "../housekeeping/expired-rows.repository";
import { ExpiredRowsSweep } from "../housekeeping/expired-rows-sweep";
import { InstructorAvailabilityRepository } from "../instructors/availability.repository";
import { instructorAvailabilityRoutes } from "../instructors/availability.routes";
import { InstructorAvailabilityService } from "../instructors/availability.service";
import { meRoutes } from "../members/me.routes";
import { MemberRepository } from "../members/member.repository";
import { MemberService } from "../members/member.service";
import { membersRoutes } from "../members/members.routes";
import { OrganizationRepository } from "../organizations/organization.repository";
import { organizationRoutes } from "../organizations/organization.routes";
import { OrganizationService } from "../organizations/organization.service";
import {
  DEFAULT_EXPORT_LIMITS,
  ExportConnections,
  type ExportLimits,
} from "../portability/export-connections";
import { PortabilityRepository } from "../portability/portability.repository";
import { portabilityRoutes } from "../portability/portability.routes";
import { PortabilityService } from "../portability/portability.service";
import { createWeatherService } from "../weather/weather.factory";
import { weatherRoutes } from "../weather/weather.routes";
import { WeatherLookupBudget } from "../weather/weather-budget";
import { registerAccessControl } from "./access";
import { AttemptThrottle, LONGEST_WINDOW_SECONDS } from "./attempt-throttle";
import { benchRoutes } from "./bench.routes";
import { registerErrorHandler } from "./error-handler";
import { warnOfUntrustedProxy } from "./proxy-warning";
import { RateLimitRepository } from "./rate-limit.repository";
import { replies } from "./reply";
import {
  acceptEmptyJsonBodies,
  registerCrossSiteProtection,
  registerSecurityHeaders,
} from "./security";
import { registerClient } from "./static-client";

export interface AppDependencies {
  config: Pick<
    Config,
    "host" | "port" | "publicUrl" | "logLevel" | "trustProxy" | "weather" | "sessions" | "signUps"
  > &
    Partial<Pick<Config, "supportEmail" | "organizationCreation">>;
  database: Database;
  authSecret: string;
  /** Who holds it may restore an organization while nobody uses the installation. */
  setupCode: string;
  /** The built client to serve, if any. */
  clientDir?: string;
  /** The client's first-view renderer module; by default the one built beside `clientDir`. */
  firstViewRenderer?: string;
  /** `npm run bench` only: its bare comparison routes. */
  benchRoutes?: boolean;
  /** Where the log's lines go, when not standard output (tests that read it). */
  logStream?: { write(line: string): void };
  /** Bounds of the exports (tests make their time-outs short). */
  exports?: Partial<ExportLimits>;
  /** Tests: every prepared answer is checked against its route's response schema (reply.ts). */
  checkPreparedAnswers?: boolean;
}

/** Request bodies larger than this are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp({
  config,
  database,
  authSecret,
  setupCode,
  clientDir,
  firstViewRenderer,
  benchRoutes: withBenchRoutes = false,
  logStream,
  exports: exportLimits,
  checkPreparedAnswers = false,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a reverse proxy, the client's address (for throttling) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    // While shutting down, new requests get 503 rather than a dropped connection.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  warnOfUntrustedProxy(app, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const origins = trustedOrigins(config);
  const betterAuth = createAuth({
    db: database.db,
    secret: authSecret,
    baseUrl: baseUrl(config),
    trustedOrigins: origins,
    idleTimeoutSeconds: config.sessions.idleTimeoutSeconds,
  });
  const counters = new RateLimitRepository(database.db);
  const throttle = new AttemptThrottle(counters);
  const memberRepository = new MemberRepository(database.db);
  const bookingRepository = new BookingRepository(database.db);
  const changes = new Changes(database.pool, database.connectionString);
  app.addHook("onClose", () => changes.close());
  await changes.start();
  registerReadYourWrites(app, changes);
  const sweep = new ExpiredRowsSweep(
    new ExpiredRowsRepository(database.db),
    {
      sessionSeconds: config.sessions.absoluteTimeoutSeconds,
      rateLimitWindowSeconds: LONGEST_WINDOW_SECONDS,
    },
    app.log,
  );
  app.decorate("expiredRows", sweep);
  app.addHook("onReady", async () => sweep.start());
  app.addHook("onClose", () => sweep.stop());
  const members = new MemberService(database.db, memberRepository, bookingRepository, changes);
  const auth = new AuthService(betterAuth, throttle, config.signUps);
  const organizations = new OrganizationService(
    database.db,
    new OrganizationRepository(database.db),
    memberRepository,
    throttle,
    config.organizationCreation ?? "anyone",
  );

  registerErrorHandler(app);
  registerSecurityHeaders(app, { https: baseUrl(config).startsWith("https://") });
  registerCrossSiteProtection(app, origins);
  acceptEmptyJsonBodies(app);
  const { authCookies } = await betterAuth.$context;
  const sessionCache = new SessionCache(changes);
  const access = registerAccessControl(app, {
    auth: betterAuth,
    members: memberRepository,
    sessions: config.sessions,
    cookies: {
      session: new SessionCookie(authCookies.sessionToken.name, authSecret),
      dontRemember: authCookies.dontRememberToken.name,
    },
    checked: sessionCache,
  });
  await app.register(swagger, {
    openapi: { info: { title: "Hangar API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes, { pool: database.pool });
  if (withBenchRoutes) await app.register(benchRoutes, { pool: database.pool });
  await app.register(authRoutes, { auth, members });
  const accounts = new AccountService(
    database.db,
    new AccountRepository(database.db),
    memberRepository,
    bookingRepository,
    changes,
    auth,
    throttle,
  );
  await app.register(meRoutes, { members, auth, accounts });
  await app.register(organizationRoutes, { organizations, members });
  await app.register(membersRoutes, { members });
  await app.register(signInLinkRoutes, {
    members,
    links: new SignInLinkService(
      database.db,
      new SignInLinkRepository(database.db),
      memberRepository,
      auth,
      throttle,
      baseUrl(config),
    ),
  });
  // Exports read on connections of their own: however slowly downloads are read, the main
  // pool stays free for every club's requests.
  const exportConnections = new ExportConnections(database.connectionString, {
    ...DEFAULT_EXPORT_LIMITS,
    ...exportLimits,
  });
  app.addHook("onClose", () => exportConnections.close());
  await app.register(portabilityRoutes, {
    organizations,
    members,
    supportEmail: config.supportEmail ?? null,
    portability: new PortabilityService(
      database.db,
      exportConnections,
      new PortabilityRepository(),
      auth,
      throttle,
      setupCode,
    ),
  });
  await app.register(aircraftRoutes, {
    aircraft: new AircraftService(new AircraftRepository(database.db), changes),
  });
  await app.register(instructorAvailabilityRoutes, {
    availability: new InstructorAvailabilityService(
      database.db,
      new InstructorAvailabilityRepository(database.db),
    ),
  });
  await app.register(slotRoutes, { slots: new SlotService(new SlotRepository(database.db)) });
  const transactions = new Transactions(database.connectionString, (notices) =>
    changes.publish(notices),
  );
  app.addHook("onClose", () => transactions.close());
  const bookings = new BookingService({
    bookings: bookingRepository,
    writes: new BookingWrites(transactions),
    calendar: new CachedCalendar(bookingRepository, new CalendarCache(changes)),
    changes,
  });
  await app.register(bookingRoutes, {
    bookings,
    replies: replies({ check: checkPreparedAnswers }),
  });
  await app.register(eventsRoutes, {
    changes,
    memberOf: access.memberOf,
    watchAccess: (watcher) => sessionCache.watch(watcher),
  });
  await app.register(weatherRoutes, {
    weather: createWeatherService(config.weather, app.log, new WeatherLookupBudget(counters)),
  });
  app.get("/api/openapi.json", { config: { access: "public" }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  if (clientDir) await registerClient(app, clientDir, firstViewRenderer);
  return app;
}
