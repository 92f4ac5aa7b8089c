import { describe, expect, it } from "vitest";
import { formatHourlyRate } from "./aircraft.texts";

describe("formatHourlyRate", () => {
  it("shows dollars with two decimals per hour", () => {
    expect(formatHourlyRate(165.5, "USD")).toBe("$165.50/hr");
    expect(formatHourlyRate(0, "USD")).toBe("$0.00/hr");
    expect(formatHourlyRate(99.99, "USD")).toBe("$99.99/hr");
    expect(formatHourlyRate(99.99, "EUR")).toBe("€99.99/hr");
    expect(formatHourlyRate(1250, "GBP")).toBe("£1,250.00/hr");
  });

  it("is null without a rate", () => {
    expect(formatHourlyRate(null, "EUR")).toBeNull();
  });
});
