import { z } from "zod";
import { ICAO_CODE_PATTERN } from "../validation/icao";
import { controlCharacterMessage, hasNoNul, optionalText, requiredText } from "../validation/text";
import {
  currencies,
  JOIN_CODE_LENGTH,
  organizationMessages,
  organizationStatuses,
  organizationTypes,
} from "./organization.constants";
import { isKnownTimeZone } from "./time-zone";

export const organizationFieldMessages = {
  name: "Name must be between 2 and 100 characters",
  icaoCode: "ICAO code must be 4 letters",
  airportName: "Airport name is required",
  city: "City is required",
  country: "Country is required",
  contactEmail: "Enter a valid email address",
  website: "Enter a valid URL, such as https://example.com",
  latitude: "Latitude must be between -90 and 90",
  longitude: "Longitude must be between -180 and 180",
  description: "Description must be at most 1000 characters",
  slug: "Slug must be between 2 and 100 characters",
  slugFormat: "Slug must be lowercase letters and digits joined by single hyphens",
  logo: "Enter a valid logo URL, such as https://example.com/logo.png",
  timezone: "Choose a time zone such as Europe/London or America/New_York",
  currency: "Choose one of the currencies USD, EUR, GBP, CAD or AUD",
} as const;

const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .refine(hasNoNul, message)
    .trim()
    .max(2000)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, message);

/** An organization's website or social link, as every form and an import take it. */
export const websiteUrlSchema = httpUrl(organizationFieldMessages.website);
export const logoUrlSchema = httpUrl(organizationFieldMessages.logo);

/** A form's URL field: may be sent empty, which clears it. */
const optionalUrl = (url: z.ZodType<string>) =>
  z
    .union([z.literal(""), url])
    .optional()
    .transform((v) => (v === "" ? undefined : v));

/** The links an organization may show, one schema per link (optional ones in the edit form). */
export const socialMediaLinks = <Link extends z.ZodType>(link: Link) =>
  z.object({ facebook: link, twitter: link, instagram: link, linkedin: link });

/**
 * What `slugify` makes, and nothing else: the slug goes into the export's file name and its
 * download header, where a line break or a quote would break every later export.
 */
export const slugSchema = z
  .string()
  .min(2, organizationFieldMessages.slug)
  .max(100, organizationFieldMessages.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, organizationFieldMessages.slugFormat);

export const icaoCodeSchema = z
  .string({ error: organizationFieldMessages.icaoCode })
  .trim()
  .toUpperCase()
  .regex(ICAO_CODE_PATTERN, organizationFieldMessages.icaoCode);

/**
 * The fields that creating an organization and editing it share, so that their rules and limits
 * are the same (an edit makes each optional).
 */
const organizationFields = {
  name: z
    .string({ error: organizationFieldMessages.name })
    .trim()
    .min(2, organizationFieldMessages.name)
    .max(100, organizationFieldMessages.name),
  icaoCode: icaoCodeSchema,
  airportName: requiredText(organizationFieldMessages.airportName),
  city: requiredText(organizationFieldMessages.city),
  country: requiredText(organizationFieldMessages.country),
  phone: optionalText(50),
  website: optionalUrl(websiteUrlSchema),
  airportAddress: optionalText(500),
};

/** The organization's zone: an IANA name this runtime knows (every rule about time reads it). */
export const timeZoneSchema = z
  .string({ error: organizationFieldMessages.timezone })
  .trim()
  .min(1, organizationFieldMessages.timezone)
  .max(100, organizationFieldMessages.timezone)
  .refine(hasNoNul, organizationFieldMessages.timezone)
  .refine((zone) => isKnownTimeZone(zone), organizationFieldMessages.timezone);

export const currencySchema = z.enum(currencies, { error: organizationFieldMessages.currency });

