import { aircraftMessages } from "../../shared/aircraft/aircraft.constants";
import { bookingMessages, MAX_BOOKING_DAYS } from "../../shared/bookings/booking.constants";
import type { Interval } from "../../shared/bookings/booking-rules";
import type { SlotQuery, SlotView } from "../../shared/bookings/slot.schemas";
import { findSlots, localDateOf, slotWindow } from "../../shared/bookings/slot-finder";
import { instructorMessages } from "../../shared/instructors/instructor.constants";
import { isKnownTimeZone } from "../../shared/organizations/time-zone";
import { isUuid, isUuidOrAuthId } from "../../shared/validation/ids";
import type { Actor } from "../http/access";
import { badRequest, notFound } from "../http/errors";
import type { BusyRow, SlotRepository } from "./slot.repository";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each resource's busy intervals, by its id. */
function busyBy(rows: readonly BusyRow[], kind: BusyRow["kind"]) {
  const busy = new Map<string, Interval[]>();
  for (const row of rows) {
    if (row.kind !== kind) continue;
    const list = busy.get(row.id) ?? [];
    list.push({ start: row.startsAt, end: row.endsAt });
    busy.set(row.id, list);
  }
  return busy;
}

/**
 * 'Find a Slot' (docs/rules/calendar.md): reads the organization's zone, aircraft and instructors
 * in one statement, the bookings of the window in another, and asks the slot finder
 * (src/shared/bookings/slot-finder.ts). The caller is the pilot; any member may search.
 */
export class SlotService {
  constructor(
    private readonly slots: SlotRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async find(actor: Actor, query: SlotQuery): Promise<SlotView[]> {
    const { orgId } = actor;
    const { aircraftId, category } = query;
    if (aircraftId !== undefined && !isUuid(aircraftId)) throw notFound(aircraftMessages.notFound);
    const asked =
      query.instructor === "any" || query.instructor === "none"
        ? query.instructor
        : { id: query.instructor };
    if (typeof asked === "object") {
      if (!isUuidOrAuthId(asked.id)) throw notFound(instructorMessages.notFound);
      if (asked.id === actor.userId)
        throw badRequest(bookingMessages.instructorIsPilot, {
          instructor: bookingMessages.instructorIsPilot,
        });
    }
    const now = this.now();
    const wantsInstructor = asked !== "none";
    const context = await this.slots.context(orgId, {
      aircraftId,
      category,
      instructor: asked,
      now,
    });
    const { aircraft, instructors: teachers } = context;
    if (aircraftId !== undefined && aircraft.length === 0) {
      throw notFound(aircraftMessages.notFound);
    }
    if (typeof asked === "object" && teachers.length === 0) {
      throw notFound(instructorMessages.notFound);
    }

    const timeZone = isKnownTimeZone(context.timeZone) ? context.timeZone : "UTC";
    const from = query.from ?? localDateOf(now, timeZone);
    const window = slotWindow({ now, timeZone, from });
    const rows = await this.slots.busy(orgId, {
      from: window.start,
      to: window.end,
      aircraftId,
      category,
      instructor: asked,
      pilotId: actor.userId,
      longest: MAX_BOOKING_DAYS * DAY_MS,
    });
    const aircraftBusy = busyBy(rows, "aircraft");
    const instructorBusy = busyBy(rows, "instructor");
    const found = findSlots({
      now,
      timeZone,
      from,
      durationMinutes: query.durationMinutes,
      aircraft: aircraft.map((plane) => ({ ...plane, busy: aircraftBusy.get(plane.id) ?? [] })),
      instructors: wantsInstructor
        ? teachers.map((teacher) => ({ ...teacher, busy: instructorBusy.get(teacher.id) ?? [] }))
        : null,
      pilot: { id: actor.userId, busy: busyBy(rows, "pilot").get(actor.userId) ?? [] },
    });
    return found.map((slot) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      aircraft: slot.aircraft,
      instructor: slot.instructor,
    }));
  }
}
