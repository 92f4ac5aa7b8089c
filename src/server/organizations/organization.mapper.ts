import type {
  OrganizationStatus,
  OrganizationType,
} from "../../shared/organizations/organization.constants";
import type { Organization } from "../../shared/organizations/organization.types";
import type { OrganizationRow } from "./organization.repository";

const optional = (value: string | null) => value ?? undefined;

/** The API shape of an organization; the join code only for its administrators. */
export function toOrganization(row: OrganizationRow, viewer: { isAdmin: boolean }): Organization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type as OrganizationType,
    status: row.status as OrganizationStatus,
    ...(viewer.isAdmin ? { joinCode: row.joinCode } : {}),
    baseAirport: {
      icaoCode: row.baseIcao,
      name: row.baseName,
      city: row.baseCity,
      country: row.baseCountry,
      coordinates: { latitude: row.baseLatitude, longitude: row.baseLongitude },
      address: optional(row.baseAddress),
    },
    contact: {
      email: row.contactEmail,
      phone: optional(row.contactPhone),
      website: optional(row.contactWebsite),
      address: optional(row.contactAddress),
    },
    settings: row.settings,
    ownerUid: row.ownerId,
    createdByUserId: row.createdByUserId,
    logo: optional(row.logo),
    description: optional(row.description),
    ...(row.socialMedia ? { socialMedia: row.socialMedia } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
