import { describe, expect, it } from "vitest";
import { ceilingFeet, flightCategory } from "./flight-category";

describe("flightCategory boundaries", () => {
  it.each([
    // ceiling only (visibility unlimited)
    [499, 10, "LIFR"],
    [500, 10, "IFR"],
    [999, 10, "IFR"],
    [1000, 10, "MVFR"],
    [3000, 10, "MVFR"],
    [3001, 10, "VFR"],
    // visibility only (no ceiling)
    [null, 0.99, "LIFR"],
    [null, 1, "IFR"],
    [null, 2.99, "IFR"],
    [null, 3, "MVFR"],
    [null, 5, "MVFR"],
    [null, 5.01, "VFR"],
    // the worse of the two wins
    [200, 10, "LIFR"],
    [5000, 0.5, "LIFR"],
    [800, 4, "IFR"],
    [null, null, null],
    [2500, null, "MVFR"],
  ])("ceiling %s ft and %s SM is %s", (ceiling, miles, expected) => {
    expect(flightCategory(ceiling, miles)).toBe(expected);
  });
});

describe("ceilingFeet", () => {
  it("is the lowest broken, overcast or vertical visibility layer", () => {
    expect(
      ceilingFeet([
        { cover: "FEW", base_feet: 800 },
        { cover: "BKN", base_feet: 2500 },
        { cover: "OVC", base_feet: 1200 },
      ]),
    ).toBe(1200);
    expect(ceilingFeet([{ cover: "VV", base_feet: 200 }])).toBe(200);
    expect(ceilingFeet([{ cover: "SCT", base_feet: 300 }])).toBeNull();
    expect(ceilingFeet([])).toBeNull();
  });
});
