import { describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/bookings/booking.types";
import {
  bookingLabel,
  conflictMessage,
  detailLine,
  instructorLine,
  oneLine,
  pilotName,
} from "./booking-view";

type Pilot = NonNullable<Booking["details"]>["pilot"];

const details = (title: string, pilot: Pilot) => ({
  title,
  notes: null,
  pilotId: "p1",
  userId: "p1",
  pilot,
  editableByMember: true,
  createdAt: "2030-04-01T00:00:00.000Z",
  updatedAt: "2030-04-01T00:00:00.000Z",
});

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: "b1",
  aircraftId: "plane-1",
  start: "2030-05-01T10:00:00.000Z",
  end: "2030-05-01T12:00:00.000Z",
  type: "rental",
  status: "active",
  instructor: null,
  isOwn: false,
  canEdit: false,
  canCancel: false,
  details: null,
  ...overrides,
});

const seen = booking({
  details: details("Cross-country", { id: "p1", firstName: "Amelia", lastName: "Earhart" }),
});

describe("pilotName and bookingLabel", () => {
  it("names the pilot and the purpose when the viewer may see them", () => {
    expect(pilotName(seen)).toBe("Amelia Earhart");
    expect(bookingLabel(seen)).toBe("Amelia Earhart — Cross-country");
  });

  it("says 'Unknown pilot' when the pilot is missing", () => {
    const orphan = booking({ details: details("Solo", null) });
    expect(pilotName(orphan)).toBe("Unknown pilot");
    expect(bookingLabel(orphan)).toBe("Unknown pilot — Solo");
    const blank = booking({ details: details("Solo", { id: "p1", firstName: " ", lastName: "" }) });
    expect(pilotName(blank)).toBe("Unknown pilot");
  });

  it("says only 'Booked' of a busy block", () => {
    expect(pilotName(booking())).toBeNull();
    expect(bookingLabel(booking())).toBe("Booked");
  });
});

describe("conflictMessage", () => {
  const at = (iso: string) => new Date(iso);
  const candidate = {
    aircraftId: "plane-1",
    start: at("2030-05-01T11:00:00Z"),
    end: at("2030-05-01T13:00:00Z"),
  };

  it("asks for an aircraft first", () => {
    expect(conflictMessage({ ...candidate, aircraftId: "" }, [seen])).toBe(
      "Please select an aircraft first",
    );
  });

  it("names the title of a booking the viewer may see", () => {
    expect(conflictMessage(candidate, [seen])).toBe(
      'This time slot conflicts with "Cross-country"',
    );
  });

  it("names no title of a busy block", () => {
    expect(conflictMessage(candidate, [booking()])).toBe(
      "This time slot conflicts with an existing booking",
    );
  });

  it("is null for a free slot, a touching one, another aircraft, a cancelled booking or itself", () => {
    expect(conflictMessage({ ...candidate, start: at("2030-05-01T12:00:00Z") }, [seen])).toBeNull();
    expect(conflictMessage({ ...candidate, aircraftId: "plane-2" }, [seen])).toBeNull();
    expect(conflictMessage(candidate, [{ ...seen, status: "cancelled" }])).toBeNull();
    expect(conflictMessage({ ...candidate, id: "b1" }, [seen])).toBeNull();
    expect(conflictMessage(candidate, [])).toBeNull();
  });

  it("is null for a Ground booking, which has no aircraft, and about one", () => {
    expect(conflictMessage({ ...candidate, aircraftId: "", ground: true }, [seen])).toBeNull();
    const groundLesson = { ...seen, aircraftId: null, type: "ground" as const };
    expect(conflictMessage(candidate, [groundLesson])).toBeNull();
  });

  it("is null while the times are missing or out of order", () => {
    expect(conflictMessage({ ...candidate, start: null }, [seen])).toBeNull();
    expect(conflictMessage({ ...candidate, end: at("2030-05-01T10:00:00Z") }, [seen])).toBeNull();
  });
});

describe("oneLine", () => {
  it("keeps a chip's label on its line, whatever breaks a name or a title holds", () => {
    expect(oneLine("Amelia X\n10:00–11:00 · Maintenance — Circuits")).toBe(
      "Amelia X 10:00–11:00 · Maintenance — Circuits",
    );
    expect(oneLine("A\tB\r\nC\u2028D\u2029E  F")).toBe("A B C D E F");
    expect(oneLine("Amelia Earhart — Circuits")).toBe("Amelia Earhart — Circuits");
  });
});

describe("instructorLine and detailLine", () => {
  it("names the instructor of a lesson, and nobody without one", () => {
    const lesson = booking({ instructor: { id: "i1", firstName: "Jane", lastName: "Smith" } });
    expect(instructorLine(lesson)).toBe("Instructor: Jane Smith");
    expect(instructorLine(booking())).toBeNull();
    // A name left empty (a member who left without one) is not padded.
    expect(
      instructorLine(booking({ instructor: { id: "i2", firstName: "Ida", lastName: "" } })),
    ).toBe("Instructor: Ida");
  });

  it("joins the parts that are known", () => {
    expect(detailLine("Fri, May 3, 10:00 – 11:00", null, "N12345", undefined)).toBe(
      "Fri, May 3, 10:00 – 11:00 · N12345",
    );
    expect(detailLine(null)).toBe("");
  });
});
