import { describe, expect, it } from "vitest";
import {
  celsiusToFahrenheit,
  hpaToInhg,
  inhgToHpa,
  metresToKm,
  metresToMiles,
  milesToMetres,
  usesImperialUnits,
} from "./units";

describe("conversions", () => {
  it("converts temperature, distance and pressure", () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(celsiusToFahrenheit(18)).toBe(64.4);
    expect(metresToMiles(9999)).toBe(6.21);
    expect(milesToMetres(10)).toBe(16093);
    expect(hpaToInhg(1013.25)).toBe(29.92);
    expect(inhgToHpa(30.01)).toBe(1016.3);
    expect(metresToKm(9999)).toBe("10.0");
    expect(metresToKm(300)).toBe("0.3");
  });
});

describe("usesImperialUnits", () => {
  it.each([
    ["en-US", "MacIntel", true],
    ["en-us", "Linux x86_64", true],
    ["en-GB", "Win32", true],
    ["en", "Win32", true],
    ["en-GB", "MacIntel", false],
    ["de-DE", "Win32", false],
    ["fr", "Linux", false],
  ])("%s on %s: %s", (language, platform, expected) => {
    expect(usesImperialUnits(language, platform)).toBe(expected);
  });
});
