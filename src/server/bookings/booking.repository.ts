import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gt,
  gte,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/database";
import { aircraft, bookings, formerMembers, userProfiles } from "../db/schema";

export type BookingRow = typeof bookings.$inferSelect;
export type PersonName = { firstName: string; lastName: string };
export type BookingWithPilot = BookingRow & {
  pilot: PersonName | null;
  /** The instructor's name, as the pilot's is found; null without an instructor. */
  instructor: PersonName | null;
};
type Executor = Pick<Db, "select" | "insert" | "update" | "execute">;

export interface BookingValues {
  /** Null on a Ground booking. */
  aircraftId: string | null;
  title: string;
  type: string;
  startsAt: Date;
  endsAt: Date;
  notes: string | null;
  pilotId: string;
  instructorId: string | null;
}

/**
 * The pilot's name in the booking's organization: their profile's while they are a member of
 * it, else the one they had when they left it (none known: empty), never a name they chose
 * later in another organization.
 */
type NameColumns = Record<"firstName" | "lastName", Column>;
const personName = (
  profiles: NameColumns & Record<"userId" | "orgId", Column>,
  former: NameColumns,
  column: "firstName" | "lastName",
) =>
  sql<string | null>`case when ${profiles.userId} is null then null
    when ${profiles.orgId} = ${bookings.orgId} then ${profiles[column]}
    else coalesce(${former[column]}, '') end`;

/** The instructor's profile and former name, joined as the pilot's are. */
const instructorProfiles = alias(userProfiles, "instructor_profiles");
const instructorFormer = alias(formerMembers, "instructor_former");

const withPilot = {
  booking: bookings,
  pilotFirstName: personName(userProfiles, formerMembers, "firstName"),
  pilotLastName: personName(userProfiles, formerMembers, "lastName"),
  instructorFirstName: personName(instructorProfiles, instructorFormer, "firstName"),
  instructorLastName: personName(instructorProfiles, instructorFormer, "lastName"),
};

const nameOf = (first: string | null, last: string | null): PersonName | null =>
  first === null ? null : { firstName: first, lastName: last ?? "" };

function toBookingWithPilot(row: {
  booking: BookingRow;
  pilotFirstName: string | null;
  pilotLastName: string | null;
  instructorFirstName: string | null;
  instructorLastName: string | null;
}): BookingWithPilot {
  return {
    ...row.booking,
    pilot: nameOf(row.pilotFirstName, row.pilotLastName),
    instructor: nameOf(row.instructorFirstName, row.instructorLastName),
  };
}

/**
 * Active bookings of the organization that overlap [from, to). Written exactly as the exclusion
 * constraint's GiST index (bookings_no_overlap: org, tstzrange '[)', aircraft, partial on active
 * rows), so PostgreSQL finds just the overlapping rows there, however long the history: with the
 * range second, a day of the organization lies in a few index pages (migration 0004).
 */
function overlapping(orgId: string, from: Date, to: Date) {
  return and(
    eq(bookings.orgId, orgId),
    ne(bookings.status, "cancelled"),
    sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
  );
}

/** Every method is scoped to one organization. */
export class BookingRepository {
  constructor(private readonly db: Db) {}

  /** Bookings with their pilot's name. */
  private async selectWithPilot(
    where: SQL | undefined,
    order: SQL,
    limit?: number,
    executor: Executor = this.db,
  ): Promise<BookingWithPilot[]> {
    const query = executor
      .select(withPilot)
      .from(bookings)
      .leftJoin(userProfiles, eq(userProfiles.userId, bookings.pilotId))
      .leftJoin(
        formerMembers,
        and(eq(formerMembers.orgId, bookings.orgId), eq(formerMembers.userId, bookings.pilotId)),
      )
      .leftJoin(instructorProfiles, eq(instructorProfiles.userId, bookings.instructorId))
      .leftJoin(
        instructorFormer,
        and(
          eq(instructorFormer.orgId, bookings.orgId),
          eq(instructorFormer.userId, bookings.instructorId),
        ),
      )
      .where(where)
      .orderBy(order);
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map(toBookingWithPilot);
  }

  /** Active bookings overlapping the window, the earliest first, at most `limit`. */
  findInRange(
    orgId: string,
    { from, to, aircraftId }: { from: Date; to: Date; aircraftId?: string },
    limit: number,
  ): Promise<BookingWithPilot[]> {
    const where = aircraftId
      ? and(overlapping(orgId, from, to), eq(bookings.aircraftId, aircraftId))
      : overlapping(orgId, from, to);
    // By the range's start, which is the booking's start: an order no index gives, so PostgreSQL
    // finds the window through the exclusion index and sorts its few rows. Ordered by starts_at,
    // the limit made it walk the organization's whole history on (org_id, starts_at) instead.
    // The id breaks ties, so the same window always keeps the same bookings.
    return this.selectWithPilot(
      where,
      sql`lower(tstzrange(${bookings.startsAt}, ${bookings.endsAt}, '[)')), ${bookings.id}`,
      limit,
    );
  }

