import { organizationFieldLabels } from "../../lib/field-labels";

export { organizationMessages } from "../../../shared/organizations/organization.constants";

export const organizationTexts = {
  ...organizationFieldLabels,
  createTitle: "Create New Organization",
  createGuidance: "Fill in your club's details to create a new organization",
  reviewTitle: "Review Organization Details",
  reviewGuidance: "Check your club's details before you create the organization",
  notProvided: "Not provided",
  review: "Review",
  back: "Back",
  cancel: "Cancel",
  logout: "Logout",
  createOrganization: "Create Organization",
  creating: "Creating...",
  joinTitle: "Join Existing Organization",
  joinGuidance: "Enter the invitation code provided by your club to join",
  invitationCodeLabel: "Invitation Code",
  invitationCodePlaceholder: "Enter invitation code",
  joinOrganization: "Join Organization",
  joining: "Joining...",
} as const;

/** The 'Invitation Code' dialog and the dashboard's code with its copy button. */
export const invitationTexts = {
  title: "Invitation Code",
  loading: "Loading organization...",
  share: "Share this code with new members to allow them to join your organization.",
  noCode: "No invitation code found for your organization.",
  copy: "Copy",
  copyCode: "Copy invitation code",
  copied: "Copied to clipboard!",
  copyFailed: "Could not copy. Select the code and copy it yourself.",
  linkShare: "Or send this link: it opens sign-up with the code filled in.",
  copyLink: "Copy invitation link",
  linkCopyFailed: "Could not copy. Select the link and copy it yourself.",
  close: "Close",
  generateNewCode: "Generate New Code",
  generating: "Generating...",
  cancel: "Cancel",
  generateQuestion:
    "Generate a new invitation code? The current code stops working at once: people who have not joined yet will need the new one.",
  generated: "New invitation code generated",
  generateFailed: "Failed to generate a new invitation code",
} as const;
