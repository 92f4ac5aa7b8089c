import type { z } from "zod";
import type {
  Currency,
  OrganizationType,
} from "../../../shared/organizations/organization.constants";
import type { organizationUpdateSchema } from "../../../shared/organizations/organization.schemas";
import type { Organization } from "../../../shared/organizations/organization.types";

/** The PATCH body as sent (before the server's parsing: empty optional texts clear). */
export type OrganizationPatch = z.input<typeof organizationUpdateSchema>;

/**
 * The organization edit form. Its paths are the API's paths (`contact.email`,
 * `baseAirport.coordinates.latitude`, ...), so the server's field errors land on the fields.
 * Numbers are kept as typed text until they are sent.
 */
export interface OrganizationFormValues {
  name: string;
  type: OrganizationType;
  contact: { email: string; phone: string; website: string };
  baseAirport: {
    icaoCode: string;
    name: string;
    city: string;
    country: string;
    coordinates: { latitude: string; longitude: string };
    address: string;
  };
  settings: {
    timezone: string;
    currency: Currency;
    enableFlightSharing: boolean;
    enableDispatch: boolean;
    preflightRequirements: {
      requireWeatherCheck: boolean;
      requireWeightBalance: boolean;
      requireFlightPlan: boolean;
      requireMaintenanceCheck: boolean;
    };
    billingSettings: {
      hourlyRate: string;
      minimumHours: string;
      requireDeposit: boolean;
      depositAmount: string;
    };
    notificationSettings: {
      emailNotifications: boolean;
      smsNotifications: boolean;
      notifyOnBooking: boolean;
      notifyOnMaintenance: boolean;
    };
  };
  description: string;
  logo: string;
  socialMedia: { facebook: string; twitter: string; instagram: string; linkedin: string };
}

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

export function organizationFormValues(organization: Organization): OrganizationFormValues {
  const { contact, baseAirport, settings } = organization;
  const billing = settings.billingSettings;
  const notifications = settings.notificationSettings;
  return {
    name: organization.name,
    type: organization.type,
    contact: {
      email: contact.email,
      phone: contact.phone ?? "",
      website: contact.website ?? "",
    },
    baseAirport: {
      icaoCode: baseAirport.icaoCode,
      name: baseAirport.name,
      city: baseAirport.city,
      country: baseAirport.country,
      coordinates: {
        latitude: String(baseAirport.coordinates.latitude),
        longitude: String(baseAirport.coordinates.longitude),
      },
      address: baseAirport.address ?? "",
    },
    settings: {
      timezone: settings.timezone,
      currency: settings.currency,
      enableFlightSharing: settings.enableFlightSharing,
      enableDispatch: settings.enableDispatch,
      preflightRequirements: { ...settings.preflightRequirements },
      billingSettings: {
        hourlyRate: numberText(billing?.hourlyRate),
        minimumHours: numberText(billing?.minimumHours),
        requireDeposit: billing?.requireDeposit ?? false,
        depositAmount: numberText(billing?.depositAmount),
      },
      notificationSettings: {
        emailNotifications: notifications?.emailNotifications ?? false,
        smsNotifications: notifications?.smsNotifications ?? false,
        notifyOnBooking: notifications?.notifyOnBooking ?? false,
        notifyOnMaintenance: notifications?.notifyOnMaintenance ?? false,
      },
    },
    description: organization.description ?? "",
    logo: organization.logo ?? "",
    socialMedia: {
      facebook: organization.socialMedia?.facebook ?? "",
      twitter: organization.socialMedia?.twitter ?? "",
      instagram: organization.socialMedia?.instagram ?? "",
      linkedin: organization.socialMedia?.linkedin ?? "",
    },
  };
}

/** Typed text as a number; NaN when it is empty or not a number, so validation refuses it. */
export const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

type Section = Record<string, unknown>;

/** The fields of `next` that differ from `base`, or undefined when none does. */
function changedFields<T extends Section>(next: T, base: T): Partial<T> | undefined {
  const changed = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== base[key]),
  ) as Partial<T>;
  return Object.keys(changed).length > 0 ? changed : undefined;
}

