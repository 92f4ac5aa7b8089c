import { describe, expect, it } from "vitest";
import { dashboardTexts } from "./dashboard.texts";

describe("dashboard texts", () => {
  it("greets by first name, or as Pilot when there is none", () => {
    expect(dashboardTexts.greeting("Amelia")).toBe("Welcome back, Amelia!");
    expect(dashboardTexts.greeting("  ")).toBe("Welcome back, Pilot!");
  });

  it("uses the right article for each role", () => {
    expect(dashboardTexts.signedInAs("admin", "Sky Club")).toBe(
      "You are logged in as an Administrator of Sky Club",
    );
    expect(dashboardTexts.signedInAs("member", "Sky Club")).toBe(
      "You are logged in as a Member of Sky Club",
    );
  });
});
