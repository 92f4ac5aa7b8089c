import { describe, expect, it } from "vitest";
import {
  defaultOrganizationSettings,
  organizationFieldMessages,
} from "../../../shared/organizations/organization.schemas";
import type { Organization } from "../../../shared/organizations/organization.types";
import {
  confirmingZoneAndCurrency,
  type OrganizationFormValues,
  organizationFormValues,
  toOrganizationUpdate,
} from "./organization-form";
import { validateOrganizationUpdate } from "./organization-form-validation";
import { settingsTexts } from "./settings.texts";

const organization: Organization = {
  id: "o1",
  name: "Bay Area Flying Club",
  slug: "bay-area-flying-club",
  type: "club",
  status: "pending",
  joinCode: "ABCD1234",
  baseAirport: {
    icaoCode: "KPAO",
    name: "Palo Alto Airport",
    city: "Palo Alto",
    country: "United States",
    coordinates: { latitude: 0, longitude: 0 },
  },
  contact: { email: "ops@example.org", phone: "555" },
  settings: defaultOrganizationSettings,
  ownerUid: "u1",
  createdByUserId: "u1",
  createdAt: "2025-05-26T00:00:00Z",
  updatedAt: "2025-05-26T00:00:00Z",
};

const initial = organizationFormValues(organization);

function edit(change: (values: OrganizationFormValues) => void) {
  const values = structuredClone(initial);
  change(values);
  return { values, update: toOrganizationUpdate(values, initial) };
}

describe("toOrganizationUpdate", () => {
  it("is undefined when nothing changed, also for whitespace only", () => {
    expect(toOrganizationUpdate(structuredClone(initial), initial)).toBeUndefined();
    expect(edit((v) => (v.name = ` ${v.name} `)).update).toBeUndefined();
  });

  it("sends only the changed fields of each part", () => {
    const { update } = edit((v) => {
      v.name = "Sky Club";
      v.contact.website = "https://sky.example";
      v.baseAirport.city = "Mountain View";
      v.socialMedia.twitter = "https://x.com/sky";
      v.settings.preflightRequirements.requireFlightPlan = false;
      v.settings.currency = "EUR";
    });
    expect(update).toEqual({
      name: "Sky Club",
      contact: { website: "https://sky.example" },
      baseAirport: { city: "Mountain View" },
      socialMedia: { twitter: "https://x.com/sky" },
      settings: { currency: "EUR", preflightRequirements: { requireFlightPlan: false } },
    });
  });

  it("sends emptied optional fields empty, so they are cleared", () => {
    expect(edit((v) => (v.contact.phone = " ")).update).toEqual({ contact: { phone: "" } });
  });

  it("sends both coordinates, as numbers, when either changed", () => {
    expect(edit((v) => (v.baseAirport.coordinates.latitude = "37.46")).update).toEqual({
      baseAirport: { coordinates: { latitude: 37.46, longitude: 0 } },
    });
  });

  it("sends billing and notification settings complete, the deposit only when given", () => {
    const { update } = edit((v) => {
      v.settings.billingSettings.hourlyRate = "150";
      v.settings.billingSettings.minimumHours = "1.5";
      v.settings.notificationSettings.notifyOnBooking = true;
    });
    expect(update?.settings).toEqual({
      billingSettings: { hourlyRate: 150, minimumHours: 1.5, requireDeposit: false },
      notificationSettings: {
        emailNotifications: false,
        smsNotifications: false,
        notifyOnBooking: true,
        notifyOnMaintenance: false,
      },
    });
  });
});

describe("validateOrganizationUpdate", () => {
  const validate = (change: (values: OrganizationFormValues) => void) => {
    const { values, update } = edit(change);
    return validateOrganizationUpdate(update ?? {}, values, organization.settings);
  };

  it("accepts a valid edit", () => {
    expect(validate((v) => (v.baseAirport.coordinates.latitude = "-90"))).toEqual({});
  });

  it.each([
    [
      (v: OrganizationFormValues) => {
        v.name = "A";
      },
      "name",
      organizationFieldMessages.name,
    ],
    [
      (v: OrganizationFormValues) => {
        v.baseAirport.icaoCode = "KPA";
      },
      "baseAirport.icaoCode",
      organizationFieldMessages.icaoCode,
    ],
    [
      (v: OrganizationFormValues) => {
        v.baseAirport.coordinates.latitude = "90.5";
      },
      "baseAirport.coordinates.latitude",
      organizationFieldMessages.latitude,
    ],
    [
      (v: OrganizationFormValues) => {
        v.baseAirport.coordinates.longitude = "";
      },
      "baseAirport.coordinates.longitude",
      organizationFieldMessages.longitude,
    ],
    [
      (v: OrganizationFormValues) => {
        v.contact.email = "ops@";
      },
      "contact.email",
      organizationFieldMessages.contactEmail,
    ],
    [
      (v: OrganizationFormValues) => {
        v.socialMedia.facebook = "facebook.com/club";
      },
      "socialMedia.facebook",
      organizationFieldMessages.website,
    ],
    [
      (v: OrganizationFormValues) => {
        v.description = "x".repeat(1001);
      },
      "description",
      organizationFieldMessages.description,
    ],
    [
      (v: OrganizationFormValues) => {
        v.settings.billingSettings.requireDeposit = true;
      },
      "settings.billingSettings.hourlyRate",
      settingsTexts.organization.numberAtLeastZero,
    ],
    [
      (v: OrganizationFormValues) => {
        v.settings.billingSettings.hourlyRate = "10";
        v.settings.billingSettings.minimumHours = "1";
        v.settings.billingSettings.depositAmount = "-1";
      },
      "settings.billingSettings.depositAmount",
      settingsTexts.organization.numberAtLeastZero,
    ],
  ])("refuses %#: %s", (change, path, message) => {
    expect(validate(change)[path]).toBe(message);
  });

  it("accepts a description of exactly 1000 characters", () => {
    expect(validate((v) => (v.description = "x".repeat(1000)))).toEqual({});
  });
});

describe("confirmingZoneAndCurrency", () => {
  const values = structuredClone(initial);
  values.settings.timezone = "Europe/Paris";
  values.settings.currency = "EUR";

  it("sends the zone and currency, even unchanged, until they are confirmed", () => {
    expect(confirmingZoneAndCurrency(undefined, values, false)).toEqual({
      settings: { timezone: "Europe/Paris", currency: "EUR" },
    });
    expect(
      confirmingZoneAndCurrency(
        { name: "Renamed", settings: { enableDispatch: false } },
        values,
        false,
      ),
    ).toEqual({
      name: "Renamed",
      settings: { enableDispatch: false, timezone: "Europe/Paris", currency: "EUR" },
    });
  });

  it("leaves the update as it is once they are", () => {
    expect(confirmingZoneAndCurrency(undefined, values, true)).toBeUndefined();
    expect(confirmingZoneAndCurrency({ name: "Renamed" }, values, true)).toEqual({
      name: "Renamed",
    });
  });
});
