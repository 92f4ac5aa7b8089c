import { describe, expect, it } from "vitest";
import {
  factsOf,
  type PolicyCase,
  policyCases,
} from "../../../shared/bookings/booking-policy.cases";
import { formatLeadTime, nextFullHour } from "../../../shared/bookings/booking-rules";
import { type BookingFormValues, bookingFormSchema, type FormRules } from "./booking-form.schema";
import { fromLocalInputValue, toLocalInputValue } from "./local-time";

const now = new Date(2030, 4, 1, 9, 20);

const values = (overrides: Partial<BookingFormValues> = {}): BookingFormValues => ({
  aircraftId: "plane-1",
  type: "rental",
  title: "Training flight",
  start: "2030-05-02T10:00",
  end: "2030-05-02T11:00",
  notes: "",
  pilotId: "",
  instructorId: "",
  ...overrides,
});

const rules = (overrides: Partial<FormRules> = {}): FormRules => ({
  withPilot: false,
  caller: { userId: "u-1", role: "member" },
  timeZone: "UTC",
  now: () => now,
  facts: () => ({
    pilotIsMember: true,
    aircraft: { bookable: true },
    overlapping: [],
  }),
  ...overrides,
});
const personal = bookingFormSchema(rules());
const admin = bookingFormSchema(
  rules({ withPilot: true, caller: { userId: "u-1", role: "admin" } }),
);

