import { describe, expect, it } from "vitest";
import { durationLabel, slotLabel } from "./slot-label";

const slot = (start: string, end: string, instructor = true) => ({
  start,
  end,
  aircraft: { id: "a", registration: "N12345" },
  instructor: instructor ? { id: "j", firstName: "Jane", lastName: "Smith" } : null,
});

describe("slotLabel", () => {
  it("reads as the issue writes it, on the organization's clocks", () => {
    expect(slotLabel(slot("2024-12-03T14:00:00Z", "2024-12-03T15:00:00Z"), "UTC")).toBe(
      "Tue 3 Dec, 14:00–15:00 · N12345 · Jane Smith",
    );
    expect(
      slotLabel(slot("2024-12-03T19:00:00Z", "2024-12-03T20:30:00Z"), "America/New_York"),
    ).toBe("Tue 3 Dec, 14:00–15:30 · N12345 · Jane Smith");
  });

  it("leaves out the instructor when there is none, and names the end's date on another day", () => {
    expect(slotLabel(slot("2024-12-03T23:00:00Z", "2024-12-04T00:30:00Z", false), "UTC")).toBe(
      "Tue 3 Dec, 23:00–Wed 4 Dec, 00:30 · N12345",
    );
  });
});

describe("durationLabel", () => {
  it("names half hours and hours", () => {
    expect([30, 60, 90, 720].map(durationLabel)).toEqual(["30 min", "1 h", "1 h 30 min", "12 h"]);
  });
});
