/** The support contact the legal pages and the onboarding flow name (docs/rules/app.md). */
export const SUPPORT_EMAIL = "support@hangar.app";
