import { describe, expect, it } from "vitest";
import { formatLocalClock, formatUtcClock } from "./time-format";

describe("clock formats", () => {
  it("shows local time as HH:mm:ss with leading zeros", () => {
    expect(formatLocalClock(new Date(2025, 4, 26, 7, 5, 9))).toBe("07:05:09");
    expect(formatLocalClock(new Date(2025, 4, 26, 23, 59, 59))).toBe("23:59:59");
  });

  it("shows UTC time as HH:mm:ss whatever the local zone", () => {
    expect(formatUtcClock(new Date(Date.UTC(2025, 4, 26, 0, 0, 0)))).toBe("00:00:00");
    expect(formatUtcClock(new Date(Date.UTC(2025, 4, 26, 13, 4, 5, 999)))).toBe("13:04:05");
  });
});
