import { bookingMessages, MAX_BOOKING_DAYS } from "../../shared/bookings/booking.constants";
import {
  type BookingInput,
  type CalendarRange,
  decodeMyBookingsCursor,
  encodeMyBookingsCursor,
  type MyBookingsQuery,
  type StatisticsRange,
} from "../../shared/bookings/booking.schemas";
import { mayCancel } from "../../shared/bookings/booking-access";
import {
  type BookingRefusal,
  decideBooking,
  pilotConflictMessage,
} from "../../shared/bookings/booking-policy";
import { isKnownTimeZone } from "../../shared/organizations/time-zone";
import { isUuid } from "../../shared/validation/ids";
import type { Changes } from "../changes/changes";
import { constraintOf, ReadChangedMeanwhile, sqlState } from "../db/database";
import type { Actor } from "../http/access";
import { AppError, conflict, forbidden, notFound } from "../http/errors";
import type { BookingRepository, BookingValues, BookingWithPilot } from "./booking.repository";
import type { BookingWrites } from "./booking-write.repository";
import type { CachedCalendar } from "./cached-calendar";
import type { CalendarAnswer } from "./calendar-cache";

const EXCLUSION_VIOLATION = "23P01";
/** The constraint that keeps an instructor on one active booking at a time (migration 0016). */
const INSTRUCTOR_EXCLUSION = "bookings_instructor_no_overlap";
/** The constraint that keeps a pilot on one active booking at a time (migration 0017). */
const PILOT_EXCLUSION = "bookings_pilot_no_overlap";
/** Stands for an aircraft id that is not a UUID: no aircraft has it. */
const NO_AIRCRAFT = "00000000-0000-0000-0000-000000000000";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Statistics' hours to two decimals. */
const roundHours = (hours: number) => Math.round(hours * 100) / 100;

export interface BookingServiceDependencies {
  bookings: BookingRepository;
  writes: BookingWrites;
  calendar: CachedCalendar;
  changes: Pick<Changes, "announce">;
  now?: () => Date;
}

const refused = ({ status, code, message, fields }: BookingRefusal) =>
  new AppError(status, code, message, fields);

/**
 * The booking rules' orchestration: a write gathers its facts (under the locks that keep them
 * true), asks the policy (src/shared/bookings/booking-policy.ts) and writes; the transaction
 * announces what it changed once it commits (../db/transaction.ts). The rules themselves live
 * in the policy, the SQL in the repositories.
 */
export class BookingService {
  private readonly now: () => Date;

