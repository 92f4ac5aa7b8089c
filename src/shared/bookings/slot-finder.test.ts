import { describe, expect, it } from "vitest";
import { type Availability, DEFAULT_WEEKLY_HOURS } from "../instructors/availability";
import {
  findSlots,
  type SlotAircraft,
  type SlotInstructor,
  type SlotSearch,
  slotWindow,
} from "./slot-finder";

const at = (iso: string) => new Date(iso);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });
const plane = (registration: string, extra: Partial<SlotAircraft> = {}): SlotAircraft => ({
  id: `id-${registration}`,
  registration,
  bookable: true,
  busy: [],
  ...extra,
});
const everyDay: Availability = { hours: DEFAULT_WEEKLY_HOURS, timeOff: [] };
const teacher = (firstName: string, extra: Partial<SlotInstructor> = {}): SlotInstructor => ({
  id: `id-${firstName}`,
  firstName,
  lastName: "Smith",
  availability: everyDay,
  busy: [],
  ...extra,
});
// 2026-03-02 is a Monday.
const search = (extra: Partial<SlotSearch> = {}): SlotSearch => ({
  now: at("2026-03-02T07:10:00Z"),
  timeZone: "UTC",
  from: "2026-03-02",
  durationMinutes: 60,
  aircraft: [plane("N1")],
  instructors: null,
  pilot: { id: "pilot", busy: [] },
  ...extra,
});
const starts = (s: SlotSearch) => findSlots(s).map((slot) => slot.start.toISOString());
const describeSlots = (s: SlotSearch) =>
  findSlots(s).map(
    (slot) =>
      `${slot.start.toISOString()} ${slot.end.toISOString()} ${slot.aircraft.registration} ${slot.instructor?.firstName ?? "-"}`,
  );

describe("findSlots: steps, order and limit", () => {
  it("proposes the 10 earliest half hours from the next full hour, the duration long", () => {
    const slots = findSlots(search());
    expect(slots).toHaveLength(10);
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      "2026-03-02T08:00:00.000Z",
      "2026-03-02T08:30:00.000Z",
      "2026-03-02T09:00:00.000Z",
      "2026-03-02T09:30:00.000Z",
      "2026-03-02T10:00:00.000Z",
      "2026-03-02T10:30:00.000Z",
      "2026-03-02T11:00:00.000Z",
      "2026-03-02T11:30:00.000Z",
      "2026-03-02T12:00:00.000Z",
      "2026-03-02T12:30:00.000Z",
    ]);
    expect(slots[0]?.end.toISOString()).toBe("2026-03-02T09:00:00.000Z");
    expect(slots[0]?.instructor).toBeNull();
  });

  it("never starts in the past: exactly on the hour, the next full hour is the first", () => {
    expect(starts(search({ now: at("2026-03-02T10:00:00Z"), limit: 1 }))).toEqual([
      "2026-03-02T11:00:00.000Z",
    ]);
    expect(starts(search({ now: at("2026-03-02T10:31:00Z"), limit: 1 }))).toEqual([
      "2026-03-02T11:00:00.000Z",
    ]);
  });

  it("reads a 'From' date before today as today, and a later one from its midnight", () => {
    expect(starts(search({ from: "2026-02-20", limit: 1 }))).toEqual(["2026-03-02T08:00:00.000Z"]);
    expect(starts(search({ from: "2026-03-05", limit: 2 }))).toEqual([
      "2026-03-05T00:00:00.000Z",
      "2026-03-05T00:30:00.000Z",
    ]);
  });

  it("steps by 30 minutes, so a 90-minute gap holds a 1-hour slot at two starts", () => {
    const busy = [
      span("2026-03-02T08:00Z", "2026-03-02T09:00Z"),
      span("2026-03-02T10:30Z", "2026-03-16T00:00Z"),
    ];
    expect(starts(search({ aircraft: [plane("N1", { busy })] }))).toEqual([
      "2026-03-02T09:00:00.000Z",
      "2026-03-02T09:30:00.000Z",
    ]);
  });

  it("finds nothing for a duration that is not positive", () => {
    expect(findSlots(search({ durationMinutes: 0 }))).toEqual([]);
  });
});

