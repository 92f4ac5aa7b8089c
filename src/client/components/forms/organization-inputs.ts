import {
  currencies,
  organizationTypeLabels,
  organizationTypes,
} from "../../../shared/organizations/organization.constants";
import { organizationFieldLabels as labels } from "../../lib/field-labels";

/**
 * What each field of an organization is wherever it is typed (creating one in onboarding,
 * editing it in Settings): its label, its kind and how the browser helps to fill it in. A form
 * adds where the field sits and whether it marks it required.
 */
export const organizationInputs = {
  name: { label: labels.nameLabel, autoComplete: "organization" },
  type: {
    label: labels.typeLabel,
    options: organizationTypes.map((type) => ({
      value: type,
      label: organizationTypeLabels[type],
    })),
  },
  icaoCode: {
    label: labels.icaoCodeLabel,
    maxLength: 4,
    autoCapitalize: "characters",
    autoComplete: "off",
    hint: labels.icaoCodeHint,
  },
  airportName: { label: labels.airportNameLabel },
  city: { label: labels.cityLabel },
  country: { label: labels.countryLabel },
  contactEmail: { label: labels.contactEmailLabel, type: "email", autoComplete: "email" },
  phone: { label: labels.phoneLabel, type: "tel", optional: true, autoComplete: "tel" },
  website: {
    label: labels.websiteLabel,
    type: "url",
    optional: true,
    placeholder: "https://",
    autoComplete: "url",
  },
  airportAddress: { label: labels.airportAddressLabel, optional: true },
  timezone: { label: labels.timezoneLabel, hint: labels.timezoneHint },
  currency: {
    label: labels.currencyLabel,
    options: currencies.map((currency) => ({ value: currency, label: currency })),
  },
} as const;

/** The browser's IANA time zones, with UTC first and `current` kept even if unknown here. */
export function timeZoneOptions(current: string) {
  const zones = new Set(["UTC", current, ...Intl.supportedValuesOf("timeZone")]);
  return [...zones].map((zone) => ({ value: zone, label: zone }));
}
