import { describe, expect, it } from "vitest";
import { formatTimestamp } from "./date-format";

describe("formatTimestamp", () => {
  it("formats a stored instant as date and time on the given zone's clock", () => {
    expect(formatTimestamp("2025-05-26T15:04:00Z", "UTC")).toBe("May 26, 2025, 3:04 PM");
    expect(formatTimestamp("2025-05-26T15:04:00Z", "Europe/Paris")).toBe("May 26, 2025, 5:04 PM");
    expect(formatTimestamp("2025-05-26T02:04:00Z", "America/New_York")).toBe(
      "May 25, 2025, 10:04 PM",
    );
  });

  it("is null when missing or unreadable", () => {
    expect(formatTimestamp(undefined, "UTC")).toBeNull();
    expect(formatTimestamp(null, "UTC")).toBeNull();
    expect(formatTimestamp("", "UTC")).toBeNull();
    expect(formatTimestamp("not a date", "UTC")).toBeNull();
  });
});
