export { authMessages } from "../../../shared/auth/auth.schemas";
export { portabilityMessages } from "../../../shared/portability/organization-export";

/** Texts of the organization's backup (Settings) and of restoring one on a new installation. */
export const portabilityTexts = {
  backup: {
    title: "Backup",
    description:
      "One JSON file with your organization's settings, its members' profiles, its aircraft and all its bookings. Passwords are not included.",
    download: "Download Organization Data",
    downloading: "Downloading...",
  },
  restore: {
    title: "Restore an Organization",
    intro: "Bring an organization back from the file downloaded under Settings, Backup.",
    freshOnly: "This works on a new installation only, before anyone has signed up.",
    setupCodeLabel: "Setup Code",
    setupCodeHint:
      "Printed in the server's log when it starts, and kept in setup-code.txt in its DATA_DIR folder",
    fileLabel: "Export File",
    fileHint: "The hangar-….json file saved by Download Organization Data",
    fileRequired: "Choose the export file",
    emailLabel: "Email",
    emailHint: "The email address of an administrator in the file",
    passwordLabel: "New Password",
    confirmPasswordLabel: "Confirm Password",
    restore: "Restore Organization",
    restoring: "Restoring...",
    membersNote:
      "You choose your new password here. The other members have no password yet: you create a sign-in link for each of them on their member page.",
    loading: "Loading...",
    toSignIn: "Go to sign in",
  },
  restoreLink: {
    question: "Restoring a Hangar backup?",
    link: "Restore an organization",
  },
} as const;
