import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bookingSchema } from "../../shared/bookings/booking.types";
import type { BookingWithPilot } from "./booking.repository";
import { calendar } from "./booking.routes";
import { prepareBooking, toBookingView, writeBookingList } from "./booking.view";

const users = ["u-admin", "u-alice", "u-bob"] as const;
const date = fc.date({
  min: new Date("2000-01-01"),
  max: new Date("2100-01-01"),
  noInvalidDate: true,
});

const row: fc.Arbitrary<BookingWithPilot> = fc.record({
  id: fc.uuid(),
  orgId: fc.uuid(),
  aircraftId: fc.uuid(),
  userId: fc.constantFrom(...users),
  pilotId: fc.constantFrom(...users),
  title: fc.string({ unit: "grapheme", maxLength: 40 }),
  type: fc.constantFrom("training", "rental", "maintenance"),
  status: fc.constantFrom("active", "cancelled"),
  startsAt: date,
  endsAt: date,
  notes: fc.option(fc.string({ unit: "binary", maxLength: 40 }), { nil: null }),
  editableByMember: fc.boolean(),
  cancelledAt: fc.option(date, { nil: null }),
  createdAt: date,
  updatedAt: date,
  pilot: fc.option(
    fc.record({ firstName: fc.string({ maxLength: 10 }), lastName: fc.string({ maxLength: 10 }) }),
    { nil: null },
  ),
  instructorId: fc.option(fc.constantFrom(...users), { nil: null }),
  instructor: fc.option(
    fc.record({ firstName: fc.string({ maxLength: 10 }), lastName: fc.string({ maxLength: 10 }) }),
    { nil: null },
  ),
}) as fc.Arbitrary<BookingWithPilot>;

const actor = fc.record({
  userId: fc.constantFrom(...users),
  orgId: fc.constant("org"),
  role: fc.constantFrom("admin" as const, "member" as const),
});

describe("a calendar answer written from prepared bookings", () => {
  it("says exactly what toBookingView says, to every viewer, and parses as the schema", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), actor, (rows, viewer) => {
        const written = JSON.parse(writeBookingList(rows.map(prepareBooking), viewer));
        const expected = rows.map((each) => toBookingView(each, viewer));
        expect(written).toEqual({ bookings: expected });
        for (const booking of written.bookings) bookingSchema.parse(booking);
      }),
      { numRuns: 500 },
    );
  });
});

describe("the calendar route's prepared answer", () => {
  it("is, byte for byte, what the route's response schema writes", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), actor, fc.boolean(), (rows, viewer, more) => {
        const written = writeBookingList(rows.map(prepareBooking), viewer, more);
        expect(JSON.stringify(z.encode(calendar, JSON.parse(written)))).toBe(written);
      }),
      { numRuns: 300 },
    );
  });
});
