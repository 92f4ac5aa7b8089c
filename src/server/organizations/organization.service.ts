import { errorCodes } from "../../shared/http/api-error";
import { organizationMessages } from "../../shared/organizations/organization.constants";
import {
  type CreateOrganizationData,
  defaultOrganizationSettings,
  firstFreeSlug,
  mergeOrganizationSettings,
  normalizeJoinCode,
  type OrganizationRecord,
  type OrganizationSettings,
  type OrganizationUpdate,
  organizationRecordSchema,
  slugify,
} from "../../shared/organizations/organization.schemas";
import type { OrganizationCreation } from "../config/env";
import type { Db } from "../db/database";
import { sqlState } from "../db/database";
import type { AttemptLimit, AttemptThrottle } from "../http/attempt-throttle";
import { addressKey } from "../http/client-address";
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from "../http/errors";
import type { MemberRepository } from "../members/member.repository";
import { generateJoinCode } from "./join-code";
import type { OrganizationRepository, OrganizationRow } from "./organization.repository";

const UNIQUE_VIOLATION = "23505";
const CREATE_ATTEMPTS = 3;

/** Guessing join codes: per user and per address, failures in a 15-minute window. */
const joinLimits = (userId: string, ip: string): AttemptLimit[] => [
  { key: `join:user:${userId}`, max: 10, windowSeconds: 900 },
  { key: `join:ip:${addressKey(ip)}`, max: 50, windowSeconds: 900 },
];

export class OrganizationService {
  constructor(
    private readonly db: Db,
    private readonly organizations: OrganizationRepository,
    private readonly members: MemberRepository,
    private readonly throttle: AttemptThrottle,
    private readonly creation: OrganizationCreation = "anyone",
  ) {}

