import {
  bookingMessages,
  MAX_CALENDAR_BOOKINGS,
  MAX_CALENDAR_CHARACTERS,
} from "../../shared/bookings/booking.constants";
import {
  type BookingInput,
  type CalendarRange,
  leadTimeErrors,
  type StatisticsRange,
} from "../../shared/bookings/booking.schemas";
import { isKnownTimeZone } from "../../shared/organizations/organization.schemas";
import { isUuid } from "../../shared/validation/ids";
import type { Changes } from "../changes/changes";
import { sqlState } from "../db/database";
import type { Actor } from "../http/access";
import { AppError, badRequest, conflict, forbidden, notFound } from "../http/errors";
import {
  type BookingRepository,
  type BookingRow,
  type BookingValues,
  type BookingWithPilot,
  CONFLICTS_NAMED,
  type WriteOutcome,
} from "./booking.repository";
import { mayChange, maySeeDetails, type PreparedBooking, prepareBooking } from "./booking.view";
import { CalendarAnswer, type CalendarCache } from "./calendar-cache";

const EXCLUSION_VIOLATION = "23P01";
/** Stands for an aircraft id that is not a UUID: no aircraft has it. */
const NO_AIRCRAFT = "00000000-0000-0000-0000-000000000000";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BookingServiceDependencies {
  bookings: BookingRepository;
  changes: Pick<Changes, "announce">;
  calendar: CalendarCache;
  now?: () => Date;
}

const conflictError = (message: string) => new AppError(409, "BOOKING_CONFLICT", message);

/**
 * Organizations' time zones as the last booking write read them. A write never trusts one: its
 * statement writes only if the zone is still the same (see `BookingService.write`).
 */
class LastSeenZones {
  private static readonly MAX = 10_000;
  private readonly zones = new Map<string, string | null>();

  get(orgId: string): string | null | undefined {
    return this.zones.get(orgId);
  }

  remember(orgId: string, zone: string | null): void {
    if (this.zones.size >= LastSeenZones.MAX && !this.zones.has(orgId)) this.zones.clear();
    this.zones.set(orgId, zone);
  }
}

export class BookingService {
  private readonly now: () => Date;
  private readonly zones = new LastSeenZones();

