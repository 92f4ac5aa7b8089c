import { describe, expect, it } from "vitest";
import { instructorMessages } from "../../../shared/instructors/instructor.constants";
import { formatTimeOff, timeOffMessages, toTimeOffInput } from "./time-off-form";

const NEW_YORK = "America/New_York";
const KOLKATA = "Asia/Kolkata";

describe("toTimeOffInput", () => {
  it("reads the times on the organization's clock, whatever the browser's", () => {
    expect(
      toTimeOffInput(
        { start: "2030-07-01T08:00", end: "2030-07-03T18:30", reason: "Holiday" },
        NEW_YORK,
      ),
    ).toEqual({
      start: "2030-07-01T12:00:00.000Z",
      end: "2030-07-03T22:30:00.000Z",
      reason: "Holiday",
    });
    expect(
      toTimeOffInput({ start: "2030-01-15T09:00", end: "2030-01-15T10:00", reason: "" }, KOLKATA),
    ).toMatchObject({ start: "2030-01-15T03:30:00.000Z", end: "2030-01-15T04:30:00.000Z" });
  });

  it("keeps a time it cannot read as typed, for the rules to refuse", () => {
    expect(toTimeOffInput({ start: "", end: "tomorrow", reason: "" }, NEW_YORK)).toMatchObject({
      start: "",
      end: "tomorrow",
    });
  });
});

describe("timeOffMessages: the server's rules, on the form's fields", () => {
  it("takes a time off with or without a reason", () => {
    const off = { start: "2030-07-01T08:00", end: "2030-07-01T10:00", reason: "" };
    expect(timeOffMessages(off, NEW_YORK)).toEqual({});
    expect(timeOffMessages({ ...off, reason: "Checkride" }, NEW_YORK)).toEqual({});
  });

  it("refuses missing times", () => {
    expect(timeOffMessages({ start: "", end: "", reason: "" }, NEW_YORK)).toEqual({
      start: instructorMessages.timeOffTimes,
      end: instructorMessages.timeOffTimes,
    });
  });

  it("refuses an end that is not after the start, on the end", () => {
    expect(
      timeOffMessages({ start: "2030-07-01T10:00", end: "2030-07-01T10:00", reason: "" }, NEW_YORK),
    ).toEqual({ end: instructorMessages.endAfterStart });
    expect(
      timeOffMessages({ start: "2030-07-02T10:00", end: "2030-07-01T10:00", reason: "" }, NEW_YORK),
    ).toEqual({ end: instructorMessages.endAfterStart });
  });

  it("refuses a reason longer than 200 characters or of several lines", () => {
    const off = { start: "2030-07-01T08:00", end: "2030-07-01T10:00" };
    expect(timeOffMessages({ ...off, reason: "x".repeat(201) }, NEW_YORK)).toHaveProperty("reason");
    expect(timeOffMessages({ ...off, reason: "x".repeat(200) }, NEW_YORK)).toEqual({});
    expect(timeOffMessages({ ...off, reason: "one\ntwo" }, NEW_YORK)).toHaveProperty("reason");
  });
});

describe("formatTimeOff", () => {
  const now = new Date("2030-06-15T12:00:00Z");
  it("shows one day's time off with its date once, on the organization's clock", () => {
    expect(
      formatTimeOff({ start: "2030-07-01T12:00:00Z", end: "2030-07-01T16:00:00Z" }, NEW_YORK, now),
    ).toBe("Mon, Jul 1, 08:00 – 12:00");
  });

  it("shows both dates of a time off over several days, and the year when it is not this one", () => {
    expect(
      formatTimeOff({ start: "2030-07-01T12:00:00Z", end: "2030-07-03T22:00:00Z" }, NEW_YORK, now),
    ).toBe("Mon, Jul 1, 08:00 – Wed, Jul 3, 18:00");
    expect(
      formatTimeOff({ start: "2030-12-31T15:00:00Z", end: "2031-01-02T03:00:00Z" }, NEW_YORK, now),
    ).toBe("Tue, Dec 31, 10:00 – Wed, Jan 1, 2031, 22:00");
  });
});
