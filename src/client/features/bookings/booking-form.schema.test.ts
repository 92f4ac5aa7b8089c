import { describe, expect, it } from "vitest";
import { formatLeadTime, nextFullHour } from "../../../shared/bookings/booking-rules";
import { type BookingFormValues, bookingFormSchema } from "./booking-form.schema";

const now = new Date(2030, 4, 1, 9, 20);
const earliest = formatLeadTime(nextFullHour(now));

const values = (overrides: Partial<BookingFormValues> = {}): BookingFormValues => ({
  aircraftId: "plane-1",
  type: "rental",
  title: "Training flight",
  start: "2030-05-02T10:00",
  end: "2030-05-02T11:00",
  notes: "",
  pilotId: "",
  ...overrides,
});

const personal = bookingFormSchema({ withPilot: false, now: () => now });
const admin = bookingFormSchema({ withPilot: true, now: () => now });

function errors(result: ReturnType<typeof personal.safeParse>) {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("bookingFormSchema", () => {
  it("turns local times into ISO instants for the API", () => {
    const result = personal.parse(values({ notes: "  Fuel to tabs  " }));
    expect(result).toEqual({
      aircraftId: "plane-1",
      type: "rental",
      title: "Training flight",
      start: new Date(2030, 4, 2, 10).toISOString(),
      end: new Date(2030, 4, 2, 11).toISOString(),
      notes: "Fuel to tabs",
    });
  });

  it("sends the pilot only from the admin variant", () => {
    expect(admin.parse(values({ pilotId: "u-1" })).pilotId).toBe("u-1");
    expect("pilotId" in personal.parse(values({ pilotId: "u-1" }))).toBe(false);
    expect(errors(admin.safeParse(values()))).toEqual({ pilotId: "Please select a user" });
  });

  it("gives its messages for a missing aircraft and a blank purpose", () => {
    expect(errors(personal.safeParse(values({ aircraftId: "", title: "   " })))).toEqual({
      aircraftId: "Please select an aircraft",
      title: "Please enter a purpose for the booking",
    });
  });

  it("wants the end after the start", () => {
    expect(errors(personal.safeParse(values({ end: "2030-05-02T10:00" })))).toEqual({
      end: "End time must be after start time",
    });
    expect(errors(personal.safeParse(values({ end: "2030-05-02T09:00" })))).toEqual({
      end: "End time must be after start time",
    });
  });

  it("refuses times before the next full hour, naming it", () => {
    expect(
      errors(personal.safeParse(values({ start: "2030-05-01T09:00", end: "2030-05-01T09:30" }))),
    ).toEqual({
      start: `Start time must be at least 1 hour from now (${earliest})`,
      end: `End time must be at least 1 hour from now (${earliest})`,
    });
    expect(earliest).toBe("May 1, 2030, 10:00 AM");
  });

  it("accepts the next full hour itself", () => {
    expect(
      personal.safeParse(values({ start: "2030-05-01T10:00", end: "2030-05-01T11:00" })).success,
    ).toBe(true);
  });

  it("asks for both times", () => {
    expect(errors(personal.safeParse(values({ start: "", end: "" })))).toEqual({
      start: "Aircraft, start time, and end time are required.",
      end: "Aircraft, start time, and end time are required.",
    });
  });
});
