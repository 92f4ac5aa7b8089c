import { describe, expect, it } from "vitest";
import { formatTimestamp } from "./date-format";

describe("formatTimestamp", () => {
  it("formats a stored timestamp as date and time", () => {
    expect(formatTimestamp("2025-05-26T15:04:00")).toBe("May 26, 2025, 3:04 PM");
  });

  it("is null when missing or unreadable", () => {
    expect(formatTimestamp(undefined)).toBeNull();
    expect(formatTimestamp(null)).toBeNull();
    expect(formatTimestamp("")).toBeNull();
    expect(formatTimestamp("not a date")).toBeNull();
  });
});
