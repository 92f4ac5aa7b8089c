import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    ["USD", "$165.50"],
    ["EUR", "€165.50"],
    ["GBP", "£165.50"],
    ["CAD", "CA$165.50"],
    ["AUD", "A$165.50"],
  ] as const)("shows an amount in %s as %s", (currency, shown) => {
    expect(formatMoney(165.5, currency)).toBe(shown);
  });

  it("always shows cents", () => {
    expect(formatMoney(0, "EUR")).toBe("€0.00");
    expect(formatMoney(1234.5, "USD")).toBe("$1,234.50");
  });
});
