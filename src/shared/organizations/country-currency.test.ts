import { describe, expect, it } from "vitest";
import { currencyOfCountry } from "./country-currency";

describe("currencyOfCountry", () => {
  it.each([
    ["United States", "USD"],
    ["U.S.A.", "USD"],
    ["us", "USD"],
    ["France", "EUR"],
    ["  germany ", "EUR"],
    ["The Netherlands", "EUR"],
    ["United Kingdom", "GBP"],
    ["UK", "GBP"],
    ["Canada", "CAD"],
    ["Australia", "AUD"],
  ] as const)("proposes for %j %s", (country, currency) => {
    expect(currencyOfCountry(country)).toBe(currency);
  });

  it("proposes nothing for a country whose currency Hangar does not offer, or for no country", () => {
    expect(currencyOfCountry("Switzerland")).toBeUndefined();
    expect(currencyOfCountry("")).toBeUndefined();
  });
});
