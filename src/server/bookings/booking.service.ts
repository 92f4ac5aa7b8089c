import { bookingMessages } from "../../shared/bookings/booking.constants";
import {
  type BookingInput,
  type BookingRange,
  leadTimeErrors,
} from "../../shared/bookings/booking.schemas";
import { isKnownTimeZone } from "../../shared/organizations/organization.schemas";
import { isUuid } from "../../shared/validation/ids";
import type { Db } from "../db/database";
import { sqlState } from "../db/database";
import type { EventBus } from "../events/event-bus";
import type { Actor } from "../http/access";
import { AppError, badRequest, conflict, forbidden, notFound } from "../http/errors";
import type {
  BookingRepository,
  BookingRow,
  BookingValues,
  BookingWithPilot,
} from "./booking.repository";
import { mayChange, maySeeDetails, prepareBooking } from "./booking.view";
import { CalendarAnswer, type CalendarCache } from "./calendar-cache";

const EXCLUSION_VIOLATION = "23P01";
/** Stands for an aircraft id that is not a UUID: no aircraft has it. */
const NO_AIRCRAFT = "00000000-0000-0000-0000-000000000000";
type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BookingServiceDependencies {
  db: Db;
  bookings: BookingRepository;
  bus: EventBus;
  calendar: CalendarCache;
  now?: () => Date;
}

const conflictError = (message: string) => new AppError(409, "BOOKING_CONFLICT", message);

export class BookingService {
  private readonly now: () => Date;

  constructor(private readonly deps: BookingServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The calendar: bookings overlapping the range, prepared for any viewer (and kept). */
  async list(actor: Actor, range: BookingRange): Promise<CalendarAnswer> {
    if (range.aircraftId !== undefined && !isUuid(range.aircraftId)) return new CalendarAnswer([]);
    const from = new Date(range.from);
    const to = new Date(range.to);
    const window = `${from.toISOString()} ${to.toISOString()} ${range.aircraftId ?? "all"}`;
    return this.deps.calendar.answer(actor.orgId, window, async () => {
      const rows = await this.deps.bookings.findInRange(actor.orgId, from, to, range.aircraftId);
      return rows.map(prepareBooking);
    });
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
    const created = await this.write(actor, input, undefined, (tx, values) =>
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
    const pilotId = actor.role === "admin" ? (input.pilotId ?? existing.pilotId) : existing.pilotId;
    const updated = await this.write(actor, { ...input, pilotId }, id, async (tx, values) => {
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

  /**
   * Checks the rules of section 5 and writes, in one transaction that holds the pilot's
   * membership and the aircraft against archiving: one query reads what the rules need, and
   * they are applied in the spec's order (lead time, whose booking, pilot, aircraft, slot).
   * The friendly conflict check comes first; the exclusion constraint has the last word when
   * two writes race, and its refusal gets the same answer. Returns the row with the pilot's
   * name (no second read of what was written).
   */
  private async write(
    actor: Actor,
    input: BookingInput,
    exceptId: string | undefined,
    save: (tx: Transaction, values: BookingValues) => Promise<BookingRow>,
  ): Promise<BookingWithPilot> {
    const values: BookingValues = {
      aircraftId: input.aircraftId,
      title: input.title,
      type: input.type,
      startsAt: new Date(input.start),
      endsAt: new Date(input.end),
      notes: input.notes ?? null,
      pilotId: input.pilotId ?? actor.userId,
    };
    const aircraftId = isUuid(values.aircraftId) ? values.aircraftId : NO_AIRCRAFT;
    try {
      return await this.deps.db.transaction(async (tx) => {
        const checks = await this.deps.bookings.writeChecks(tx, {
          orgId: actor.orgId,
          pilotId: values.pilotId,
          aircraftId,
          startsAt: values.startsAt,
          endsAt: values.endsAt,
          exceptId,
        });
        const zone = checks.timeZone && isKnownTimeZone(checks.timeZone) ? checks.timeZone : "UTC";
        const lead = leadTimeErrors(
          { start: values.startsAt, end: values.endsAt },
          this.now(),
          zone,
        );
        if (lead.start || lead.end) throw badRequest(lead.start ?? lead.end ?? "", { ...lead });
        if (actor.role !== "admin" && values.pilotId !== actor.userId) {
          throw forbidden("Members can only book for themselves.");
        }
        if (!checks.pilot) {
          throw badRequest(bookingMessages.pilotNotMember, {
            pilotId: bookingMessages.pilotNotMember,
          });
        }
        if (!checks.bookable) {
          throw badRequest(bookingMessages.aircraftNotBookable, {
            aircraftId: bookingMessages.aircraftNotBookable,
          });
        }
        if (checks.conflicts.length > 0) {
          throw conflictError(this.conflictMessage(actor, checks.conflicts, exceptId));
        }
        const row = await save(tx, values);
        return { ...row, pilot: checks.pilot };
      });
    } catch (error) {
      if (sqlState(error) === EXCLUSION_VIOLATION) throw conflictError(bookingMessages.conflict);
      throw error;
    }
  }

  /** Titles only of bookings the caller may see in full (CLARIFICATIONS). */
  private conflictMessage(
    actor: Actor,
    conflicts: Pick<BookingRow, "pilotId" | "title">[],
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