  async findById(
    orgId: string,
    id: string,
    executor: Executor = this.db,
  ): Promise<BookingWithPilot | undefined> {
    const where = and(eq(bookings.orgId, orgId), eq(bookings.id, id));
    const [row] = await this.selectWithPilot(where, asc(bookings.id), 1, executor);
    return row;
  }

  /** The pilot's active bookings that start after `now`, soonest first. */
  findUpcomingForPilot(
    orgId: string,
    pilotId: string,
    now: Date,
    limit: number,
  ): Promise<BookingWithPilot[]> {
    const where = and(
      eq(bookings.orgId, orgId),
      eq(bookings.pilotId, pilotId),
      ne(bookings.status, "cancelled"),
      gt(bookings.startsAt, now),
    );
    return this.selectWithPilot(where, asc(bookings.startsAt), limit);
  }

  /** The instructor's active lessons that start after `now`, soonest first. */
  findUpcomingForInstructor(
    orgId: string,
    instructorId: string,
    now: Date,
    limit: number,
  ): Promise<BookingWithPilot[]> {
    const where = and(
      eq(bookings.orgId, orgId),
      eq(bookings.instructorId, instructorId),
      ne(bookings.status, "cancelled"),
      gt(bookings.startsAt, now),
    );
    return this.selectWithPilot(where, asc(bookings.startsAt), limit);
  }

