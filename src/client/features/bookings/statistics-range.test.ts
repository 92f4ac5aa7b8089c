import { describe, expect, it } from "vitest";
import { defaultStatisticsDates, statisticsRange } from "./statistics-range";

describe("defaultStatisticsDates", () => {
  it("covers the last 30 days of the organization's calendar, today included", () => {
    expect(defaultStatisticsDates(new Date("2030-05-10T15:00:00Z"), "UTC")).toEqual({
      from: "2030-04-11",
      to: "2030-05-10",
    });
    // Already the 11th in Tokyo, still the 10th in New York.
    const lateEvening = new Date("2030-05-10T23:30:00Z");
    expect(defaultStatisticsDates(lateEvening, "Asia/Tokyo").to).toBe("2030-05-11");
    expect(defaultStatisticsDates(lateEvening, "America/New_York").to).toBe("2030-05-10");
  });
});

describe("statisticsRange", () => {
  it("runs from the organization's midnight of From to its midnight after To", () => {
    expect(statisticsRange("2030-05-01", "2030-05-03", "Europe/Paris")).toEqual({
      from: "2030-04-30T22:00:00.000Z",
      to: "2030-05-03T22:00:00.000Z",
    });
    expect(statisticsRange("2030-05-01", "2030-05-03", "UTC")).toEqual({
      from: "2030-05-01T00:00:00.000Z",
      to: "2030-05-04T00:00:00.000Z",
    });
  });

  it("accepts a single day, 23 hours long on the day the clocks go forward", () => {
    expect(statisticsRange("2030-03-10", "2030-03-10", "America/New_York")).toEqual({
      from: "2030-03-10T05:00:00.000Z",
      to: "2030-03-11T04:00:00.000Z",
    });
  });

  it("is null for missing dates, To before From, or more than 400 days", () => {
    expect(statisticsRange("", "2030-05-01", "UTC")).toBeNull();
    expect(statisticsRange("2030-05-01", "", "UTC")).toBeNull();
    expect(statisticsRange("2030-05-02", "2030-05-01", "UTC")).toBeNull();
    expect(statisticsRange("2030-01-01", "2031-02-05", "UTC")).toBeNull();
    expect(statisticsRange("2030-01-01", "2031-02-04", "UTC")).not.toBeNull();
  });
});
