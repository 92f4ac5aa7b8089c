import { describe, expect, it } from "vitest";
import { centredStartHour, clampStartHour, windowHours } from "./calendar-window";

describe("calendar window", () => {
  it.each([
    [0, 0],
    [3, 0],
    [4, 0],
    [5, 1],
    [12, 8],
    [20, 16],
    [21, 16],
    [23, 16],
  ])("centres hour %i with the window starting at %i", (hour, start) => {
    expect(centredStartHour(hour)).toBe(start);
    if (hour >= 4 && hour <= 20) expect(windowHours(start)[4]).toBe(hour);
  });

  it("clamps the start hour to 0..16", () => {
    expect(clampStartHour(-1)).toBe(0);
    expect(clampStartHour(17)).toBe(16);
    expect(clampStartHour(16)).toBe(16);
  });

  it("shows 8 consecutive hours", () => {
    expect(windowHours(16)).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
    expect(windowHours(0)).toHaveLength(8);
  });
});