describe("findSlots: the 14-day horizon", () => {
  it("looks 14 local days from the first date, and a slot must end within them", () => {
    const window = slotWindow(search());
    expect(window.start.toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(window.end.toISOString()).toBe("2026-03-16T00:00:00.000Z");
    // Booked until the last hour of the fourteenth day.
    const busy = [span("2026-03-01T00:00Z", "2026-03-15T23:00Z")];
    expect(starts(search({ aircraft: [plane("N1", { busy })] }))).toEqual([
      "2026-03-15T23:00:00.000Z",
    ]);
    expect(starts(search({ aircraft: [plane("N1", { busy })], durationMinutes: 90 }))).toEqual([]);
  });

  it("proposes nothing when the aircraft is booked for the whole window", () => {
    const busy = [span("2026-03-01T00:00Z", "2026-03-20T00:00Z")];
    expect(findSlots(search({ aircraft: [plane("N1", { busy })] }))).toEqual([]);
  });
});

describe("findSlots: aircraft", () => {
  it("skips archived and booking-disabled aircraft, however free", () => {
    const closed = plane("A1", { bookable: false });
    expect(describeSlots(search({ aircraft: [closed, plane("B2")], limit: 1 }))).toEqual([
      "2026-03-02T08:00:00.000Z 2026-03-02T09:00:00.000Z B2 -",
    ]);
    expect(findSlots(search({ aircraft: [closed] }))).toEqual([]);
    expect(findSlots(search({ aircraft: [] }))).toEqual([]);
  });

  it("with any aircraft, proposes one slot per start on the first free one in order", () => {
    const first = plane("A1", { busy: [span("2026-03-02T08:00Z", "2026-03-02T09:00Z")] });
    expect(describeSlots(search({ aircraft: [first, plane("B2")], limit: 3 }))).toEqual([
      "2026-03-02T08:00:00.000Z 2026-03-02T09:00:00.000Z B2 -",
      "2026-03-02T08:30:00.000Z 2026-03-02T09:30:00.000Z B2 -",
      "2026-03-02T09:00:00.000Z 2026-03-02T10:00:00.000Z A1 -",
    ]);
  });

  it("lets a slot start when a booking ends and end when the next starts", () => {
    const busy = [
      span("2026-03-02T07:00Z", "2026-03-02T09:00Z"),
      span("2026-03-02T10:00Z", "2026-03-30T00:00Z"),
    ];
    expect(starts(search({ aircraft: [plane("N1", { busy })] }))).toEqual([
      "2026-03-02T09:00:00.000Z",
    ]);
  });
});

describe("findSlots: the aircraft, the instructor and the pilot all free", () => {
  it("needs the aircraft and the instructor free at once", () => {
    const aircraft = [plane("N1", { busy: [span("2026-03-02T08:00Z", "2026-03-02T09:00Z")] })];
    const instructors = [
      teacher("Jane", { busy: [span("2026-03-02T09:00Z", "2026-03-02T09:30Z")] }),
    ];
    expect(describeSlots(search({ aircraft, instructors, limit: 2 }))).toEqual([
      "2026-03-02T09:30:00.000Z 2026-03-02T10:30:00.000Z N1 Jane",
      "2026-03-02T10:00:00.000Z 2026-03-02T11:00:00.000Z N1 Jane",
    ]);
  });

  it("keeps within the instructor's hours: the last slot of a day ends at 18:00", () => {
    const slots = starts(search({ instructors: [teacher("Jane")], now: at("2026-03-02T15:10Z") }));
    expect(slots.slice(0, 4)).toEqual([
      "2026-03-02T16:00:00.000Z",
      "2026-03-02T16:30:00.000Z",
      "2026-03-02T17:00:00.000Z",
      "2026-03-03T08:00:00.000Z",
    ]);
  });

  it("keeps out of the instructor's time off", () => {
    const availability = {
      hours: DEFAULT_WEEKLY_HOURS,
      timeOff: [span("2026-03-02T00:00Z", "2026-03-04T12:00Z")],
    };
    expect(starts(search({ instructors: [teacher("Jane", { availability })], limit: 1 }))).toEqual([
      "2026-03-04T12:00:00.000Z",
    ]);
  });

  it("with any instructor, proposes the first in order who is free, never the pilot", () => {
    const busy = [span("2026-03-02T08:00Z", "2026-03-02T09:00Z")];
    const instructors = [teacher("Adam", { busy }), teacher("Beth"), teacher("Carl")];
    expect(describeSlots(search({ instructors, limit: 3 }))).toEqual([
      "2026-03-02T08:00:00.000Z 2026-03-02T09:00:00.000Z N1 Beth",
      "2026-03-02T08:30:00.000Z 2026-03-02T09:30:00.000Z N1 Beth",
      "2026-03-02T09:00:00.000Z 2026-03-02T10:00:00.000Z N1 Adam",
    ]);
    const pilot = { id: "id-Beth", busy: [] };
    expect(describeSlots(search({ instructors, pilot, limit: 1 }))).toEqual([
      "2026-03-02T08:00:00.000Z 2026-03-02T09:00:00.000Z N1 Carl",
    ]);
    expect(findSlots(search({ instructors: [teacher("Beth")], pilot }))).toEqual([]);
  });

  it("reads each instructor's own week, also when others keep another", () => {
    const afternoons: Availability = {
      hours: DEFAULT_WEEKLY_HOURS.map((range) => ({ ...range, startMinute: 13 * 60 })),
      timeOff: [],
    };
    const beth = teacher("Beth", { busy: [span("2026-03-02T08:00Z", "2026-03-02T14:00Z")] });
    const instructors = [teacher("Adam", { availability: afternoons }), beth, teacher("Carl")];
    expect(describeSlots(search({ instructors, limit: 13 })).filter((_, i) => i % 6 === 0)).toEqual(
      [
        "2026-03-02T08:00:00.000Z 2026-03-02T09:00:00.000Z N1 Carl",
        "2026-03-02T11:00:00.000Z 2026-03-02T12:00:00.000Z N1 Carl",
        "2026-03-02T14:00:00.000Z 2026-03-02T15:00:00.000Z N1 Adam",
      ],
    );
  });

  it("proposes nothing when instructors are wanted and there are none", () => {
    expect(findSlots(search({ instructors: [] }))).toEqual([]);
  });

  it("keeps the pilot off two bookings at once, on any aircraft", () => {
    const pilot = { id: "pilot", busy: [span("2026-03-02T08:00Z", "2026-03-02T10:00Z")] };
    expect(starts(search({ pilot, limit: 1 }))).toEqual(["2026-03-02T10:00:00.000Z"]);
  });
});

describe("findSlots: the organization's clocks", () => {
  it("reads hours on a day the clocks go forward on that day's clocks (New York)", () => {
    // Sunday 8 March 2026: 02:00 EST becomes 03:00 EDT; 08:00 is 12:00Z that day. Now: Saturday 20:10.
    const found = starts(
      search({
        timeZone: "America/New_York",
        now: at("2026-03-08T01:10Z"),
        from: "2026-03-07",
        instructors: [teacher("Jane")],
        limit: 2,
      }),
    );
    expect(found).toEqual(["2026-03-08T12:00:00.000Z", "2026-03-08T12:30:00.000Z"]);
    const window = slotWindow(
      search({ timeZone: "America/New_York", now: at("2026-03-08T01:10Z"), from: "2026-03-07" }),
    );
    expect(window.start.toISOString()).toBe("2026-03-07T05:00:00.000Z");
    // Fourteen local days, one of them 23 hours long.
    expect(window.end.toISOString()).toBe("2026-03-21T04:00:00.000Z");
  });

  it("steps on the local half hours of a half-hour zone (Kolkata, +05:30)", () => {
    // 13:10 local; the next full hour is 14:00 local, 08:30Z.
    const found = starts(
      search({ timeZone: "Asia/Kolkata", now: at("2026-03-02T07:40Z"), limit: 3 }),
    );
    expect(found).toEqual([
      "2026-03-02T08:30:00.000Z",
      "2026-03-02T09:00:00.000Z",
      "2026-03-02T09:30:00.000Z",
    ]);
    // The instructor's 18:00 is 12:30Z: the last 1-hour slot of the day starts 17:00 local.
    const taught = findSlots(
      search({
        timeZone: "Asia/Kolkata",
        now: at("2026-03-02T07:40Z"),
        instructors: [teacher("Jane")],
      }),
    );
    expect(taught[6]?.start.toISOString()).toBe("2026-03-02T11:30:00.000Z");
    expect(taught[6]?.end.toISOString()).toBe("2026-03-02T12:30:00.000Z");
    // The next morning's 08:00 local.
    expect(taught[7]?.start.toISOString()).toBe("2026-03-03T02:30:00.000Z");
  });

  it("steps on the local half hours of a 45-minute zone (Kathmandu, +05:45)", () => {
    // 12:55 local; 13:00 local is 07:15Z.
    expect(
      starts(search({ timeZone: "Asia/Kathmandu", now: at("2026-03-02T07:10Z"), limit: 2 })),
    ).toEqual(["2026-03-02T07:15:00.000Z", "2026-03-02T07:45:00.000Z"]);
  });
});
