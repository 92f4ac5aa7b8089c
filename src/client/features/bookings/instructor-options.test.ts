import { describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/bookings/booking.types";
import type { InstructorView } from "../../../shared/instructors/availability.types";
import { instructorFacts, isInstructorUnavailable } from "./instructor-options";

const jane: InstructorView = {
  id: "jane",
  firstName: "Jane",
  lastName: "Smith",
  ratings: "CFI",
  // Mondays 08:00–12:00 on the organization's clocks.
  hours: [{ weekday: 1, start: "08:00", end: "12:00" }],
  timeOff: [
    { id: "t1", start: "2031-05-05T10:00:00.000Z", end: "2031-05-05T11:00:00.000Z", reason: "" },
  ],
};
// Monday 5 May 2031.
const slot = (from: number, to: number) => ({
  start: new Date(Date.UTC(2031, 4, 5, from)),
  end: new Date(Date.UTC(2031, 4, 5, to)),
});
const lesson = (
  id: string,
  from: number,
  to: number,
  status: Booking["status"] = "active",
): Booking => ({
  id,
  aircraftId: "plane",
  start: slot(from, to).start.toISOString(),
  end: slot(from, to).end.toISOString(),
  type: "training",
  status,
  instructor: { id: "jane", firstName: "Jane", lastName: "Smith" },
  isOwn: false,
  canEdit: false,
  canCancel: false,
  details: null,
});

describe("the Instructor select's marks", () => {
  it("marks an instructor out of their hours, in their time off, or teaching then", () => {
    expect(isInstructorUnavailable(jane, slot(8, 9), [], "UTC")).toBe(false);
    expect(isInstructorUnavailable(jane, slot(11, 13), [], "UTC")).toBe(true);
    expect(isInstructorUnavailable(jane, slot(9, 11), [], "UTC")).toBe(true);
    expect(isInstructorUnavailable(jane, slot(8, 9), [lesson("b1", 8, 9)], "UTC")).toBe(true);
  });

  it("leaves out the booking being edited, cancelled lessons and lessons that only touch", () => {
    expect(isInstructorUnavailable(jane, slot(8, 9), [lesson("b1", 8, 9)], "UTC", "b1")).toBe(
      false,
    );
    expect(
      isInstructorUnavailable(jane, slot(8, 9), [lesson("b1", 8, 9, "cancelled")], "UTC"),
    ).toBe(false);
    expect(isInstructorUnavailable(jane, slot(8, 9), [lesson("b1", 9, 10)], "UTC")).toBe(false);
  });

  it("marks nobody before the times make a slot", () => {
    expect(isInstructorUnavailable(jane, null, [lesson("b1", 8, 9)], "UTC")).toBe(false);
  });

  it("reads the hours on the organization's clocks", () => {
    // 08:00 in Paris (summer) is 06:00 UTC.
    expect(isInstructorUnavailable(jane, slot(6, 7), [], "Europe/Paris")).toBe(false);
    expect(isInstructorUnavailable(jane, slot(8, 9), [], "UTC")).toBe(false);
    expect(isInstructorUnavailable(jane, slot(6, 7), [], "UTC")).toBe(true);
  });
});

describe("the form's facts of an instructor", () => {
  it("knows an instructor of the organization, and no one else", () => {
    expect(instructorFacts([jane], "jane", slot(8, 9), "UTC")).toEqual({
      firstName: "Jane",
      lastName: "Smith",
      teaches: true,
      available: true,
      booked: false,
    });
    expect(instructorFacts([jane], "jane", slot(12, 13), "UTC")?.available).toBe(false);
    expect(instructorFacts([jane], "bob", slot(8, 9), "UTC")).toBeNull();
  });
});