  constructor(private readonly deps: BookingServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The calendar: bookings overlapping the range, as every viewer may see them. */
  list(actor: Actor, range: CalendarRange): Promise<CalendarAnswer> {
    return this.deps.calendar.read(actor.orgId, range);
  }

  /** The caller's own upcoming bookings, soonest first (dashboard). */
  upcoming(actor: Actor, limit: number): Promise<BookingWithPilot[]> {
    return this.deps.bookings.findUpcomingForPilot(actor.orgId, actor.userId, this.now(), limit);
  }

  /** The lessons the caller teaches that have not started, soonest first ('Your Lessons'). */
  lessons(actor: Actor, limit: number): Promise<BookingWithPilot[]> {
    return this.deps.bookings.findUpcomingForInstructor(
      actor.orgId,
      actor.userId,
      this.now(),
      limit,
    );
  }

  /**
   * A page of the caller's own bookings ('My Bookings'), never anyone else's, and where the next
   * page starts (null on the last one).
   */
  async mine(
    actor: Actor,
    query: MyBookingsQuery,
  ): Promise<{ bookings: BookingWithPilot[]; next: string | null }> {
    const cursor = query.after ? decodeMyBookingsCursor(query.after) : undefined;
    // One more than the page tells whether another follows, without counting.
    const rows = await this.deps.bookings.findPageForPilot(actor.orgId, actor.userId, {
      when: query.when,
      now: this.now(),
      longest: MAX_BOOKING_DAYS * DAY_MS,
      after: cursor && { start: new Date(cursor.start), id: cursor.id },
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      bookings: page,
      next:
        rows.length > query.limit && last
          ? encodeMyBookingsCursor({ start: last.startsAt.toISOString(), id: last.id })
          : null,
    };
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
    return this.write(actor, input);
  }

  update(actor: Actor, id: string, input: BookingInput): Promise<BookingWithPilot> {
    if (!isUuid(id)) throw notFound(bookingMessages.notFound);
    return this.write(actor, input, id);
  }

  async cancel(actor: Actor, id: string): Promise<BookingWithPilot> {
    const existing = await this.get(actor, id);
    if (!mayCancel(actor, existing)) throw forbidden(bookingMessages.notYourBooking);
    // The write checks the permission again on the row it cancels: should its pilot or
    // instructor have changed since the read above, it cancels nothing, and the row says why.
    const cancelled = await this.deps.bookings.cancel(actor.orgId, id, actor);
    if (!cancelled) {
      const now = await this.get(actor, id);
      if (now.status === "cancelled") throw conflict(bookingMessages.alreadyCancelled);
      throw forbidden(bookingMessages.notYourBooking);
    }
    this.announce(actor.orgId, id, "cancelled");
    return this.get(actor, id);
  }

  async statistics(actor: Actor, range: StatisticsRange) {
    const [from, to] = [new Date(range.from), new Date(range.to)];
    const [perAircraft, perInstructor] = await Promise.all([
      this.deps.bookings.statistics(actor.orgId, from, to),
      this.deps.bookings.instructorStatistics(actor.orgId, from, to),
    ]);
    return {
      from: range.from,
      to: range.to,
      totalBookings: perAircraft.reduce((sum, row) => sum + row.count, 0),
      totalHours: roundHours(perAircraft.reduce((sum, row) => sum + row.hours, 0)),
      perAircraft: perAircraft.map((row) => ({ ...row, hours: roundHours(row.hours) })),
      perInstructor: perInstructor.map((row) => ({ ...row, hours: roundHours(row.hours) })),
    };
  }

  /**
   * A new booking, or new values of the booking `id`, in one transaction: its facts, the
   * policy's decision, the write; announced by the transaction after its commit. A member's booking stays theirs
   * (only admins choose the pilot of an existing booking). The exclusion constraint has the last
   * word when two writes race, and its refusal gets the answer the policy gives to an overlap.
   */
  private async write(actor: Actor, input: BookingInput, id?: string): Promise<BookingWithPilot> {
    const startsAt = new Date(input.start);
    const endsAt = new Date(input.end);
    // A Ground booking has none (the input schema saw to it); any other names one.
    const aircraftId =
      input.aircraftId === null ? null : isUuid(input.aircraftId) ? input.aircraftId : NO_AIRCRAFT;
    // On an update, null keeps the booking's own pilot, which the facts read under its lock.
    const askedPilot =
      id === undefined
        ? (input.pilotId ?? actor.userId)
        : actor.role === "admin"
          ? (input.pilotId ?? null)
          : null;
    let instructorName: { firstName: string; lastName: string } | undefined;
    let pilotAsked: string | undefined;
    const { saved, pilot, instructor } = await this.deps.writes
      .inTransaction(async (transaction) => {
        const facts = await this.deps.writes.facts(transaction, {
          orgId: actor.orgId,
          pilotId: askedPilot,
          aircraftId,
          startsAt,
          endsAt,
          id,
          instructorId: input.instructorId,
        });
        // The pilot and instructor an update keeps were read before the booking's lock was
        // granted: should another write have changed them meanwhile, the write starts again
        // rather than put the old ones back.
        const { changing } = facts;
        if (
          changing &&
          ((askedPilot === null && changing.pilotId !== facts.pilotId) ||
            (input.instructorId === undefined && changing.instructorId !== facts.instructorId))
        ) {
          throw new ReadChangedMeanwhile();
        }
        const pilotId = facts.pilotId ?? "";
        const { instructorId } = facts;
        pilotAsked = pilotId;
        const decision = decideBooking({
          ...facts,
          caller: actor,
          request: {
            id,
            aircraftId,
            type: input.type,
            pilotId,
            instructorId,
            start: startsAt,
            end: endsAt,
          },
          timeZone: isKnownTimeZone(facts.timeZone) ? facts.timeZone : "UTC",
        });
        if (!decision.allowed) throw refused(decision.refusal);
        // The instructor's name, should their exclusion constraint refuse the write below.
        instructorName = facts.instructor ?? undefined;
        const values: BookingValues = {
          aircraftId,
          title: input.title,
          type: input.type,
          startsAt,
          endsAt,
          notes: input.notes ?? null,
          pilotId,
          instructorId,
        };
        const row = await this.deps.writes.write(transaction, {
          orgId: actor.orgId,
          userId: actor.userId,
          id,
          values,
        });
        const instructor = facts.instructor
          ? { firstName: facts.instructor.firstName, lastName: facts.instructor.lastName }
          : null;
        return { saved: row, pilot: facts.pilot, instructor };
      })
      .catch((error: unknown) => {
        if (sqlState(error) === EXCLUSION_VIOLATION) {
          if (constraintOf(error) === INSTRUCTOR_EXCLUSION && instructorName) {
            throw new AppError(
              409,
              "INSTRUCTOR_CONFLICT",
              bookingMessages.instructorBooked(instructorName),
            );
          }
          if (constraintOf(error) === PILOT_EXCLUSION && pilotAsked !== undefined) {
            throw new AppError(409, "PILOT_CONFLICT", pilotConflictMessage(actor, pilotAsked));
          }
          throw new AppError(409, "BOOKING_CONFLICT", bookingMessages.conflict);
        }
        throw error;
      });
    return { ...saved, pilot, instructor };
  }

  /**
   * After a cancel's commit: this instance's calendar answers go at once, so the caller's next
   * read is fresh. The trigger has told every instance and live screen, with who may hear of it.
   */
  private announce(orgId: string, id: string, action: "cancelled") {
    this.deps.changes.announce([{ scope: { org: orgId }, kind: "booking", ids: [id], action }]);
  }
}
