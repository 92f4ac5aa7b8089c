import { describe, expect, it } from "vitest";
import { defaultStatisticsDates, statisticsRange } from "./statistics-range";

describe("defaultStatisticsDates", () => {
  it("covers the last 30 days, today included", () => {
    expect(defaultStatisticsDates(new Date(2030, 4, 10, 15))).toEqual({
      from: "2030-04-11",
      to: "2030-05-10",
    });
  });
});

describe("statisticsRange", () => {
  it("runs from local midnight of From to local midnight after To", () => {
    expect(statisticsRange("2030-05-01", "2030-05-03")).toEqual({
      from: new Date(2030, 4, 1).toISOString(),
      to: new Date(2030, 4, 4).toISOString(),
    });
  });

  it("accepts a single day", () => {
    expect(statisticsRange("2030-05-01", "2030-05-01")).toEqual({
      from: new Date(2030, 4, 1).toISOString(),
      to: new Date(2030, 4, 2).toISOString(),
    });
  });

  it("is null for missing dates, To before From, or more than 400 days", () => {
    expect(statisticsRange("", "2030-05-01")).toBeNull();
    expect(statisticsRange("2030-05-01", "")).toBeNull();
    expect(statisticsRange("2030-05-02", "2030-05-01")).toBeNull();
    expect(statisticsRange("2030-01-01", "2031-02-05")).toBeNull();
    expect(statisticsRange("2030-01-01", "2031-02-04")).not.toBeNull();
  });
});
