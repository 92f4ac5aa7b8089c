import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Weekday, WeeklyRange } from "../../shared/instructors/availability";
import type { Db } from "../db/database";
import { instructorHours, instructorTimeOff, userProfiles } from "../db/schema";

export type TimeOffRow = typeof instructorTimeOff.$inferSelect;
export interface InstructorRow {
  id: string;
  firstName: string;
  lastName: string;
  ratings: string;
}

/** A transaction or the database itself. */
type Executor = Pick<Db, "select" | "insert" | "delete">;

/** Every method is scoped to one organization: a user or id of another one finds nothing. */
export class InstructorAvailabilityRepository {
  constructor(private readonly db: Db) {}

  /** Whether the user is an instructor of the organization (a member marked as one). */
  async isInstructor(orgId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(instructorOf(orgId, userId));
    return row !== undefined;
  }

  /**
   * Locks the instructor's membership row for the rest of the transaction, if they are still an
   * instructor of the organization: false otherwise. A booking reads that row `FOR SHARE`, so
   * a change of availability and a booking with the instructor are decided one after the other.
   */
  async lockInstructor(tx: Executor, orgId: string, userId: string): Promise<boolean> {
    const rows = await tx
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(instructorOf(orgId, userId))
      .for("update");
    return rows.length > 0;
  }

  /** The instructor's week of hours, by weekday and start. */
  async findHours(orgId: string, userId: string): Promise<WeeklyRange[]> {
    const rows = await this.db
      .select({
        weekday: instructorHours.weekday,
        startMinute: instructorHours.startMinute,
        endMinute: instructorHours.endMinute,
      })
      .from(instructorHours)
      .where(and(eq(instructorHours.orgId, orgId), eq(instructorHours.userId, userId)))
      .orderBy(asc(instructorHours.weekday), asc(instructorHours.startMinute));
    return rows.map((row) => ({ ...row, weekday: row.weekday as Weekday }));
  }

  /** The instructor's time off that ends after `now` (current and upcoming), soonest first. */
  async findTimeOffEndingAfter(orgId: string, userId: string, now: Date): Promise<TimeOffRow[]> {
    return this.db
      .select()
      .from(instructorTimeOff)
      .where(
        and(
          eq(instructorTimeOff.orgId, orgId),
          eq(instructorTimeOff.userId, userId),
          gt(instructorTimeOff.endsAt, now),
        ),
      )
      .orderBy(
        asc(instructorTimeOff.startsAt),
        asc(instructorTimeOff.endsAt),
        asc(instructorTimeOff.id),
      );
  }

  /** The organization's instructors, by first name, with their ratings. */
  async findInstructors(orgId: string): Promise<InstructorRow[]> {
    return this.db
      .select({
        id: userProfiles.userId,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
        ratings: userProfiles.instructorRatings,
      })
      .from(userProfiles)
      .where(and(eq(userProfiles.orgId, orgId), eq(userProfiles.isInstructor, true)))
      .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName), asc(userProfiles.userId));
  }

  /** Every instructor's hours in the organization, with whose they are. */
  async findAllHours(orgId: string): Promise<(WeeklyRange & { userId: string })[]> {
    const rows = await this.db
      .select({
        userId: instructorHours.userId,
        weekday: instructorHours.weekday,
        startMinute: instructorHours.startMinute,
        endMinute: instructorHours.endMinute,
      })
      .from(instructorHours)
      .where(eq(instructorHours.orgId, orgId))
      .orderBy(asc(instructorHours.weekday), asc(instructorHours.startMinute));
    return rows.map((row) => ({ ...row, weekday: row.weekday as Weekday }));
  }

  /** Every time off in the organization that ends after `now`, soonest first. */
  async findAllTimeOffEndingAfter(orgId: string, now: Date): Promise<TimeOffRow[]> {
    return this.db
      .select()
      .from(instructorTimeOff)
      .where(and(eq(instructorTimeOff.orgId, orgId), gt(instructorTimeOff.endsAt, now)))
      .orderBy(asc(instructorTimeOff.startsAt), asc(instructorTimeOff.id));
  }

  /** The organization's time off that overlaps `[from, to)`, ended or not. */
  async findAllTimeOffOverlapping(orgId: string, from: Date, to: Date): Promise<TimeOffRow[]> {
    return this.db
      .select()
      .from(instructorTimeOff)
      .where(
        and(
          eq(instructorTimeOff.orgId, orgId),
          lt(instructorTimeOff.startsAt, to),
          gt(instructorTimeOff.endsAt, from),
        ),
      )
      .orderBy(asc(instructorTimeOff.startsAt), asc(instructorTimeOff.id));
  }

  /** Replaces the instructor's whole week of hours with `ranges`. */
  async replaceHours(
    tx: Executor,
    orgId: string,
    userId: string,
    ranges: readonly WeeklyRange[],
  ): Promise<void> {
    await tx
      .delete(instructorHours)
      .where(and(eq(instructorHours.orgId, orgId), eq(instructorHours.userId, userId)));
    if (ranges.length === 0) return;
    await tx.insert(instructorHours).values(ranges.map((range) => ({ orgId, userId, ...range })));
  }

  /** How many of the instructor's time off have not ended by `now`. */
  async countTimeOffEndingAfter(
    tx: Executor,
    orgId: string,
    userId: string,
    now: Date,
  ): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(instructorTimeOff)
      .where(
        and(
          eq(instructorTimeOff.orgId, orgId),
          eq(instructorTimeOff.userId, userId),
          gt(instructorTimeOff.endsAt, now),
        ),
      );
    return row?.count ?? 0;
  }

  async insertTimeOff(
    tx: Executor,
    orgId: string,
    userId: string,
    values: { startsAt: Date; endsAt: Date; reason: string },
  ): Promise<TimeOffRow> {
    const [row] = await tx
      .insert(instructorTimeOff)
      .values({ orgId, userId, ...values })
      .returning();
    if (!row) throw new Error("The time off insert returned no row");
    return row;
  }

  /** Deletes one of the instructor's time off; undefined when they have none with that id. */
  async deleteTimeOff(
    tx: Executor,
    orgId: string,
    userId: string,
    id: string,
  ): Promise<TimeOffRow | undefined> {
    const [row] = await tx
      .delete(instructorTimeOff)
      .where(
        and(
          eq(instructorTimeOff.orgId, orgId),
          eq(instructorTimeOff.userId, userId),
          eq(instructorTimeOff.id, id),
        ),
      )
      .returning();
    return row;
  }
}

const instructorOf = (orgId: string, userId: string) =>
  and(
    eq(userProfiles.orgId, orgId),
    eq(userProfiles.userId, userId),
    eq(userProfiles.isInstructor, true),
  );