function errors(result: ReturnType<typeof personal.safeParse>) {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("bookingFormSchema", () => {
  it("turns times on the organization's clock (UTC here) into ISO instants for the API", () => {
    const result = personal.parse(values({ notes: "  Fuel to tabs  " }));
    expect(result).toEqual({
      aircraftId: "plane-1",
      type: "rental",
      title: "Training flight",
      start: "2030-05-02T10:00:00.000Z",
      end: "2030-05-02T11:00:00.000Z",
      notes: "Fuel to tabs",
      instructorId: null,
    });
  });

  it("sends the chosen instructor, and none for maintenance, whose select is hidden", () => {
    const teaching = bookingFormSchema(
      rules({
        facts: () => ({
          pilotIsMember: true,
          aircraft: { bookable: true },
          overlapping: [],
          instructor: {
            firstName: "Jane",
            lastName: "Smith",
            teaches: true,
            available: true,
            booked: false,
          },
        }),
      }),
    );
    expect(teaching.parse(values({ instructorId: "jane" })).instructorId).toBe("jane");
    expect(
      teaching.parse(values({ instructorId: "jane", type: "maintenance" })).instructorId,
    ).toBeNull();
    // Someone the form does not know as an instructor: the server's answer, on the field.
    expect(errors(personal.safeParse(values({ instructorId: "bob" })))).toEqual({
      instructorId: "The selected instructor is not an instructor of your organization.",
    });
  });

  it("sends a Ground booking without an aircraft, and asks for its instructor", () => {
    const teaching = bookingFormSchema(
      rules({
        facts: () => ({
          pilotIsMember: true,
          aircraft: null,
          overlapping: [],
          instructor: {
            firstName: "Jane",
            lastName: "Smith",
            teaches: true,
            available: true,
            booked: false,
          },
        }),
      }),
    );
    // What the Aircraft select held before Ground was chosen is not sent.
    const sent = teaching.parse(
      values({ type: "ground", aircraftId: "plane-1", instructorId: "jane" }),
    );
    expect(sent.aircraftId).toBeNull();
    expect(sent.instructorId).toBe("jane");
    expect(errors(teaching.safeParse(values({ type: "ground", aircraftId: "" })))).toEqual({
      instructorId: "Please select an instructor",
    });
  });

  it("sends the pilot only from the admin variant", () => {
    expect(admin.parse(values({ pilotId: "u-1" })).pilotId).toBe("u-1");
    expect("pilotId" in personal.parse(values({ pilotId: "u-1" }))).toBe(false);
    expect(errors(admin.safeParse(values()))).toEqual({ pilotId: "Please select a user" });
  });

  it("gives the API's messages for a missing aircraft and a blank purpose", () => {
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

  it("refuses times before the organization's next full hour, naming it in its zone", () => {
    const start = toLocalInputValue(new Date(Date.UTC(2030, 4, 1, 6, 0)), "UTC");
    const end = toLocalInputValue(new Date(Date.UTC(2030, 4, 1, 6, 30)), "UTC");
    const at = new Date(Date.UTC(2030, 4, 1, 9, 20));
    const earliest = formatLeadTime(nextFullHour(at, "UTC"), "UTC");
    const schema = bookingFormSchema(rules({ now: () => at }));
    expect(errors(schema.safeParse(values({ start, end })))).toEqual({
      start: `Start time must be at least 1 hour from now (${earliest})`,
      end: `End time must be at least 1 hour from now (${earliest})`,
    });
    expect(earliest).toBe("May 1, 2030, 10:00 AM UTC");
  });

  it("reads the lead time on the organization's clocks, not the browser's", () => {
    // 04:40Z: UTC's next full hour is 05:00Z, Kolkata's (+05:30) is 05:30Z.
    const at = new Date(Date.UTC(2031, 4, 1, 4, 40));
    // The same instants, typed on each organization's clock.
    const times = (zone: string) => ({
      start: toLocalInputValue(new Date(Date.UTC(2031, 4, 1, 5, 0)), zone),
      end: toLocalInputValue(new Date(Date.UTC(2031, 4, 1, 6, 0)), zone),
    });
    const inUtc = bookingFormSchema(rules({ now: () => at, timeZone: "UTC" }));
    const inKolkata = bookingFormSchema(rules({ now: () => at, timeZone: "Asia/Kolkata" }));
    expect(inUtc.safeParse(values(times("UTC"))).success).toBe(true);
    expect(times("Asia/Kolkata").start).toBe("2031-05-01T10:30");
    expect(errors(inKolkata.safeParse(values(times("Asia/Kolkata"))))).toEqual({
      start: "Start time must be at least 1 hour from now (May 1, 2031, 11:00 AM GMT+5:30)",
    });
  });

  it("asks for both times", () => {
    expect(errors(personal.safeParse(values({ start: "", end: "" })))).toEqual({
      start: "Aircraft, start time, and end time are required.",
      end: "Aircraft, start time, and end time are required.",
    });
  });
});

/** A case as the booking form answers it, its times typed on the organization's clock. */
function formAnswer(policyCase: PolicyCase) {
  const local = (iso: string) => {
    const value = toLocalInputValue(new Date(iso), policyCase.timeZone);
    // Every case's instant can be typed in a datetime-local input on the organization's clock.
    expect(fromLocalInputValue(value, policyCase.timeZone)?.toISOString()).toBe(
      new Date(iso).toISOString(),
    );
    return value;
  };
  const { input } = policyCase;
  const schema = bookingFormSchema({
    withPilot: input.pilotId !== undefined,
    caller: policyCase.caller,
    timeZone: policyCase.timeZone,
    now: () => new Date(policyCase.now),
    editingId: policyCase.changing?.id,
    facts: (request) => factsOf(policyCase, request),
  });
  const result = schema.safeParse({
    aircraftId: input.aircraftId ?? "",
    type: input.type as BookingFormValues["type"],
    title: input.title,
    start: local(input.start),
    end: local(input.end),
    notes: input.notes ?? "",
    pilotId: input.pilotId ?? "",
    instructorId: input.instructorId ?? "",
  });
  return result.success ? {} : errors(result);
}

/** What the form shows for the answer the server gives. */
function asShown(expected: PolicyCase["expected"]) {
  if ("allowed" in expected) return {};
  if ("invalid" in expected) return expected.invalid;
  return expected.refusal.fields ?? { root: expected.refusal.message };
}

describe("the booking form answers as the server does", () => {
  // A wall clock names the hour repeated when the clocks go back only once: the form, on the
  // organization's clock, cannot be given the second one (the grid's click gives the instant).
  const typeable = policyCases.filter((c) =>
    [c.input.start, c.input.end].every(
      (iso) =>
        fromLocalInputValue(toLocalInputValue(new Date(iso), c.timeZone), c.timeZone)?.getTime() ===
        Date.parse(iso),
    ),
  );
  it("leaves out only the cases in a repeated hour", () => {
    expect(policyCases.length - typeable.length).toBeLessThanOrEqual(2);
  });
  it.each(typeable.map((c) => [c.name, c] as const))("a booking that %s", (_, policyCase) => {
    expect(formAnswer(policyCase)).toEqual(asShown(policyCase.expected));
  });
});
