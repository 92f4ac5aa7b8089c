import { bookingMessages } from "../../shared/bookings/booking.constants";
import {
  type BookingInput,
  type BookingRange,
  leadTimeErrors,
} from "../../shared/bookings/booking.schemas";
import { isUuid } from "../../shared/validation/ids";
import type { Db } from "../db/database";
import { sqlState } from "../db/database";
import type { EventBus } from "../events/event-bus";
import type { Actor } from "../http/access";
import { AppError, badRequest, conflict, forbidden, notFound } from "../http/errors";
import type { MemberRepository } from "../members/member.repository";
import type {
  BookingRepository,
  BookingRow,
  BookingValues,
  BookingWithPilot,
} from "./booking.repository";
import { mayChange, maySeeDetails } from "./booking.view";

const EXCLUSION_VIOLATION = "23P01";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BookingServiceDependencies {
  db: Db;
  bookings: BookingRepository;
  members: MemberRepository;
  bus: EventBus;
  /** The organization's time zone, for the lead-time rule's full hour and message. */
  timeZoneOf: (orgId: string) => Promise<string>;
  now?: () => Date;
}

const conflictError = (message: string) => new AppError(409, "BOOKING_CONFLICT", message);

export class BookingService {
  private readonly now: () => Date;

  constructor(private readonly deps: BookingServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  list(actor: Actor, range: BookingRange): Promise<BookingWithPilot[]> {
    if (range.aircraftId !== undefined && !isUuid(range.aircraftId)) return Promise.resolve([]);
    return this.deps.bookings.findInRange(
      actor.orgId,
      new Date(range.from),
      new Date(range.to),
      range.aircraftId,
    );
  }

  /** The caller's own upcoming bookings, soonest first (dashboard). */
  upcoming(actor: Actor, limit: number): Promise<BookingWithPilot[]> {
    return this.deps.bookings.findUpcomingForPilot(actor.orgId, actor.userId, this.now(), limit);
  }

  /** Bookings that started within the last 7 days, newest first (admin dashboard). */
  recent(actor: Actor, limit: number): Promise<BookingWithPilot[]> {
    const now = this.now();
    return this.deps.bookings.findRecentlyStarted(
      actor.orgId,
      new Date(now.getTime() - 7 * DAY_MS),
      now,
      limit,
    );
  }

  async get(actor: Actor, id: string): Promise<BookingWithPilot> {
    const found = isUuid(id) ? await this.deps.bookings.findById(actor.orgId, id) : undefined;
    if (!found) throw notFound(bookingMessages.notFound);
    return found;
  }

  async create(actor: Actor, input: BookingInput): Promise<BookingWithPilot> {
    const values = await this.validValues(actor, input);
    const created = await this.write(actor, values, undefined, async (tx) =>
      this.deps.bookings.insert(tx, actor.orgId, actor.userId, values),
    );
    await this.notify(actor.orgId, created.id, "created");
    return created;
  }

  async update(actor: Actor, id: string, input: BookingInput): Promise<BookingWithPilot> {
    const existing = await this.get(actor, id);
    if (!mayChange(actor, existing)) throw forbidden(bookingMessages.notYourBooking);
    if (existing.status === "cancelled") throw conflict(bookingMessages.alreadyCancelled);
    // A member's booking stays theirs: only admins choose the pilot.
    const pilotInput =
      actor.role === "admin" ? (input.pilotId ?? existing.pilotId) : existing.pilotId;
    const values = await this.validValues(actor, { ...input, pilotId: pilotInput });
    const updated = await this.write(actor, values, id, async (tx) => {
      const row = await this.deps.bookings.update(tx, actor.orgId, id, values);
      if (!row) throw conflict(bookingMessages.alreadyCancelled);
      return row;
    });
    await this.notify(actor.orgId, updated.id, "updated");
    return updated;
  }

  async cancel(actor: Actor, id: string): Promise<BookingWithPilot> {
    const existing = await this.get(actor, id);
    if (!mayChange(actor, existing)) throw forbidden(bookingMessages.notYourBooking);
    const cancelled = await this.deps.bookings.cancel(actor.orgId, id);
    if (!cancelled) throw conflict(bookingMessages.alreadyCancelled);
    await this.notify(actor.orgId, id, "cancelled");
    return this.get(actor, id);
  }

  async statistics(actor: Actor, range: BookingRange) {
    const perAircraft = await this.deps.bookings.statistics(
      actor.orgId,
      new Date(range.from),
      new Date(range.to),
    );
    return {
      from: range.from,
      to: range.to,
      totalBookings: perAircraft.reduce((sum, row) => sum + row.count, 0),
      totalHours: Math.round(perAircraft.reduce((sum, row) => sum + row.hours, 0) * 100) / 100,
      perAircraft: perAircraft.map((row) => ({ ...row, hours: Math.round(row.hours * 100) / 100 })),
    };
  }

  /** The rules of section 5 that need the clock, the caller and the organization. */
  private async validValues(actor: Actor, input: BookingInput): Promise<BookingValues> {
    const start = new Date(input.start);
    const end = new Date(input.end);
    const lead = leadTimeErrors(
      { start, end },
      this.now(),
      await this.deps.timeZoneOf(actor.orgId),
    );
    if (lead.start || lead.end) {
      throw badRequest(lead.start ?? lead.end ?? "", { ...lead });
    }
    const pilotId = input.pilotId ?? actor.userId;
    if (actor.role !== "admin" && pilotId !== actor.userId) {
      throw forbidden("Members can only book for themselves.");
    }
    if (pilotId !== actor.userId && !(await this.deps.members.findInOrg(actor.orgId, pilotId))) {
      throw badRequest(bookingMessages.pilotNotMember, { pilotId: bookingMessages.pilotNotMember });
    }
    if (!isUuid(input.aircraftId)) {
      throw badRequest(bookingMessages.aircraftNotBookable, {
        aircraftId: bookingMessages.aircraftNotBookable,
      });
    }
    return {
      aircraftId: input.aircraftId,
      title: input.title,
      type: input.type,
      startsAt: start,
      endsAt: end,
      notes: input.notes ?? null,
      pilotId,
    };
  }

  /**
   * Checks the aircraft and the slot, then writes, in one transaction that holds the aircraft
   * against archiving. The friendly conflict check comes first; the exclusion constraint has
   * the last word when two writes race, and its refusal gets the same answer. Returns the row
   * with the pilot's name, read when the pilot was locked (no second read of what was written).
   */
  private async write(
    actor: Actor,
    values: BookingValues,
    exceptId: string | undefined,
    save: (tx: Parameters<Parameters<Db["transaction"]>[0]>[0]) => Promise<BookingRow>,
  ): Promise<BookingWithPilot> {
    try {
      return await this.deps.db.transaction(async (tx) => {
        // The pilot stays a member until this booking is written: a removal waits for it, and
        // then cancels it with the member's other future bookings.
        const pilot = await this.deps.members.lockInOrg(tx, actor.orgId, values.pilotId);
        if (!pilot) {
          throw badRequest(bookingMessages.pilotNotMember, {
            pilotId: bookingMessages.pilotNotMember,
          });
        }
        if (!(await this.deps.bookings.lockBookableAircraft(tx, actor.orgId, values.aircraftId))) {
          throw badRequest(bookingMessages.aircraftNotBookable, {
            aircraftId: bookingMessages.aircraftNotBookable,
          });
        }
        const conflicts = await this.deps.bookings.findConflicting(
          tx,
          actor.orgId,
          values.aircraftId,
          values.startsAt,
          values.endsAt,
          exceptId,
        );
        if (conflicts.length > 0)
          throw conflictError(this.conflictMessage(actor, conflicts, exceptId));
        const row = await save(tx);
        return { ...row, pilot: { firstName: pilot.firstName, lastName: pilot.lastName } };
      });
    } catch (error) {
      if (sqlState(error) === EXCLUSION_VIOLATION) throw conflictError(bookingMessages.conflict);
      throw error;
    }
  }

  /** Titles only of bookings the caller may see in full (CLARIFICATIONS). */
  private conflictMessage(
    actor: Actor,
    conflicts: BookingRow[],
    exceptId: string | undefined,
  ): string {
    if (exceptId !== undefined || !conflicts.every((booking) => maySeeDetails(actor, booking))) {
      return bookingMessages.conflict;
    }
    return bookingMessages.conflictWithTitles(conflicts.map((booking) => booking.title));
  }

  private async notify(orgId: string, id: string, action: "created" | "updated" | "cancelled") {
    // A lost notice only delays other screens until their next read; the write stands.
    await this.deps.bus.publish({ orgId, kind: "booking", id, action }).catch(() => {});
  }
}