  /**
   * A page of the pilot's active bookings: upcoming (not ended by `now`), soonest first, or past
   * (ended), latest first; after the cursor's booking in that order, ties broken by id. Read on
   * the (org, pilot, start) index; an upcoming booking started at most `longest` before now.
   */
  findPageForPilot(
    orgId: string,
    pilotId: string,
    page: {
      when: "upcoming" | "past";
      now: Date;
      longest: number;
      after?: { start: Date; id: string };
      limit: number;
    },
  ): Promise<BookingWithPilot[]> {
    const { when, now, after, limit } = page;
    const upcoming = when === "upcoming";
    const where = and(
      eq(bookings.orgId, orgId),
      eq(bookings.pilotId, pilotId),
      ne(bookings.status, "cancelled"),
      upcoming
        ? and(
            gt(bookings.startsAt, new Date(now.getTime() - page.longest)),
            gt(bookings.endsAt, now),
          )
        : and(lt(bookings.startsAt, now), lte(bookings.endsAt, now)),
      after
        ? upcoming
          ? sql`(${bookings.startsAt}, ${bookings.id}) > (${after.start.toISOString()}::timestamptz, ${after.id}::uuid)`
          : sql`(${bookings.startsAt}, ${bookings.id}) < (${after.start.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    );
    const order = upcoming
      ? sql`${bookings.startsAt} asc, ${bookings.id} asc`
      : sql`${bookings.startsAt} desc, ${bookings.id} desc`;
    return this.selectWithPilot(where, order, limit);
  }

  /** Active bookings that started in [from, now], newest first. */
  findRecentlyStarted(
    orgId: string,
    from: Date,
    now: Date,
    limit: number,
  ): Promise<BookingWithPilot[]> {
    const where = and(
      eq(bookings.orgId, orgId),
      ne(bookings.status, "cancelled"),
      gte(bookings.startsAt, from),
      lt(bookings.startsAt, now),
    );
    return this.selectWithPilot(where, desc(bookings.startsAt), limit);
  }

  /**
   * Cancels the active booking `id` if the caller may cancel it as it is when the row is written
   * (`mayCancel`): an administrator, its pilot while it is editable by its member, or its
   * instructor. The condition is the UPDATE's own, so a change of pilot or instructor that
   * commits while the cancel waits for the row is judged, not the row read before.
   */
  async cancel(
    orgId: string,
    id: string,
    caller: { userId: string; role: string },
  ): Promise<BookingRow | undefined> {
    const permitted =
      caller.role === "admin"
        ? sql`true`
        : or(
            and(eq(bookings.pilotId, caller.userId), eq(bookings.editableByMember, true)),
            eq(bookings.instructorId, caller.userId),
          );
    const [row] = await this.db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.orgId, orgId),
          eq(bookings.id, id),
          eq(bookings.status, "active"),
          permitted,
        ),
      )
      .returning();
    return row;
  }

  /** Cancels the pilot's active bookings that start after `now` (a member who left). */
  async cancelFutureOfPilot(
    executor: Executor,
    orgId: string,
    pilotId: string,
    now: Date,
  ): Promise<string[]> {
    const rows = await executor
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.orgId, orgId),
          eq(bookings.pilotId, pilotId),
          eq(bookings.status, "active"),
          gt(bookings.startsAt, now),
        ),
      )
      .returning({ id: bookings.id });
    return rows.map((row) => row.id);
  }

  /**
   * Totals over the active bookings that start in [from, to), per aircraft. Whole UTC months are
   * read from booking_month_totals (kept by triggers, migration 0004), the partial months at
   * either end from bookings (an index-only scan of bookings_active_org_starts_idx): a year is
   * ~550 totals and a few thousand bookings instead of ~75,000 bookings. Durations are added as
   * intervals, so the figures are exactly those of adding up every booking.
   */
  async statistics(orgId: string, from: Date, to: Date): Promise<AircraftStatistics[]> {
    const months = wholeUtcMonths(from, to);
    const startingIn = (start: Date, end: Date) => sql`
      select ${bookings.aircraftId}, 1, ${bookings.endsAt} - ${bookings.startsAt}
      from ${bookings}
      where ${and(
        eq(bookings.orgId, orgId),
        ne(bookings.status, "cancelled"),
        gte(bookings.startsAt, start),
        lt(bookings.startsAt, end),
      )}`;
    const { rows } = await this.db.execute<AircraftStatistics>(sql`
      with parts (aircraft_id, bookings, duration) as (
        select aircraft_id, bookings, duration from booking_month_totals
        where org_id = ${orgId} and month >= ${months.from.toISOString()}::timestamptz
          and month < ${months.to.toISOString()}::timestamptz
        union all ${startingIn(from, months.from)}
        union all ${startingIn(months.to, to)}
      ), per_aircraft as (
        select aircraft_id, sum(bookings)::int as count,
          coalesce(extract(epoch from sum(duration)) / 3600, 0)::float8 as hours
        from parts group by aircraft_id having sum(bookings) > 0
      )
      select ${aircraft.id} as "aircraftId", ${aircraft.registration} as registration,
        ${aircraft.model} as model, per_aircraft.count, per_aircraft.hours
      from per_aircraft join ${aircraft} on ${aircraft.id} = per_aircraft.aircraft_id
      order by ${aircraft.registration}`);
    return rows;
  }

  /**
   * Hours per instructor over the active bookings that start in [from, to), counted as the
   * aircraft's are (a booking's whole duration, by its start): every booking with an
   * instructor, with an aircraft or without one. Read on bookings_org_instructor_starts_idx;
   * named as on the bookings (their name while a member, else the one they left with).
   */
  async instructorStatistics(orgId: string, from: Date, to: Date): Promise<InstructorStatistics[]> {
    const { rows } = await this.db.execute<InstructorStatistics>(sql`
      with per_instructor as (
        select ${bookings.instructorId} as instructor_id, count(*)::int as count,
          coalesce(extract(epoch from sum(${bookings.endsAt} - ${bookings.startsAt})) / 3600, 0)::float8 as hours
        from ${bookings}
        where ${and(
          eq(bookings.orgId, orgId),
          sql`${bookings.instructorId} is not null`,
          ne(bookings.status, "cancelled"),
          gte(bookings.startsAt, from),
          lt(bookings.startsAt, to),
        )}
        group by ${bookings.instructorId}
      ), named as (
        select per_instructor.instructor_id as "instructorId",
          case when ${userProfiles.orgId} = ${orgId} then ${userProfiles.firstName}
            else coalesce(${formerMembers.firstName}, '') end as "firstName",
          case when ${userProfiles.orgId} = ${orgId} then ${userProfiles.lastName}
            else coalesce(${formerMembers.lastName}, '') end as "lastName",
          per_instructor.count, per_instructor.hours
        from per_instructor
        left join ${userProfiles} on ${userProfiles.userId} = per_instructor.instructor_id
        left join ${formerMembers} on ${formerMembers.orgId} = ${orgId}
          and ${formerMembers.userId} = per_instructor.instructor_id
      )
      select * from named order by "firstName", "lastName", "instructorId"`);
    return rows;
  }
}

export type InstructorStatistics = PersonName & {
  instructorId: string;
  count: number;
  hours: number;
};

export type AircraftStatistics = {
  aircraftId: string;
  registration: string;
  model: string;
  count: number;
  hours: number;
};

const utcMonthStart = (date: Date, months = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/**
 * The whole UTC months inside [from, to), as [from, to) of month starts; an empty range at `to`
 * when there is none, so that [from, to) is then read from bookings alone.
 */
export function wholeUtcMonths(from: Date, to: Date): { from: Date; to: Date } {
  const start = utcMonthStart(from);
  const first = start.getTime() === from.getTime() ? start : utcMonthStart(from, 1);
  const end = utcMonthStart(to);
  return first < end ? { from: first, to: end } : { from: to, to };
}
