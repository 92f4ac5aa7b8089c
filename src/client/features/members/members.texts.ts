import type { Currency } from "../../../shared/organizations/organization.constants";
import { currencyNames } from "../../lib/money";

export { signInLinkMessages } from "../../../shared/auth/sign-in-link";
export { memberMessages } from "../../../shared/members/member.constants";

export const membersTexts = {
  listTitle: "Members",
  invitationCode: "Invitation Code",
  searchLabel: "Search members by name",
  searchPlaceholder: "Search members by name...",
  loadingList: "Loading members...",
  fetchFailed: "Failed to fetch members",
  tryAgain: "Try again",
  /** What to do next when a list is empty, or holds only its administrator (docs/rules/app.md). */
  noMatchNext: "Try part of a first or last name.",
  clearSearch: "Clear search",
  onlyYouNext: "You are the only member so far: share the invitation code so the others can join.",
  inviteMembers: "Invite Members",
  columns: { name: "Name", role: "Role", email: "Email", phone: "Phone Number" },
  you: "You",
  /** A member who has not entered a name yet. */
  unnamed: "Unnamed member",

  loadingOne: "Loading member...",
  back: "Back",
  backToMembers: "Back to Members",
  notAllowedTitle: "Not allowed",
  notAllowed: "Only administrators can view member details.",
  removeMember: "Remove Member",
  removing: "Removing...",
  makeAdmin: "Make Administrator",
  makeMember: "Make Member",
  changingRole: "Saving...",
  cancel: "Cancel",
  personalInformation: "Personal Information",
  emergencyContact: "Emergency Contact",
  organizationDetails: "Organization Details",
  nameLabel: "Name",
  emailLabel: "Email",
  phoneLabel: "Phone Number",
  addressLabel: "Address",
  relationshipLabel: "Relationship",
  emergencyPhoneLabel: "Phone",
  roleLabel: "Role",
  joinedLabel: "Joined Organization",
  memberSinceLabel: "Account Created",
  updatedLabel: "Last Updated",
  notProvided: "Not provided",
  unknown: "Unknown",

  overviewTitle: "Organization Overview",
  activeMembers: "Active Members",
  recentSignups: "Recent Signups",
  recentSignupsHint: "Joined in the last 30 days",
  recentActivity: "Recent Activity",
  newMembers: "New Members",
  noNewMembers: "No new members in the last 30 days",
  recentBookings: "Recent Bookings",
  joinedOn: (date: string) => `Joined ${date}`,
  inviteNewMember: "Invite New Member",

  /** The instructor switch on a member's page (docs/rules/instructors.md), and the badge. */
  instructor: {
    title: "Instructor",
    badge: "Instructor",
    switchLabel: "Instructor",
    switchHint: "Can be booked to teach a lesson.",
    rateLabel: "Instructor Rate",
    rateHint: (currency: Currency) =>
      `Per hour, in ${currencyNames[currency]}; leave empty for no rate`,
    ratingsLabel: "Ratings",
    ratingsPlaceholder: "CFI, CFII",
    save: "Save",
    saving: "Saving...",
    switchOff: "Switch Off",
  },

  /** A member without a password (one who came with an imported organization). */
  signInLink: {
    title: "Sign-in Link",
    noPassword: "No password yet — this member came with an imported organization.",
    create: "Create Sign-in Link",
    createAnother: "Create New Sign-in Link",
    creating: "Creating...",
    linkLabel: "Sign-in link",
    copy: "Copy",
    copyLink: "Copy sign-in link",
    copied: "Copied to clipboard!",
    copyFailed: "Could not copy. Select the link and copy it yourself.",
    expires: (date: string) => `Expires ${date}`,
    send: "Send this link to the member. It works once: with it they choose a password and are signed in.",
  },
} as const;
