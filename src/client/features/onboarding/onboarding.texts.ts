import { profileFieldLabels } from "../../lib/field-labels";

export { profileMessages } from "../../../shared/profile/profile.schemas";

export const onboardingTexts = {
  ...profileFieldLabels,
  welcomeTitle: "Welcome to Hangar",
  welcomeGuidance: "Choose to create a new organization or join an existing one",
  /** The welcome step of someone who came Back from the profile: one organization is enough. */
  welcomeBackGuidance: "You already belong to an organization: continue with your profile",
  createNew: "Create New Organization",
  joinExisting: "Join Existing Organization",
  continueToProfile: "Continue to Profile",
  logout: "Logout",
  back: "Back",
  needHelp: "Need help? Contact support",
  profileTitle: "Complete Your Profile",
  profileHint: "Complete your personal profile",
  emergencyOptional: "Optional. Saved only when you fill in any of it.",
  saveAndContinue: "Save and Continue",
  saving: "Saving...",
  completeTitle: "You're all set",
  completeHint: "Onboarding complete! You're ready to use the product.",
  goToDashboard: "Go to Dashboard",
  errorTitle: "Onboarding Error",
  errorBody:
    "Something went wrong with the onboarding flow. Please refresh the page or contact support if the problem persists.",
  refresh: "Refresh page",
  contactSupport: "Contact support",
} as const;
