/** The steps of the onboarding flow (docs/rules/accounts.md). */
export const onboardingSteps = ["initial", "create", "join", "profile", "complete"] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export interface OnboardingSubject {
  orgId: string | null;
  firstName: string;
  lastName: string;
}

/** Onboarding is complete when the user has an organization and both names. */
export function isOnboardingComplete(user: OnboardingSubject): boolean {
  return Boolean(user.orgId) && user.firstName.trim() !== "" && user.lastName.trim() !== "";
}

/** The step a user is on, derived from the user alone (docs/rules/accounts.md). */
export function deriveOnboardingStep(user: OnboardingSubject): OnboardingStep {
  if (isOnboardingComplete(user)) return "complete";
  return user.orgId ? "profile" : "initial";
}

/** Where the back button of a step leads (docs/rules/accounts.md). */
export function previousOnboardingStep(step: OnboardingStep): OnboardingStep {
  return step === "complete" ? "profile" : "initial";
}

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === "string" && (onboardingSteps as readonly string[]).includes(value);
}
