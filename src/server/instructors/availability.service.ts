import type { WeeklyRange } from "../../shared/instructors/availability";
import type { TimeOffData } from "../../shared/instructors/availability.schemas";
import { clockTime } from "../../shared/instructors/availability.schemas";
import type {
  InstructorAvailability,
  InstructorView,
  TimeOffView,
  WeeklyRangeView,
} from "../../shared/instructors/availability.types";
import {
  instructorMessages,
  MAX_UPCOMING_TIME_OFF,
} from "../../shared/instructors/instructor.constants";
import { isUuid, isUuidOrAuthId } from "../../shared/validation/ids";
import type { Db } from "../db/database";
import type { Actor } from "../http/access";
import { conflict, forbidden, notFound } from "../http/errors";
import type { InstructorAvailabilityRepository, TimeOffRow } from "./availability.repository";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * An instructor's weekly hours and time off (docs/rules/instructors.md, Availability). Every
 * member of the organization reads them (the booking form shows who is free); the instructor
 * and the organization's administrators change them.
 */
export class InstructorAvailabilityService {
  constructor(
    private readonly db: Db,
    private readonly availability: InstructorAvailabilityRepository,
  ) {}

  async get(actor: Actor, userId: string, now = new Date()): Promise<InstructorAvailability> {
    if (!(isUuidOrAuthId(userId) && (await this.availability.isInstructor(actor.orgId, userId))))
      throw notFound(instructorMessages.notFound);
    const [hours, timeOff] = await Promise.all([
      this.availability.findHours(actor.orgId, userId),
      this.availability.findTimeOffEndingAfter(actor.orgId, userId, now),
    ]);
    const showReasons = maySeeReasons(actor, userId);
    return {
      hours: hours.map(toRangeView),
      timeOff: timeOff.map((row) => toTimeOffView(row, showReasons)),
    };
  }

  /**
   * The organization's instructors, by first name, each with their week and the time off that
   * has not ended: what the booking form needs to say who can teach a lesson. With a `window`
   * (a calendar day), the time off that overlaps it instead, ended or not: what the calendar's
   * instructor rows shade.
   */
  async list(
    actor: Actor,
    window?: { from: Date; to: Date },
    now = new Date(),
  ): Promise<InstructorView[]> {
    const [instructors, hours, timeOff] = await Promise.all([
      this.availability.findInstructors(actor.orgId),
      this.availability.findAllHours(actor.orgId),
      window
        ? this.availability.findAllTimeOffOverlapping(actor.orgId, window.from, window.to)
        : this.availability.findAllTimeOffEndingAfter(actor.orgId, now),
    ]);
    return instructors.map((instructor) => ({
      ...instructor,
      hours: hours.filter((range) => range.userId === instructor.id).map(toRangeView),
      timeOff: timeOff
        .filter((row) => row.userId === instructor.id)
        .map((row) => toTimeOffView(row, maySeeReasons(actor, instructor.id))),
    }));
  }

  /** Replaces the whole week, every weekday at once: a weekday left out has no hours. */
  async replaceHours(
    actor: Actor,
    userId: string,
    hours: readonly WeeklyRange[],
  ): Promise<WeeklyRangeView[]> {
    await this.write(actor, userId, (tx) =>
      this.availability.replaceHours(tx, actor.orgId, userId, hours),
    );
    return [...hours]
      .sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute)
      .map(toRangeView);
  }

  /**
   * Adds a time off, unless the instructor already has MAX_UPCOMING_TIME_OFF that have not
   * ended (409): counted under the lock of their membership, so two at once cannot both pass.
   */
  async addTimeOff(
    actor: Actor,
    userId: string,
    input: TimeOffData,
    now = new Date(),
  ): Promise<TimeOffView> {
    const row = await this.write(actor, userId, async (tx) => {
      const upcoming = await this.availability.countTimeOffEndingAfter(
        tx,
        actor.orgId,
        userId,
        now,
      );
      if (upcoming >= MAX_UPCOMING_TIME_OFF) {
        throw conflict(instructorMessages.tooMuchTimeOff, "TIME_OFF_LIMIT");
      }
      return this.availability.insertTimeOff(tx, actor.orgId, userId, {
        startsAt: new Date(input.start),
        endsAt: new Date(input.end),
        reason: input.reason,
      });
    });
    return toTimeOffView(row, true);
  }

  async removeTimeOff(actor: Actor, userId: string, id: string): Promise<TimeOffView> {
    const row = await this.write(actor, userId, async (tx) => {
      const deleted = isUuid(id)
        ? await this.availability.deleteTimeOff(tx, actor.orgId, userId, id)
        : undefined;
      if (!deleted) throw notFound(instructorMessages.timeOffNotFound);
      return deleted;
    });
    return toTimeOffView(row, true);
  }

  /**
   * A change of the instructor's availability, by themselves or an administrator (403 for
   * anyone else of the organization; 404 when the user is no instructor of it). It runs under
   * the lock of the instructor's membership row, checked there to be an instructor's still, so
   * a booking that read the old availability is committed before it, or waits and reads the new.
   */
  private async write<T>(
    actor: Actor,
    userId: string,
    change: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    if (!isUuidOrAuthId(userId)) throw notFound(instructorMessages.notFound);
    if (actor.role !== "admin" && actor.userId !== userId) {
      if (!(await this.availability.isInstructor(actor.orgId, userId)))
        throw notFound(instructorMessages.notFound);
      throw forbidden();
    }
    return this.db.transaction(async (tx) => {
      if (!(await this.availability.lockInstructor(tx, actor.orgId, userId)))
        throw notFound(instructorMessages.notFound);
      return change(tx);
    });
  }
}

/** Why an instructor is away is theirs and the administrators' to know. */
const maySeeReasons = (actor: Actor, instructorId: string) =>
  actor.role === "admin" || actor.userId === instructorId;

function toRangeView(range: WeeklyRange): WeeklyRangeView {
  return {
    weekday: range.weekday,
    start: clockTime(range.startMinute),
    end: clockTime(range.endMinute),
  };
}

function toTimeOffView(row: TimeOffRow, showReason: boolean): TimeOffView {
  return {
    id: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    reason: showReason ? row.reason : "",
  };
}
