export const organizationTypes = ["club", "school", "operator"] as const;
export type OrganizationType = (typeof organizationTypes)[number];

export const organizationTypeLabels: Record<OrganizationType, string> = {
  club: "Flying Club",
  school: "Flight School",
  operator: "Aircraft Operator",
};

export const organizationStatuses = ["active", "inactive", "pending", "suspended"] as const;
export type OrganizationStatus = (typeof organizationStatuses)[number];

export const currencies = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;
export type Currency = (typeof currencies)[number];

export const JOIN_CODE_LENGTH = 8;
/**
 * The characters new join codes are drawn from: none that is read or typed as another (0/O,
 * 1/I/L). Codes made before keep working: the stored format still allows A–Z and 0–9.
 */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const organizationMessages = {
  createFailed: "Failed to create organization. Please try again.",
  fetchFailed: "Failed to fetch organization data",
  notFound: "Organization not found",
  invalidSettings: "Invalid organization settings",
  invalidInvitationCode: "Invalid invitation code",
  joinFailed: "Invalid invitation code. Please try again.",
  invitationCodeRequired: "Invitation code is required",
  alreadyInOrganization: "You already belong to an organization",
  creationFirstAccountOnly:
    "Only this installation's first account can create organizations. Ask your organization's administrator for an invitation code.",
  tooManyJoinAttempts:
    "Too many invitation code attempts. Please wait a few minutes and try again.",
} as const;
