import { describe, expect, it } from "vitest";
import { onboardingTexts } from "../onboarding/onboarding.texts";
import { organizationTexts } from "../organizations/organizations.texts";
import { settingsTexts } from "./settings.texts";

// Settings' forms use the onboarding forms' labels for the same fields (lib/field-labels.ts).
describe("settings labels", () => {
  it.each([
    "firstNameLabel",
    "lastNameLabel",
    "phoneNumberLabel",
    "addressLegend",
    "streetLabel",
    "apartmentLabel",
    "unitLabel",
    "cityLabel",
    "stateLabel",
    "postalCodeLabel",
    "countryLabel",
    "emergencyLegend",
    "emergencyNameLabel",
    "relationshipLabel",
    "emergencyPhoneLabel",
    "emergencyAddressLabel",
  ] as const)("profile %s matches onboarding", (key) => {
    expect(settingsTexts.profile[key]).toBe(onboardingTexts[key]);
  });

  it.each([
    "nameLabel",
    "typeLabel",
    "icaoCodeLabel",
    "icaoCodeHint",
    "airportNameLabel",
    "cityLabel",
    "countryLabel",
    "contactEmailLabel",
    "phoneLabel",
    "websiteLabel",
    "airportAddressLabel",
  ] as const)("organization %s matches onboarding", (key) => {
    expect(settingsTexts.organization[key]).toBe(organizationTexts[key]);
  });
});
