import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createOrganizationInputSchema,
  joinOrganizationInputSchema,
  organizationUpdateSchema,
} from "../../shared/organizations/organization.schemas";
import { organizationSchema } from "../../shared/organizations/organization.types";
import { currentUserSchema } from "../../shared/profile/user.types";
import { requireActor, requireUserId } from "../http/access";
import type { MemberService } from "../members/member.service";
import { toOrganization } from "./organization.mapper";
import type { OrganizationService } from "./organization.service";

export interface OrganizationRoutesOptions {
  organizations: OrganizationService;
  members: MemberService;
}

const membershipResponse = z.object({ organization: organizationSchema, user: currentUserSchema });

export const organizationRoutes: FastifyPluginAsyncZod<OrganizationRoutesOptions> = async (
  app,
  { organizations, members },
) => {
  app.post(
    "/api/organizations",
    {
      config: { access: "user" },
      schema: {
        tags: ["organizations"],
        body: createOrganizationInputSchema,
        response: { 201: membershipResponse },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const organization = await organizations.create(userId, request.body);
      return reply.status(201).send({
        organization: toOrganization(organization, { isAdmin: true }),
        user: await members.currentUser(userId),
      });
    },
  );

  app.post(
    "/api/organizations/join",
    {
      config: { access: "user" },
      schema: {
        tags: ["organizations"],
        body: joinOrganizationInputSchema,
        response: { 200: membershipResponse },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const organization = await organizations.join(userId, request.body.code, request.ip);
      return {
        organization: toOrganization(organization, { isAdmin: false }),
        user: await members.currentUser(userId),
      };
    },
  );

  app.get(
    "/api/organizations/current",
    {
      config: { access: "member" },
      schema: {
        tags: ["organizations"],
        response: { 200: z.object({ organization: organizationSchema }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const organization = await organizations.getById(actor.orgId);
      return { organization: toOrganization(organization, { isAdmin: actor.role === "admin" }) };
    },
  );

  app.patch(
    "/api/organizations/current",
    {
      config: { access: "admin" },
      schema: {
        tags: ["organizations"],
        body: organizationUpdateSchema,
        response: { 200: z.object({ organization: organizationSchema }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const organization = await organizations.update(actor.orgId, request.body);
      return { organization: toOrganization(organization, { isAdmin: true }) };
    },
  );

  app.post(
    "/api/organizations/current/join-code",
    {
      config: { access: "admin" },
      schema: {
        tags: ["organizations"],
        response: { 200: z.object({ organization: organizationSchema }) },
      },
    },
    async (request) => {
      const organization = await organizations.rotateJoinCode(requireActor(request).orgId);
      return { organization: toOrganization(organization, { isAdmin: true }) };
    },
  );
};