  constructor(private readonly deps: BookingServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * The calendar: bookings overlapping the range, prepared for any viewer (and kept). At most
   * MAX_CALENDAR_BOOKINGS of them and MAX_CALENDAR_CHARACTERS of JSON, the earliest first, so
   * that no window of any history, nor long notes, hold more in memory; the answer says when
   * there were more.
   */
  async list(actor: Actor, range: CalendarRange): Promise<CalendarAnswer> {
    if (range.aircraftId !== undefined && !isUuid(range.aircraftId)) return new CalendarAnswer([]);
    const from = new Date(range.from);
    const to = new Date(range.to);
    const window = `${from.toISOString()} ${to.toISOString()} ${range.aircraftId ?? "all"}`;
    return this.deps.calendar.answer(actor.orgId, window, async () => {
      const rows = await this.deps.bookings.findInRange(
        actor.orgId,
        { from, to, aircraftId: range.aircraftId },
        MAX_CALENDAR_BOOKINGS + 1,
      );
      const bookings: PreparedBooking[] = [];
      let characters = 0;
      for (const row of rows.slice(0, MAX_CALENDAR_BOOKINGS)) {
        const booking = prepareBooking(row);
        // With what each viewer's JSON adds to it (`writeBookingList`).
        characters += booking.head.length + booking.details.length + 48;
        if (characters > MAX_CALENDAR_CHARACTERS) return { bookings, truncated: true };
        bookings.push(booking);
      }
      return { bookings, truncated: rows.length > MAX_CALENDAR_BOOKINGS };
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

  create(actor: Actor, input: BookingInput): Promise<BookingWithPilot> {
    return this.write(actor, "create", input);
  }

  async update(actor: Actor, id: string, input: BookingInput): Promise<BookingWithPilot> {
    const existing = await this.get(actor, id);
    if (!mayChange(actor, existing)) throw forbidden(bookingMessages.notYourBooking);
    if (existing.status === "cancelled") throw conflict(bookingMessages.alreadyCancelled);
    // A member's booking stays theirs: only admins choose the pilot.
    const pilotId = actor.role === "admin" ? (input.pilotId ?? existing.pilotId) : existing.pilotId;
    return this.write(actor, "update", { ...input, pilotId }, existing);
  }

  async cancel(actor: Actor, id: string): Promise<BookingWithPilot> {
    const existing = await this.get(actor, id);
    if (!mayChange(actor, existing)) throw forbidden(bookingMessages.notYourBooking);
    const cancelled = await this.deps.bookings.cancel(actor.orgId, id);
    if (!cancelled) throw conflict(bookingMessages.alreadyCancelled);
    this.notify(actor.orgId, id, "cancelled");
    return this.get(actor, id);
  }

  async statistics(actor: Actor, range: StatisticsRange) {
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
   * Checks the rules of section 5 and writes, in one statement (`BookingRepository.save`) that
   * holds the pilot's membership and the aircraft against archiving; the change is announced
   * after its commit (`announce`).
   * The lead time is checked here, in the organization's time zone as last seen; the statement
   * writes only if that is still its zone. When it did not write, the rules are applied to what
   * it read, in the spec's order (lead time, whose booking, pilot, aircraft, slot), and a write
   * that broke none (the zone was not known yet, or had changed) is tried again. The friendly
   * conflict check comes first; the exclusion constraint has the last word when two writes
   * race, and its refusal gets the same answer. Returns the row with the pilot's name (no
   * second read of what was written).
   */
  private async write(
    actor: Actor,
    kind: "create" | "update",
    input: BookingInput,
    existing?: BookingRow,
  ): Promise<BookingWithPilot> {
    const id = existing?.id;
    const values: BookingValues = {
      aircraftId: isUuid(input.aircraftId) ? input.aircraftId : NO_AIRCRAFT,
      title: input.title,
      type: input.type,
      startsAt: new Date(input.start),
      endsAt: new Date(input.end),
      notes: input.notes ?? null,
      pilotId: input.pilotId ?? actor.userId,
    };
    const forOthers = actor.role !== "admin" && values.pilotId !== actor.userId;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const known = this.zones.get(actor.orgId);
      const passes = known !== undefined && !forOthers && !this.leadTimeError(values, known);
      const outcome = await this.deps.bookings
        .save(kind, {
          orgId: actor.orgId,
          userId: actor.userId,
          id,
          values,
          zone: passes ? known : undefined,
        })
        .catch((error: unknown) => {
          if (sqlState(error) === EXCLUSION_VIOLATION)
            throw conflictError(bookingMessages.conflict);
          throw error;
        });
      this.zones.remember(actor.orgId, outcome.timeZone);
      if (outcome.saved) {
        this.announce(actor.orgId, outcome.saved.id, kind === "create" ? "created" : "updated");
        return { ...outcome.saved, pilot: outcome.pilot };
      }
      const refusal = this.refusal(actor, values, outcome, forOthers, id);
      if (refusal) throw refusal;
      // Every rule passed in the zone it read, and the statement did not write: an update of a
      // booking cancelled meanwhile. Otherwise the zone was not the one checked: again.
      if (passes && outcome.timeZone === known) {
        if (kind === "update") throw conflict(bookingMessages.alreadyCancelled);
        throw new Error("A booking that broke no rule was not written");
      }
    }
    throw new Error("The organization's time zone kept changing during a booking write");
  }

  /** The lead-time refusal in the organization's zone (UTC when it has none or an unknown one). */
  private leadTimeError(values: BookingValues, timeZone: string | null): AppError | undefined {
    const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : "UTC";
    const lead = leadTimeErrors({ start: values.startsAt, end: values.endsAt }, this.now(), zone);
    if (!lead.start && !lead.end) return undefined;
    return badRequest(lead.start ?? lead.end ?? "", { ...lead });
  }

  /** The first rule a write that was not made breaks, in the spec's order. */
  private refusal(
    actor: Actor,
    values: BookingValues,
    outcome: WriteOutcome,
    forOthers: boolean,
    exceptId: string | undefined,
  ): AppError | undefined {
    const lead = this.leadTimeError(values, outcome.timeZone);
    if (lead) return lead;
    if (forOthers) return forbidden("Members can only book for themselves.");
    if (!outcome.pilot) {
      return badRequest(bookingMessages.pilotNotMember, {
        pilotId: bookingMessages.pilotNotMember,
      });
    }
    if (!outcome.bookable) {
      return badRequest(bookingMessages.aircraftNotBookable, {
        aircraftId: bookingMessages.aircraftNotBookable,
      });
    }
    if (outcome.conflicts.length > 0) {
      return conflictError(this.conflictMessage(actor, outcome.conflicts, exceptId));
    }
    return undefined;
  }

  /**
   * Titles only of bookings the caller may see in full (decision 0006), and only the first
   * CONFLICTS_NAMED of them: the write read no more (`BookingRepository.save`).
   */
  private conflictMessage(
    actor: Actor,
    conflicts: Pick<BookingRow, "pilotId" | "title">[],
    exceptId: string | undefined,
  ): string {
    if (exceptId !== undefined || !conflicts.every((booking) => maySeeDetails(actor, booking))) {
      return bookingMessages.conflict;
    }
    const named = conflicts.slice(0, CONFLICTS_NAMED).map((booking) => booking.title);
    return bookingMessages.conflictWithTitles(named, conflicts.length > CONFLICTS_NAMED);
  }

  /** After a write that `save` made: this instance's calendar answers go at once. */
  private announce(orgId: string, id: string, action: "created" | "updated") {
    this.deps.changes.announce([{ scope: { org: orgId }, kind: "booking", ids: [id], action }]);
  }

  private notify(orgId: string, id: string, action: "cancelled") {
    this.deps.changes.announce([{ scope: { org: orgId }, kind: "booking", ids: [id], action }]);
  }
}
