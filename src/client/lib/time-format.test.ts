import { describe, expect, it } from "vitest";
import { formatLocalClock, formatUtcClock, isSameZone, zoneAbbreviation } from "./time-format";

const winter = new Date(Date.UTC(2026, 0, 15, 12));
const summer = new Date(Date.UTC(2026, 6, 15, 12));

describe("clock formats", () => {
  it("shows the time of the given zone as HH:mm:ss, whatever zone the process runs in", () => {
    const instant = new Date(Date.UTC(2026, 0, 15, 6, 5, 9));
    expect(formatLocalClock(instant, "Europe/Paris")).toBe("07:05:09");
    expect(formatLocalClock(instant, "America/New_York")).toBe("01:05:09");
    expect(formatLocalClock(instant, "Asia/Kolkata")).toBe("11:35:09");
    expect(formatLocalClock(new Date(Date.UTC(2026, 0, 15, 23, 0, 0)), "UTC")).toBe("23:00:00");
    expect(formatLocalClock(new Date(Date.UTC(2026, 0, 15, 23, 0, 0)), "Europe/Paris")).toBe(
      "00:00:00",
    );
  });

  it("shows UTC time as HH:mm:ss whatever the local zone", () => {
    expect(formatUtcClock(new Date(Date.UTC(2025, 4, 26, 0, 0, 0)))).toBe("00:00:00");
    expect(formatUtcClock(new Date(Date.UTC(2025, 4, 26, 13, 4, 5, 999)))).toBe("13:04:05");
  });
});

describe("a zone's abbreviation", () => {
  it.each([
    ["Europe/Paris", winter, "CET"],
    ["Europe/Paris", summer, "CEST"],
    ["America/New_York", winter, "EST"],
    ["America/New_York", summer, "EDT"],
    ["Europe/London", winter, "GMT"],
    ["Europe/London", summer, "BST"],
    ["UTC", winter, "UTC"],
    ["Asia/Kolkata", winter, "GMT+5:30"],
  ])("of %s on %s is %s", (zone, at, abbreviation) => {
    expect(zoneAbbreviation(zone, at)).toBe(abbreviation);
  });
});

describe("two zone names", () => {
  it("are the same zone when one is the other's former name", () => {
    expect(isSameZone("Europe/Paris", "Europe/Paris")).toBe(true);
    expect(isSameZone("Asia/Calcutta", "Asia/Kolkata")).toBe(true);
    expect(isSameZone("Europe/Paris", "Europe/Berlin")).toBe(false);
    expect(isSameZone("Europe/Paris", "Nowhere/Else")).toBe(false);
  });
});
