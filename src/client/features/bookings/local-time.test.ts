import { describe, expect, it } from "vitest";
import { MAX_BOOKING_DAYS, MAX_CALENDAR_DAYS } from "../../../shared/bookings/booking.constants";
import { isRangeWithin } from "../../../shared/bookings/booking.schemas";
import {
  formatTimeRange,
  fromDateInputValue,
  fromLocalInputValue,
  hourLabel,
  localDayRange,
  localDaysRange,
  toLocalInputValue,
} from "./local-time";

const HOUR = 60 * 60 * 1000;
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("localDayRange", () => {
  it("runs from local midnight to the next local midnight", () => {
    const { from, to } = localDayRange(new Date(2030, 4, 1, 15, 30));
    expect(new Date(from)).toEqual(new Date(2030, 4, 1));
    expect(new Date(to)).toEqual(new Date(2030, 4, 2));
  });

  it.runIf(zone === "America/New_York")("is 23 and 25 hours long on New York's DST days", () => {
    const spring = localDayRange(new Date(2030, 2, 10, 12));
    expect(spring).toEqual({ from: "2030-03-10T05:00:00.000Z", to: "2030-03-11T04:00:00.000Z" });
    expect(Date.parse(spring.to) - Date.parse(spring.from)).toBe(23 * HOUR);
    const fall = localDayRange(new Date(2030, 10, 3, 12));
    expect(Date.parse(fall.to) - Date.parse(fall.from)).toBe(25 * HOUR);
  });

  it.runIf(zone === "UTC")("is the UTC day in UTC", () => {
    expect(localDayRange(new Date("2030-05-01T23:59:00Z"))).toEqual({
      from: "2030-05-01T00:00:00.000Z",
      to: "2030-05-02T00:00:00.000Z",
    });
  });
});

describe("localDaysRange", () => {
  it("covers every local day from the start's to the end's", () => {
    const { from, to } = localDaysRange(new Date(2030, 4, 1, 22), new Date(2030, 4, 3, 2), zone);
    expect(new Date(from)).toEqual(new Date(2030, 4, 1));
    expect(new Date(to)).toEqual(new Date(2030, 4, 4));
  });

  it("gives the longest booking's days a window the calendar takes, across a clock change", () => {
    // Late in a day, over the end of summer time in Europe (27 October) and America (3 November).
    for (const start of [new Date(2030, 9, 20, 23, 30), new Date(2030, 9, 20, 0, 30)]) {
      const end = new Date(start.getTime() + MAX_BOOKING_DAYS * 24 * HOUR);
      expect(isRangeWithin(localDaysRange(start, end, zone), MAX_CALENDAR_DAYS)).toBe(true);
    }
  });

  it("falls back to the start's day when the end comes first", () => {
    const { from, to } = localDaysRange(new Date(2030, 4, 3, 10), new Date(2030, 4, 1, 9), zone);
    expect(new Date(from)).toEqual(new Date(2030, 4, 3));
    expect(new Date(to)).toEqual(new Date(2030, 4, 4));
  });
});

describe("datetime-local values", () => {
  it("round-trip through local wall-clock time", () => {
    const date = new Date(2030, 4, 1, 9, 0);
    expect(toLocalInputValue(date, zone)).toBe("2030-05-01T09:00");
    expect(fromLocalInputValue("2030-05-01T09:00", zone)).toEqual(date);
    expect(fromLocalInputValue("2030-05-01T09:00:30", zone)).toEqual(
      new Date(2030, 4, 1, 9, 0, 30),
    );
  });

  it("speak the wall clock of the organization's zone, whatever zone the browser is in", () => {
    const instant = new Date("2030-01-15T08:45:00Z");
    expect(toLocalInputValue(instant, "Europe/Paris")).toBe("2030-01-15T09:45");
    expect(toLocalInputValue(instant, "America/New_York")).toBe("2030-01-15T03:45");
    expect(fromLocalInputValue("2030-01-15T09:45", "Europe/Paris")?.toISOString()).toBe(
      instant.toISOString(),
    );
    expect(fromDateInputValue("2030-07-01", "Europe/Paris")?.toISOString()).toBe(
      "2030-06-30T22:00:00.000Z",
    );
    expect(fromLocalInputValue("2030-02-31T10:00", "Europe/Paris")).toBeNull();
  });

  it("are null when empty or unreadable", () => {
    expect(fromLocalInputValue("", zone)).toBeNull();
    expect(fromLocalInputValue("tomorrow", zone)).toBeNull();
    expect(fromLocalInputValue("2030-05-01", zone)).toBeNull();
    expect(fromLocalInputValue("2030-13-45T10:00", zone)).toBeNull();
    // An instant with a zone is not what a datetime-local input gives.
    expect(fromLocalInputValue("2030-05-01T09:00Z", zone)).toBeNull();
  });

  it("reads date inputs as local midnight", () => {
    expect(fromDateInputValue("2030-05-01", zone)).toEqual(new Date(2030, 4, 1));
    expect(fromDateInputValue("", zone)).toBeNull();
  });
});

describe("labels", () => {
  it("names hours with two digits", () => {
    expect(hourLabel(0)).toBe("00:00");
    expect(hourLabel(9)).toBe("09:00");
    expect(hourLabel(23)).toBe("23:00");
  });

  it("shows times alone within a day, dates too across days", () => {
    const day = new Date(2030, 4, 1);
    expect(formatTimeRange(new Date(2030, 4, 1, 10), new Date(2030, 4, 1, 12), day)).toBe(
      "10:00 – 12:00",
    );
    expect(formatTimeRange(new Date(2030, 4, 1, 22), new Date(2030, 4, 2, 2), day)).toBe(
      "May 1, 22:00 – May 2, 02:00",
    );
    expect(formatTimeRange(new Date(2030, 4, 2, 10), new Date(2030, 4, 2, 11), day)).toBe(
      "May 2, 10:00 – May 2, 11:00",
    );
  });
});
