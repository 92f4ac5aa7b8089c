import { describe, expect, it } from "vitest";
import { aircraftChartRows, barPercents, instructorChartRows } from "./statistics-rows";

describe("statistics chart rows", () => {
  it("draws the bookings per aircraft, the hours beside them", () => {
    expect(
      aircraftChartRows([
        { aircraftId: "a1", registration: "N172SP", model: "172S", count: 3, hours: 4.5 },
      ]),
    ).toEqual([{ key: "a1", name: "N172SP", bar: 3, other: 4.5 }]);
  });

  it("draws the hours per instructor, the bookings beside them, named in full", () => {
    expect(
      instructorChartRows([
        { instructorId: "i1", firstName: "Jane", lastName: "Smith", count: 2, hours: 3.5 },
        { instructorId: "i2", firstName: "Ida", lastName: "", count: 1, hours: 1 },
      ]),
    ).toEqual([
      { key: "i1", name: "Jane Smith", bar: 3.5, other: 2 },
      { key: "i2", name: "Ida", bar: 1, other: 1 },
    ]);
  });

  it("measures each bar against the longest", () => {
    const row = (bar: number) => ({ key: String(bar), name: "", bar, other: 0 });
    expect(barPercents([row(3.5), row(1.75), row(0)])).toEqual([100, 50, 0]);
    expect(barPercents([row(0)])).toEqual([0]);
    expect(barPercents([])).toEqual([]);
  });
});
