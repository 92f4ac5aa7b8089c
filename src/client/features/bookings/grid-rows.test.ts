import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import type { Aircraft } from "../../../shared/aircraft/aircraft.types";
import { aircraftRow, bookingRowId, calendarRowsOf, instructorRow } from "./grid-rows";

describe("the calendar's rows", () => {
  it("are the instructors only for ?view=instructors", () => {
    expect(calendarRowsOf("instructors")).toBe("instructors");
    expect(calendarRowsOf(null)).toBe("aircraft");
    expect(calendarRowsOf("Instructors")).toBe("aircraft");
    expect(calendarRowsOf("week")).toBe("aircraft");
  });

  it("hold a booking by its aircraft, or by its instructor; one without either has no row", () => {
    const lesson = { aircraftId: "plane", instructor: { id: "jane" } };
    expect(bookingRowId(lesson, "aircraft")).toBe("plane");
    expect(bookingRowId(lesson, "instructor")).toBe("jane");
    expect(bookingRowId({ aircraftId: "plane", instructor: null }, "instructor")).toBeUndefined();
    expect(bookingRowId({ aircraftId: null, instructor: { id: "jane" } }, "aircraft")).toBeNull();
  });

  it("keep one row per aircraft object, and name an instructor's row with their shading", () => {
    const plane = { id: "plane", registration: "N12345" } as Aircraft;
    expect(aircraftRow(plane)).toBe(aircraftRow(plane));
    expect(aircraftRow(plane)).toMatchObject({ kind: "aircraft", id: "plane", name: "N12345" });
    const row = instructorRow(
      { id: "jane", firstName: "Jane", lastName: "Smith", ratings: "CFI", hours: [], timeOff: [] },
      new TZDate(2031, 4, 5, "UTC"),
      "UTC",
    );
    expect(row).toMatchObject({
      kind: "instructor",
      id: "jane",
      name: "Jane Smith",
      unavailable: [{ start: Date.UTC(2031, 4, 5), end: Date.UTC(2031, 4, 6) }],
    });
  });
});
