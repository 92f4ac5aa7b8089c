import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  exportFileName,
  importRequestSchema,
  installationSchema,
  SETUP_CODE_HEADER,
} from "../../shared/portability/organization-export";
import { requireActor } from "../http/access";
import { currentUserResponse } from "../members/member.schemas";
import type { MemberService } from "../members/member.service";
import type { OrganizationService } from "../organizations/organization.service";
import type { PortabilityService } from "./portability.service";

/** An import carries a club's whole history; every other request stays under 100 KB. */
export const IMPORT_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

export interface PortabilityRoutesOptions {
  portability: PortabilityService;
  organizations: OrganizationService;
  members: MemberService;
  /** The installation's SUPPORT_EMAIL, if set. */
  supportEmail: string | null;
}

export const portabilityRoutes: FastifyPluginAsyncZod<PortabilityRoutesOptions> = async (
  app,
  { portability, organizations, members, supportEmail },
) => {
  app.get(
    "/api/organizations/current/export",
    { config: { access: "admin" }, schema: { tags: ["organizations"] } },
    async (request, reply) => {
      const { orgId } = requireActor(request);
      const { slug } = await organizations.getById(orgId);
      const file = await portability.exportFile(orgId);
      // A reader who stops taking the file is cut off, and its connection goes back.
      reply.raw.setTimeout(portability.exportSocketTimeoutMs, () => reply.raw.destroy());
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(slug, new Date())}"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  );

  app.get(
    "/api/installation",
    {
      config: { access: "public" },
      schema: { tags: ["organizations"], response: { 200: installationSchema } },
    },
    async () => ({ acceptsImport: await portability.acceptsImport(), supportEmail }),
  );

  app.post(
    "/api/organizations/import",
    {
      config: { access: "public" },
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      // Refused before its body is read, once anyone signed up or without the setup code:
      // nobody can make a server read, parse and hold 64 MB files (decision 0017), nor restore
      // an organization on an installation they do not run (decision 0025).
      onRequest: async (request) => {
        const code = request.headers[SETUP_CODE_HEADER];
        await portability.assertMayImport(typeof code === "string" ? code : undefined, request.ip);
      },
      schema: {
        tags: ["organizations"],
        body: importRequestSchema,
        response: { 201: currentUserResponse },
      },
    },
    async (request, reply) => {
      const session = await portability.importOrganization(
        request.body,
        fromNodeHeaders(request.headers),
        request.ip,
      );
      if (session.cookies.length > 0) reply.header("set-cookie", session.cookies);
      return reply.status(201).send({ user: await members.currentUser(session.userId) });
    },
  );
};
