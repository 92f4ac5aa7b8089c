import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import type { InstructorView } from "../../../shared/instructors/availability.types";
import { instructorName, outside, unavailableStretches } from "./instructor-rows";

const instructor = (
  hours: InstructorView["hours"],
  timeOff: InstructorView["timeOff"] = [],
): InstructorView => ({
  id: "jane",
  firstName: "Jane",
  lastName: "Smith",
  ratings: "",
  hours,
  timeOff,
});

const at = (iso: string) => Date.parse(iso);
const stretch = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe("an instructor's shaded hours on a calendar day", () => {
  it("are the hours outside their week and their time off, on the day's clocks", () => {
    // Monday 5 May 2031: 08:00–12:00 and 13:00–18:00, away 10:00–11:00.
    const jane = instructor(
      [
        { weekday: 1, start: "08:00", end: "12:00" },
        { weekday: 1, start: "13:00", end: "18:00" },
        { weekday: 2, start: "00:00", end: "24:00" },
      ],
      [{ id: "t", start: "2031-05-05T10:00:00Z", end: "2031-05-05T11:00:00Z", reason: "" }],
    );
    expect(unavailableStretches(jane, new TZDate(2031, 4, 5, "UTC"), "UTC")).toEqual([
      stretch("2031-05-05T00:00:00Z", "2031-05-05T08:00:00Z"),
      stretch("2031-05-05T10:00:00Z", "2031-05-05T11:00:00Z"),
      stretch("2031-05-05T12:00:00Z", "2031-05-05T13:00:00Z"),
      stretch("2031-05-05T18:00:00Z", "2031-05-06T00:00:00Z"),
    ]);
  });

  it("read the weekday of the organization's date, not of UTC", () => {
    // Monday 5 May 2031 in Auckland (UTC+12) begins on Sunday in UTC.
    const jane = instructor([{ weekday: 1, start: "09:00", end: "17:00" }]);
    expect(
      unavailableStretches(jane, new TZDate(2031, 4, 5, "Pacific/Auckland"), "Pacific/Auckland"),
    ).toEqual([
      stretch("2031-05-04T12:00:00Z", "2031-05-04T21:00:00Z"),
      stretch("2031-05-05T05:00:00Z", "2031-05-05T12:00:00Z"),
    ]);
  });

  it("cover the whole day without hours, and a time off only within the day", () => {
    const day = new TZDate(2031, 4, 5, "UTC");
    expect(unavailableStretches(instructor([]), day, "UTC")).toEqual([
      stretch("2031-05-05T00:00:00Z", "2031-05-06T00:00:00Z"),
    ]);
    const away = instructor(
      [{ weekday: 1, start: "00:00", end: "24:00" }],
      [{ id: "t", start: "2031-05-04T20:00:00Z", end: "2031-05-05T09:30:00Z", reason: "" }],
    );
    expect(unavailableStretches(away, day, "UTC")).toEqual([
      stretch("2031-05-05T00:00:00Z", "2031-05-05T09:30:00Z"),
    ]);
  });

  it("keep 08:00 local on the 23-hour day the clocks go forward", () => {
    // Sunday 30 March 2031 in Berlin: 02:00 CET becomes 03:00 CEST.
    const jane = instructor([{ weekday: 0, start: "01:00", end: "08:00" }]);
    expect(
      unavailableStretches(jane, new TZDate(2031, 2, 30, "Europe/Berlin"), "Europe/Berlin"),
    ).toEqual([
      stretch("2031-03-29T23:00:00Z", "2031-03-30T00:00:00Z"),
      stretch("2031-03-30T06:00:00Z", "2031-03-30T22:00:00Z"),
    ]);
  });

  it("count a time shown twice at its second showing on the 25-hour day", () => {
    // Sunday 26 October 2031 in Berlin: 03:00 CEST becomes 02:00 CET.
    const jane = instructor([{ weekday: 0, start: "02:30", end: "04:00" }]);
    expect(
      unavailableStretches(jane, new TZDate(2031, 9, 26, "Europe/Berlin"), "Europe/Berlin"),
    ).toEqual([
      stretch("2031-10-25T22:00:00Z", "2031-10-26T01:30:00Z"),
      stretch("2031-10-26T03:00:00Z", "2031-10-26T23:00:00Z"),
    ]);
  });
});

describe("shaded hours around bookings", () => {
  it("leave out what a booking takes, and keep what it does not", () => {
    const shade = [stretch("2031-05-05T00:00:00Z", "2031-05-05T08:00:00Z")];
    expect(
      outside(shade, [
        stretch("2031-05-05T07:00:00Z", "2031-05-05T09:00:00Z"),
        stretch("2031-05-05T02:00:00Z", "2031-05-05T03:00:00Z"),
      ]),
    ).toEqual([
      stretch("2031-05-05T00:00:00Z", "2031-05-05T02:00:00Z"),
      stretch("2031-05-05T03:00:00Z", "2031-05-05T07:00:00Z"),
    ]);
    expect(outside(shade, [stretch("2031-05-04T00:00:00Z", "2031-05-06T00:00:00Z")])).toEqual([]);
    expect(outside(shade, [stretch("2031-05-05T08:00:00Z", "2031-05-05T09:00:00Z")])).toEqual(
      shade,
    );
  });
});

describe("an instructor's row header", () => {
  it("names them by first and last name", () => {
    expect(instructorName({ firstName: "Jane", lastName: "Smith" })).toBe("Jane Smith");
  });
});
