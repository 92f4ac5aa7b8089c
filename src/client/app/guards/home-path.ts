import {
  isOnboardingComplete,
  type OnboardingSubject,
} from "../../../shared/onboarding/onboarding-step";

/** Where a signed-in person belongs: the dashboard once onboarded, the onboarding flow before. */
export function homePathFor(user: OnboardingSubject): "/dashboard" | "/onboarding" {
  return isOnboardingComplete(user) ? "/dashboard" : "/onboarding";
}