/** True when any of the flat values of the two sections differ. */
const differs = (next: Section, base: Section) => changedFields(next, base) !== undefined;

/**
 * What the admin changed, as a PATCH body: only changed fields; coordinates, billing and
 * notification settings go as a whole, since the server needs them complete. Emptied optional
 * fields are sent empty, which clears them. Undefined when nothing changed.
 */
export function toOrganizationUpdate(
  values: OrganizationFormValues,
  initial: OrganizationFormValues,
): OrganizationPatch | undefined {
  const update: OrganizationPatch = {};
  const trimmed = (text: string) => text.trim();

  if (trimmed(values.name) !== trimmed(initial.name)) update.name = trimmed(values.name);
  if (values.type !== initial.type) update.type = values.type;

  const contact = changedFields(trimAll(values.contact), trimAll(initial.contact));
  if (contact) update.contact = contact;

  const { coordinates, ...airport } = values.baseAirport;
  const { coordinates: initialCoordinates, ...initialAirport } = initial.baseAirport;
  const airportChanges = changedFields(trimAll(airport), trimAll(initialAirport));
  const coordinatesChanged = differs(trimAll(coordinates), trimAll(initialCoordinates));
  if (airportChanges || coordinatesChanged) {
    update.baseAirport = {
      ...airportChanges,
      ...(coordinatesChanged
        ? {
            coordinates: {
              latitude: toNumber(coordinates.latitude),
              longitude: toNumber(coordinates.longitude),
            },
          }
        : {}),
    };
  }

  const settings = settingsUpdate(values.settings, initial.settings);
  if (settings) update.settings = settings;

  if (values.description.trim() !== initial.description.trim())
    update.description = values.description.trim();
  if (trimmed(values.logo) !== trimmed(initial.logo)) update.logo = trimmed(values.logo);

  const socialMedia = changedFields(trimAll(values.socialMedia), trimAll(initial.socialMedia));
  if (socialMedia) update.socialMedia = socialMedia;

  return Object.keys(update).length > 0 ? update : undefined;
}

function trimAll<T extends Record<string, string>>(record: T): T {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value.trim()])) as T;
}

type SettingsValues = OrganizationFormValues["settings"];

function settingsUpdate(
  values: SettingsValues,
  initial: SettingsValues,
): Record<string, unknown> | undefined {
  const { preflightRequirements, billingSettings, notificationSettings, ...plain } = values;
  const update: Record<string, unknown> = {
    ...changedFields(plain, {
      timezone: initial.timezone,
      currency: initial.currency,
      enableFlightSharing: initial.enableFlightSharing,
      enableDispatch: initial.enableDispatch,
    }),
  };
  const preflight = changedFields(preflightRequirements, initial.preflightRequirements);
  if (preflight) update.preflightRequirements = preflight;
  if (differs(billingSettings, initial.billingSettings)) {
    const deposit = billingSettings.depositAmount.trim();
    update.billingSettings = {
      hourlyRate: toNumber(billingSettings.hourlyRate),
      minimumHours: toNumber(billingSettings.minimumHours),
      requireDeposit: billingSettings.requireDeposit,
      ...(deposit ? { depositAmount: toNumber(deposit) } : {}),
    };
  }
  if (differs(notificationSettings, initial.notificationSettings)) {
    update.notificationSettings = { ...notificationSettings };
  }
  return Object.keys(update).length > 0 ? update : undefined;
}

/**
 * The update of a save by an administrator who has not yet confirmed the time zone and currency:
 * they go with it even unchanged, since saving them is what confirms them (decision 0043).
 */
export function confirmingZoneAndCurrency(
  update: OrganizationPatch | undefined,
  values: OrganizationFormValues,
  confirmed: boolean,
): OrganizationPatch | undefined {
  if (confirmed) return update;
  const { timezone, currency } = values.settings;
  return { ...update, settings: { ...update?.settings, timezone, currency } };
}
