import { describe, expect, it } from "vitest";
import { displayedStatus, effectiveStatus, matchesAircraftSearch, summarizeFleet } from "./fleet";

const skyhawk = { registration: "N172SP", model: "172S Skyhawk", manufacturer: "Cessna" };

describe("matchesAircraftSearch", () => {
  it.each([
    ["", true],
    ["  ", true],
    ["n172", true],
    ["SKYHAWK", true],
    ["cess", true],
    ["cessna 172", true],
    ["Cessna 172S Sky", true],
    ["piper", false],
    ["172 cessna", false],
    ["cessna  172", false],
  ])("%j matches: %s", (search, expected) => {
    expect(matchesAircraftSearch(skyhawk, search)).toBe(expected);
  });
});

describe("effectiveStatus", () => {
  it("counts unknown or missing status as available", () => {
    expect(effectiveStatus(undefined)).toBe("available");
    expect(effectiveStatus(null)).toBe("available");
    expect(effectiveStatus("flying")).toBe("available");
    expect(effectiveStatus("maintenance")).toBe("maintenance");
  });
});

describe("summarizeFleet", () => {
  it("counts every aircraft in Total and an archived one only as Archived", () => {
    expect(
      summarizeFleet([
        { status: "available", isArchived: false },
        { status: "maintenance", isArchived: false },
        { status: "maintenance", isArchived: false },
        { status: "booked", isArchived: false },
        { status: "archived", isArchived: true },
        { status: "maintenance", isArchived: true },
        { status: "weird", isArchived: false },
      ]),
    ).toEqual({ total: 7, available: 2, maintenance: 2, booked: 1, archived: 2 });
  });

  it("is all zero for an empty fleet", () => {
    expect(summarizeFleet([])).toEqual({
      total: 0,
      available: 0,
      maintenance: 0,
      booked: 0,
      archived: 0,
    });
  });
});

describe("displayedStatus", () => {
  it("shows an archived aircraft as archived, whatever its stored status", () => {
    expect(displayedStatus({ status: "maintenance", isArchived: true })).toBe("archived");
    expect(displayedStatus({ status: "maintenance", isArchived: false })).toBe("maintenance");
    expect(displayedStatus({ status: undefined, isArchived: false })).toBe("available");
  });
});
