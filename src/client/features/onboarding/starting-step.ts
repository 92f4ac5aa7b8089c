import { isOnboardingStep, type OnboardingStep } from "../../../shared/onboarding/onboarding-step";

/** The steps a person may choose from each step; every other move follows the user's data. */
const choosableFrom: Partial<Record<OnboardingStep, readonly OnboardingStep[]>> = {
  initial: ["create", "join"],
};

/**
 * The step the flow opens on, given the user's derived step and the `?step=` a link asked for
 * (an invitation link, say, asks for `join`). A request the user may not move to is ignored.
 * Undefined when the request names no step at all: that is the 'Onboarding Error' page.
 */
export function startingStep(
  derived: OnboardingStep,
  requested: string | null,
): OnboardingStep | undefined {
  if (requested === null) return derived;
  if (!isOnboardingStep(requested)) return undefined;
  return choosableFrom[derived]?.includes(requested) ? requested : derived;
}
