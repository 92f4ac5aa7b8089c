import { describe, expect, it } from "vitest";
import {
  deriveOnboardingStep,
  isOnboardingComplete,
  isOnboardingStep,
  previousOnboardingStep,
} from "./onboarding-step";

const user = (orgId: string | null, firstName = "", lastName = "") => ({
  orgId,
  firstName,
  lastName,
});

describe("deriveOnboardingStep", () => {
  it.each([
    [user(null), "initial"],
    [user(null, "Amelia", "Earhart"), "initial"],
    [user("org-1"), "profile"],
    [user("org-1", "Amelia"), "profile"],
    [user("org-1", "", "Earhart"), "profile"],
    [user("org-1", "  ", "Earhart"), "profile"],
    [user("org-1", "Amelia", "Earhart"), "complete"],
  ] as const)("%j is on step %s", (subject, step) => {
    expect(deriveOnboardingStep(subject)).toBe(step);
  });

  it("is complete exactly when there is an organization and both names", () => {
    expect(isOnboardingComplete(user("org-1", "A", "B"))).toBe(true);
    expect(isOnboardingComplete(user("", "A", "B"))).toBe(false);
    expect(isOnboardingComplete(user("org-1", "A", ""))).toBe(false);
  });
});

describe("back moves", () => {
  it.each([
    ["profile", "initial"],
    ["create", "initial"],
    ["join", "initial"],
    ["complete", "profile"],
  ] as const)("%s goes back to %s", (from, to) => {
    expect(previousOnboardingStep(from)).toBe(to);
  });
});

describe("isOnboardingStep", () => {
  it("knows the five steps and nothing else", () => {
    for (const step of ["initial", "create", "join", "profile", "complete"]) {
      expect(isOnboardingStep(step)).toBe(true);
    }
    for (const other of ["", "done", "INITIAL", null, 3])
      expect(isOnboardingStep(other)).toBe(false);
  });
});