/** The create-organization form (docs/rules/organizations.md). */
export const createOrganizationInputSchema = z.object({
  name: organizationFields.name,
  type: z
    .enum(organizationTypes, { error: "Choose a flying club, flight school or aircraft operator" })
    .default("club"),
  icaoCode: organizationFields.icaoCode,
  airportName: organizationFields.airportName,
  city: organizationFields.city,
  country: organizationFields.country,
  contactEmail: z
    .string({ error: organizationFieldMessages.contactEmail })
    .trim()
    .max(254)
    .pipe(z.email(organizationFieldMessages.contactEmail)),
  phone: organizationFields.phone,
  website: organizationFields.website,
  airportAddress: organizationFields.airportAddress,
  /** Absent: the defaults of a new organization (UTC, USD); the form always sends both. */
  timezone: timeZoneSchema.optional(),
  currency: currencySchema.optional(),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationInputSchema>;
export type CreateOrganizationData = z.output<typeof createOrganizationInputSchema>;

export const joinOrganizationInputSchema = z.object({
  code: z
    .string({ error: organizationMessages.invitationCodeRequired })
    .trim()
    .min(1, organizationMessages.invitationCodeRequired)
    .max(64, organizationMessages.invalidInvitationCode)
    .refine(hasNoNul, organizationMessages.invalidInvitationCode),
});
export type JoinOrganizationInput = z.infer<typeof joinOrganizationInputSchema>;

/** Join codes are compared exactly after trimming and upper-casing. */
export function normalizeJoinCode(code: string): string {
  return code.trim().toUpperCase();
}

export const organizationSettingsSchema = z.object({
  timezone: z
    .string()
    .min(1)
    .max(100)
    .refine(hasNoNul, controlCharacterMessage)
    .refine(isKnownTimeZone, organizationFieldMessages.timezone),
  currency: z.enum(currencies),
  /**
   * Set once an administrator has saved the organization's settings with its time zone and
   * currency: the dashboard's 'Get started' then ticks that step (decision 0043).
   */
  timeZoneAndCurrencyConfirmed: z.boolean().optional(),
  enableFlightSharing: z.boolean(),
  enableDispatch: z.boolean(),
  preflightRequirements: z.object({
    requireWeatherCheck: z.boolean(),
    requireWeightBalance: z.boolean(),
    requireFlightPlan: z.boolean(),
    requireMaintenanceCheck: z.boolean(),
  }),
  billingSettings: z
    .object({
      hourlyRate: z.number().min(0),
      minimumHours: z.number().min(0),
      requireDeposit: z.boolean(),
      depositAmount: z.number().min(0).optional(),
    })
    .optional(),
  notificationSettings: z
    .object({
      emailNotifications: z.boolean(),
      smsNotifications: z.boolean(),
      notifyOnBooking: z.boolean(),
      notifyOnMaintenance: z.boolean(),
    })
    .optional(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** Defaults on creating an organization (docs/rules/organizations.md). */
export const defaultOrganizationSettings: OrganizationSettings = {
  timezone: "UTC",
  currency: "USD",
  enableFlightSharing: true,
  enableDispatch: true,
  preflightRequirements: {
    requireWeatherCheck: true,
    requireWeightBalance: true,
    requireFlightPlan: true,
    requireMaintenanceCheck: true,
  },
};

/** The whole organization as stored, validated before create (docs/rules/organizations.md). */
export const organizationRecordSchema = z.object({
  name: z.string().min(2).max(100),
  slug: slugSchema,
  type: z.enum(organizationTypes),
  status: z.enum(organizationStatuses),
  joinCode: z.string().regex(new RegExp(`^[A-Z0-9]{${JOIN_CODE_LENGTH}}$`)),
  baseAirport: z.object({
    icaoCode: icaoCodeSchema,
    name: z.string().min(1),
    city: z.string().min(1),
    country: z.string().min(1),
    coordinates: z.object({
      latitude: z
        .number()
        .min(-90, organizationFieldMessages.latitude)
        .max(90, organizationFieldMessages.latitude),
      longitude: z
        .number()
        .min(-180, organizationFieldMessages.longitude)
        .max(180, organizationFieldMessages.longitude),
    }),
    address: z.string().optional(),
  }),
  contact: z.object({
    email: z.email(),
    phone: z.string().optional(),
    website: z.string().optional(),
    address: z.string().optional(),
  }),
  settings: organizationSettingsSchema,
  logo: z.string().optional(),
  description: z.string().max(1000, organizationFieldMessages.description).optional(),
});
export type OrganizationRecord = z.infer<typeof organizationRecordSchema>;

/**
 * The slug of a name: lowercased, every run of non-alphanumerics turned into one hyphen,
 * without hyphens at the ends. A name of only symbols yields "club" so the slug stays valid.
 */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/g, "");
  return slug.length >= 2 ? slug : `club-${slug}`.replace(/-+$/g, "") || "club";
}

/** The first of `slug`, `slug-2`, `slug-3`, ... that is not taken, kept within 100 characters. */
export function firstFreeSlug(slug: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, 100 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * An administrator's edit of the organization (Settings): every part optional; settings are
 * merged into the existing ones and the result validated (`mergeOrganizationSettings`).
 */
export const organizationUpdateSchema = z.object({
  name: organizationFields.name.optional(),
  type: z.enum(organizationTypes).optional(),
  contact: z
    .object({
      email: z
        .string()
        .trim()
        .max(254)
        .pipe(z.email(organizationFieldMessages.contactEmail))
        .optional(),
      phone: organizationFields.phone,
      website: organizationFields.website,
      address: optionalText(500),
    })
    .optional(),
  baseAirport: z
    .object({
      icaoCode: organizationFields.icaoCode.optional(),
      name: organizationFields.airportName.optional(),
      city: organizationFields.city.optional(),
      country: organizationFields.country.optional(),
      coordinates: z
        .object({
          latitude: z
            .number({ error: organizationFieldMessages.latitude })
            .min(-90, organizationFieldMessages.latitude)
            .max(90, organizationFieldMessages.latitude),
          longitude: z
            .number({ error: organizationFieldMessages.longitude })
            .min(-180, organizationFieldMessages.longitude)
            .max(180, organizationFieldMessages.longitude),
        })
        .optional(),
      address: organizationFields.airportAddress,
    })
    .optional(),
  /** Any part of the settings; validated after merging. */
  settings: z.record(z.string(), z.unknown()).optional(),
  description: z
    .string()
    .trim()
    .max(1000, organizationFieldMessages.description)
    .refine(hasNoNul, controlCharacterMessage)
    .optional(),
  logo: optionalUrl(logoUrlSchema),
  socialMedia: socialMediaLinks(organizationFields.website).optional(),
});
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function deepMerge(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    result[key] =
      isPlainObject(value) && isPlainObject(base[key]) ? deepMerge(base[key], value) : value;
  }
  return result;
}

/** Merges new settings into the existing ones; undefined when the result is not valid. */
export function mergeOrganizationSettings(
  existing: OrganizationSettings,
  patch: Record<string, unknown>,
): OrganizationSettings | undefined {
  const merged = organizationSettingsSchema.safeParse(deepMerge(existing, patch));
  return merged.success ? merged.data : undefined;
}
