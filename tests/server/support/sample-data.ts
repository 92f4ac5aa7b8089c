/** The sample club and pilot that API and browser tests create; plain data, no test runner. */
import { randomBytes } from "node:crypto";
import type { CreateOrganizationInput } from "../../../src/shared/organizations/organization.schemas";
import type { ProfileInput } from "../../../src/shared/profile/profile.schemas";

export const PASSWORD = "correct horse battery";

export const uniqueEmail = (prefix = "pilot") =>
  `${prefix}-${randomBytes(4).toString("hex")}@example.org`;

export const organizationInput = (
  overrides: Partial<CreateOrganizationInput> = {},
): CreateOrganizationInput => ({
  name: "Bay Area Flying Club",
  icaoCode: "KPAO",
  airportName: "Palo Alto Airport",
  city: "Palo Alto",
  country: "United States",
  contactEmail: "ops@bayflying.example",
  ...overrides,
});

export const profileInput = (overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  firstName: "Amelia",
  lastName: "Earhart",
  phoneNumber: "+1 555 0100",
  address: {
    street: "1 Runway Road",
    city: "Palo Alto",
    state: "CA",
    postalCode: "94303",
    country: "United States",
  },
  ...overrides,
});
