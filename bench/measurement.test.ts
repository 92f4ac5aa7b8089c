import { describe, expect, it } from "vitest";
import { type Measurement, withinBudget } from "./measurement";

const figure = (value: number, budget?: Measurement["budget"]): Measurement => ({
  id: "figure",
  label: "A figure",
  value,
  unit: "ms",
  budget,
});

describe("withinBudget", () => {
  it("judges a value by its bounds", () => {
    expect(withinBudget(figure(20, { max: 20 }))).toBe(true);
    expect(withinBudget(figure(20.1, { max: 20 }))).toBe(false);
    expect(withinBudget(figure(0.5, { min: 0.5 }))).toBe(true);
    expect(withinBudget(figure(2, { min: 1, max: 1 }))).toBe(false);
    expect(withinBudget(figure(1000))).toBe(true);
  });

  it("fails a figure with a budget that measured nothing (no answer to time)", () => {
    expect(withinBudget(figure(Number.NaN, { max: 40 }))).toBe(false);
    expect(withinBudget(figure(Number.NaN, { min: 0.5 }))).toBe(false);
  });
});
