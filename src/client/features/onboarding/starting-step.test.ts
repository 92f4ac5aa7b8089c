import { describe, expect, it } from "vitest";
import { startingStep } from "./starting-step";

describe("startingStep", () => {
  it.each([
    ["initial", null, "initial"],
    ["profile", null, "profile"],
    ["initial", "create", "create"],
    ["initial", "join", "join"],
    ["initial", "initial", "initial"],
    // Steps that need data the user does not have yet, or has already, are ignored.
    ["initial", "profile", "initial"],
    ["initial", "complete", "initial"],
    ["profile", "join", "profile"],
    ["profile", "create", "profile"],
    ["profile", "complete", "profile"],
    ["complete", "profile", "complete"],
  ] as const)("from %s, asked for %s, opens on %s", (derived, requested, expected) => {
    expect(startingStep(derived, requested)).toBe(expected);
  });

  it.each(["bogus", "", "JOIN", "join "])(
    "asked for %j, which is no step, opens nothing",
    (value) => {
      expect(startingStep("initial", value)).toBeUndefined();
    },
  );
});
