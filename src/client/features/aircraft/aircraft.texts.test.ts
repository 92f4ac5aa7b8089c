import { describe, expect, it } from "vitest";
import { formatHourlyRate } from "./aircraft.texts";

describe("formatHourlyRate", () => {
  it("shows dollars with two decimals per hour", () => {
    expect(formatHourlyRate(165.5)).toBe("$165.50/hr");
    expect(formatHourlyRate(0)).toBe("$0.00/hr");
    expect(formatHourlyRate(99.99)).toBe("$99.99/hr");
  });

  it("is null without a rate", () => {
    expect(formatHourlyRate(null)).toBeNull();
  });
});
