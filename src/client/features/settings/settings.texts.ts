import { organizationFieldLabels, profileFieldLabels } from "../../lib/field-labels";

export { accountMessages, authMessages } from "../../../shared/auth/auth.schemas";
export { organizationMessages } from "../../../shared/organizations/organization.constants";
export { settingsMessages } from "../../../shared/profile/profile.schemas";

/**
 * Settings' texts. The field labels are the onboarding forms' labels for the same fields,
 * from lib/field-labels.ts.
 */
export const settingsTexts = {
  title: "Settings",
  edit: "Edit",
  cancel: "Cancel",
  save: "Save Changes",
  saving: "Saving...",
  notProvided: "Not provided",
  yes: "Yes",
  no: "No",
  loadingOrganization: "Loading organization...",

  profile: {
    ...profileFieldLabels,
    title: "Profile Information",
    editTitle: "Edit Profile Information",
    allOptional: "All fields are optional. Empty fields are saved empty.",
    nameLabel: "Name",
    emailLabel: "Email",
  },

  organization: {
    ...organizationFieldLabels,
    title: "Organization Information",
    readOnly: "Only administrators can change the organization's information.",
    general: "General",
    baseAirport: "Base Airport",
    latitudeLabel: "Latitude",
    latitudeHint: "-90 to 90",
    longitudeLabel: "Longitude",
    longitudeHint: "-180 to 180",
    operations: "Operations",
    timezoneLabel: "Timezone",
    currencyLabel: "Currency",
    flightSharingLabel: "Enable flight sharing",
    dispatchLabel: "Enable dispatch",
    preflight: "Preflight Requirements",
    weatherCheckLabel: "Require weather check",
    weightBalanceLabel: "Require weight and balance",
    flightPlanLabel: "Require flight plan",
    maintenanceCheckLabel: "Require maintenance check",
    billing: "Billing Settings",
    hourlyRateLabel: "Hourly Rate",
    minimumHoursLabel: "Minimum Hours",
    requireDepositLabel: "Require deposit",
    depositAmountLabel: "Deposit Amount",
    notifications: "Notification Settings",
    emailNotificationsLabel: "Email notifications",
    smsNotificationsLabel: "SMS notifications",
    notifyOnBookingLabel: "Notify on booking",
    notifyOnMaintenanceLabel: "Notify on maintenance",
    about: "About",
    descriptionLabel: "Description",
    descriptionCount: (length: number) => `${length}/1000`,
    logoLabel: "Logo URL",
    socialMedia: "Social Media",
    facebookLabel: "Facebook",
    twitterLabel: "Twitter",
    instagramLabel: "Instagram",
    linkedinLabel: "LinkedIn",
    numberAtLeastZero: "Must be a number, 0 or more",
    noChanges: "Nothing has changed.",
  },

  account: {
    title: "Account",
    changePasswordTitle: "Change Password",
    currentPasswordLabel: "Current Password",
    newPasswordLabel: "New Password",
    confirmNewPasswordLabel: "Confirm New Password",
    changePassword: "Change Password",
    deleteTitle: "Delete My Account",
    deleteHint: "Deletes your account and your personal data. This cannot be undone.",
    deleteAccount: "Delete My Account",
    deleting: "Deleting...",
    deleteExplanation:
      "Your account and your personal data are deleted. The bookings you have flown stay in the club's history, without your name. Your future bookings are cancelled.",
    passwordLabel: "Password",
    close: "Close",
  },

  appearance: {
    title: "Appearance",
    themeLegend: "Theme",
    light: "Light",
    dark: "Dark",
    hint: "Saved on this device.",
  },
} as const;
