import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { createAuth } from "../auth/auth";
import { authRoutes } from "../auth/auth.routes";
import { baseUrl, type Config, trustedOrigins } from "../config/env";
import type { Database } from "../db/database";
import { healthRoutes } from "../health/health.routes";
import { meRoutes } from "../members/me.routes";
import { MemberRepository } from "../members/member.repository";
import { OrganizationRepository } from "../organizations/organization.repository";
import { organizationRoutes } from "../organizations/organization.routes";
import { OrganizationService } from "../organizations/organization.service";
import { registerAccessControl } from "./access";
import { registerErrorHandler } from "./error-handler";
import { FailureThrottle } from "./rate-limiter";
import { registerCrossSiteProtection, registerSecurityHeaders } from "./security";
import { registerClient } from "./static-client";

export interface AppDependencies {
  config: Pick<Config, "host" | "port" | "publicUrl" | "logLevel">;
  database: Database;
  authSecret: string;
  /** The built client to serve, if any. */
  clientDir?: string;
}

/** Request bodies larger than this are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp({
  config,
  database,
  authSecret,
  clientDir,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Better error messages for people, no echo of internals.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const origins = trustedOrigins(config);
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    baseUrl: baseUrl(config),
    trustedOrigins: origins,
  });
  const members = new MemberRepository(database.db);
  const throttle = new FailureThrottle(database.db);
  const organizations = new OrganizationService(
    database.db,
    new OrganizationRepository(database.db),
    members,
    throttle,
  );

  registerErrorHandler(app);
  await registerSecurityHeaders(app, { https: baseUrl(config).startsWith("https://") });
  registerCrossSiteProtection(app, origins);
  registerAccessControl(app, auth, members);
  await app.register(swagger, {
    openapi: { info: { title: "Hangar API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes, { pool: database.pool });
  await app.register(authRoutes, { auth, members, throttle });
  await app.register(meRoutes, { members });
  await app.register(organizationRoutes, { organizations, members });
  app.get("/api/openapi.json", { config: { access: "public" }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  if (clientDir) await registerClient(app, clientDir);
  return app;
}