  /**
   * Creates the organization with its defaults (docs/rules/organizations.md) and makes the caller
   * its admin and sole member, all in one transaction. A clash of a generated join code or slug
   * with one created at the same moment is retried with fresh values.
   */
  async create(userId: string, input: CreateOrganizationData): Promise<OrganizationRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const profile = await this.members.lockByUserId(tx, userId);
          if (profile?.orgId)
            throw conflict(organizationMessages.alreadyInOrganization, errorCodes.alreadyMember);
          if (
            this.creation === "first-account" &&
            (await this.organizations.firstAccountId(tx)) !== userId
          ) {
            throw forbidden(
              organizationMessages.creationFirstAccountOnly,
              "ORGANIZATION_CREATION_RESTRICTED",
            );
          }
          const baseSlug = slugify(input.name);
          const slug = firstFreeSlug(
            baseSlug,
            await this.organizations.findSlugsLike(tx, baseSlug),
          );
          const record = this.validRecord(input, slug);
          const organization = await this.organizations.insert(tx, {
            ...record,
            ownerId: userId,
            createdByUserId: userId,
          });
          await this.members.setMembership(tx, userId, organization.id, "admin");
          return organization;
        });
      } catch (error) {
        if (sqlState(error) !== UNIQUE_VIOLATION || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  /** Joins the organization whose join code matches exactly, after trimming and upper-casing. */
  async join(userId: string, code: string, ip: string): Promise<OrganizationRow> {
    const attempt = await this.throttle.reserve(joinLimits(userId, ip));
    if (!attempt) {
      throw tooManyRequests(organizationMessages.tooManyJoinAttempts);
    }
    const organization = await this.organizations.findByJoinCode(normalizeJoinCode(code));
    if (!organization) {
      throw badRequest(
        organizationMessages.invalidInvitationCode,
        undefined,
        errorCodes.invalidInvitationCode,
      );
    }
    await attempt.succeeded();
    await this.db.transaction(async (tx) => {
      const profile = await this.members.lockByUserId(tx, userId);
      if (profile?.orgId)
        throw conflict(organizationMessages.alreadyInOrganization, errorCodes.alreadyMember);
      await this.members.setMembership(tx, userId, organization.id, "member");
    });
    return organization;
  }

  /**
   * An administrator's edit (Settings); settings are merged and the result validated. The row
   * is locked while merging, so two admins editing different settings at once both count.
   */
  update(orgId: string, input: OrganizationUpdate): Promise<OrganizationRow> {
    return this.db.transaction(async (tx) => {
      const current = await this.organizations.findByIdForUpdate(tx, orgId);
      if (!current) throw notFound(organizationMessages.notFound);
      return this.applyUpdate(tx, current, input);
    });
  }

  private async applyUpdate(
    tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
    current: OrganizationRow,
    input: OrganizationUpdate,
  ): Promise<OrganizationRow> {
    const orgId = current.id;
    let settings: OrganizationSettings | undefined;
    if (input.settings) {
      // Saving the time zone or the currency is the administrator checking them (decision 0043).
      const confirms = "timezone" in input.settings || "currency" in input.settings;
      settings = mergeOrganizationSettings(
        current.settings,
        confirms ? { ...input.settings, timeZoneAndCurrencyConfirmed: true } : input.settings,
      );
      if (!settings) {
        throw badRequest(organizationMessages.invalidSettings, {
          settings: organizationMessages.invalidSettings,
        });
      }
    }
    const { contact, baseAirport: base, socialMedia } = input;
    const updated = await this.organizations.update(
      orgId,
      {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(contact?.email !== undefined ? { contactEmail: contact.email } : {}),
        ...(contact && "phone" in contact ? { contactPhone: contact.phone ?? null } : {}),
        ...(contact && "website" in contact ? { contactWebsite: contact.website ?? null } : {}),
        ...(contact && "address" in contact ? { contactAddress: contact.address ?? null } : {}),
        ...(base?.icaoCode !== undefined ? { baseIcao: base.icaoCode } : {}),
        ...(base?.name !== undefined ? { baseName: base.name } : {}),
        ...(base?.city !== undefined ? { baseCity: base.city } : {}),
        ...(base?.country !== undefined ? { baseCountry: base.country } : {}),
        ...(base?.coordinates
          ? { baseLatitude: base.coordinates.latitude, baseLongitude: base.coordinates.longitude }
          : {}),
        ...(base && "address" in base ? { baseAddress: base.address ?? null } : {}),
        ...(settings ? { settings } : {}),
        ...("description" in input ? { description: input.description || null } : {}),
        ...("logo" in input ? { logo: input.logo ?? null } : {}),
        ...(socialMedia
          ? {
              socialMedia: Object.fromEntries(
                Object.entries({ ...(current.socialMedia ?? {}), ...socialMedia }).filter(
                  ([, v]) => v,
                ),
              ) as Record<string, string>,
            }
          : {}),
      },
      tx,
    );
    if (!updated) throw notFound(organizationMessages.notFound);
    return updated;
  }

  /** A new join code; the old one stops working at once (a leaked code). */
  async rotateJoinCode(orgId: string): Promise<OrganizationRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        const updated = await this.organizations.update(orgId, { joinCode: generateJoinCode() });
        if (!updated) throw notFound(organizationMessages.notFound);
        return updated;
      } catch (error) {
        if (sqlState(error) !== UNIQUE_VIOLATION || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  async getById(orgId: string): Promise<OrganizationRow> {
    const organization = await this.organizations.findById(orgId);
    if (!organization) throw notFound(organizationMessages.notFound);
    return organization;
  }

  private validRecord(input: CreateOrganizationData, slug: string): OrganizationRecord {
    const parsed = organizationRecordSchema.safeParse({
      name: input.name,
      slug,
      type: input.type,
      status: "pending",
      joinCode: generateJoinCode(),
      baseAirport: {
        icaoCode: input.icaoCode,
        name: input.airportName,
        city: input.city,
        country: input.country,
        coordinates: { latitude: 0, longitude: 0 },
        address: input.airportAddress,
      },
      contact: { email: input.contactEmail, phone: input.phone, website: input.website },
      settings: {
        ...defaultOrganizationSettings,
        timezone: input.timezone ?? defaultOrganizationSettings.timezone,
        currency: input.currency ?? defaultOrganizationSettings.currency,
      },
    } satisfies OrganizationRecord);
    if (!parsed.success) {
      throw new AppError(400, "VALIDATION_FAILED", organizationMessages.createFailed);
    }
    return parsed.data;
  }
}
