/** The support contact the spec asks the legal pages and the onboarding flow to name. */
export const SUPPORT_EMAIL = "support@hangar.app";
