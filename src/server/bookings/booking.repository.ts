import { and, asc, desc, eq, gt, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../db/database";
import { aircraft, bookings, formerMembers, userProfiles } from "../db/schema";

export type BookingRow = typeof bookings.$inferSelect;
export type BookingWithPilot = BookingRow & {
  pilot: { firstName: string; lastName: string } | null;
};
type Executor = Pick<Db, "select" | "insert" | "update" | "execute">;

/** What a booking write found, and the row it wrote if it did (see `save`). */
export interface WriteOutcome {
  timeZone: string | null;
  pilot: { firstName: string; lastName: string } | null;
  bookable: boolean;
  /** At most `CONFLICTS_NAMED` + 1 of the bookings the slot overlaps. */
  conflicts: Pick<BookingRow, "pilotId" | "title">[];
  saved: BookingRow | null;
}

export interface BookingWrite {
  orgId: string;
  /** Who writes. */
  userId: string;
  /** The booking an update changes. */
  id?: string;
  values: BookingValues;
  /** The time zone the lead time was checked in; undefined: check only, write nothing. */
  zone: string | null | undefined;
}

export interface BookingValues {
  aircraftId: string;
  title: string;
  type: string;
  startsAt: Date;
  endsAt: Date;
  notes: string | null;
  pilotId: string;
}

/**
 * The pilot's name in the booking's organization: their profile's while they are a member of
 * it, else the one they had when they left it (none known: empty), never a name they chose
 * later in another organization.
 */
const pilotName = (column: "firstName" | "lastName") =>
  sql<string | null>`case when ${userProfiles.userId} is null then null
    when ${userProfiles.orgId} = ${bookings.orgId} then ${userProfiles[column]}
    else coalesce(${formerMembers[column]}, '') end`;

const withPilot = {
  booking: bookings,
  pilotFirstName: pilotName("firstName"),
  pilotLastName: pilotName("lastName"),
};

function toBookingWithPilot(row: {
  booking: BookingRow;
  pilotFirstName: string | null;
  pilotLastName: string | null;
}): BookingWithPilot {
  return {
    ...row.booking,
    pilot:
      row.pilotFirstName === null
        ? null
        : { firstName: row.pilotFirstName, lastName: row.pilotLastName ?? "" },
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
  constructor(
    private readonly db: Db,
    private readonly pool: Pick<pg.Pool, "query">,
  ) {}

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

  async cancel(orgId: string, id: string): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(bookings.orgId, orgId), eq(bookings.id, id), eq(bookings.status, "active")))
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
   * A booking write in one statement, hence one round trip and its own transaction: it reads
   * what the rules need (the organization's time zone; the pilot's name if they are a member,
   * their profile locked so that a removal waits for this write; whether the aircraft is
   * bookable, locked against archiving; the active bookings of the aircraft that overlap the
   * slot but the one being changed), and writes only when the pilot and aircraft pass, nothing
   * overlaps, and the time zone is the one the caller checked the lead time in (`zone`; when
   * undefined, it only reads).
   */
  async save(kind: "create" | "update", write: BookingWrite): Promise<WriteOutcome> {
    const { rows } = await this.pool.query<
      {
        time_zone: string | null;
        pilot: { firstName: string; lastName: string } | null;
        bookable: boolean;
        conflicts: Pick<BookingRow, "pilotId" | "title">[];
      } & { [key in keyof BookingRow]: BookingRow[key] | null }
    >({
      // A named statement: each connection parses it once, and after five runs PostgreSQL
      // keeps one generic plan instead of planning every write (~0.5 ms). Every part of it reads
      // one organization's row, membership, aircraft or slot by its key or the exclusion
      // constraint's index, so the generic plan is the plan of any one write; the benchmark
      // checks it on the club of a million bookings (bench/query-plans.ts, `checkWritePlans`).
      name: kind === "create" ? "hangar_booking_create" : "hangar_booking_update",
      text: kind === "create" ? CREATE_BOOKING : UPDATE_BOOKING,
      values: [
        write.orgId,
        write.values.pilotId,
        write.values.aircraftId,
        write.values.startsAt,
        write.values.endsAt,
        write.id ?? null,
        write.zone !== undefined,
        write.zone ?? null,
        write.values.title,
        write.values.type,
        write.values.notes,
        // Only a new booking records who made it.
        ...(kind === "create" ? [write.userId] : []),
      ],
    });
    const [row] = rows;
    if (!row) throw new Error("The booking write returned no row");
    const { time_zone, pilot, bookable, conflicts, ...saved } = row;
    return {
      timeZone: time_zone,
      pilot,
      bookable,
      conflicts,
      saved: saved.id === null ? null : (saved as BookingRow),
    };
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
}

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

/**
 * The common part of `save`'s statement. $1 organization, $2 pilot, $3 aircraft, $4 and $5 the
 * slot, $6 the booking an update changes, $7 whether to write, $8 the time zone the lead time
 * was checked in, $9 title, $10 type, $11 notes, $12 who creates. The overlap is written as
 * the exclusion constraint's GiST index is (see `overlapping`). A CTE referenced twice is
 * evaluated once, so the locks are taken once.
 */
const WRITE_CHECKS = `
  with zone as (
    select settings ->> 'timezone' as time_zone from organizations where id = $1
  ), pilot as (
    select first_name, last_name from user_profiles
    where org_id = $1 and user_id = $2
    for share
  ), plane as (
    select id from aircraft
    where org_id = $1 and id = $3 and not is_archived and booking_enabled
    for share
  ), conflicts as (
    select pilot_id, title from bookings
    where org_id = $1 and status <> 'cancelled'
      and tstzrange(starts_at, ends_at, '[)') && tstzrange($4::timestamptz, $5::timestamptz, '[)')
      and aircraft_id = $3 and id is distinct from $6::uuid
  ), allowed as (
    select true from zone
    where $7::boolean and time_zone is not distinct from $8::text
      and exists (select from pilot) and exists (select from plane)
      and not exists (select from conflicts)
  )`;

/**
 * The overlapping bookings a refused write reads, for its message: one more than it names, so
 * the message can say there are more. Whether anything overlaps is decided on all of them;
 * reading them all let one member's thousands of tiny bookings build a JSON array of 100 MB.
 */
export const CONFLICTS_NAMED = 10;
const CONFLICTS_READ = CONFLICTS_NAMED + 1;

const SAVED_COLUMNS = `id, org_id as "orgId", aircraft_id as "aircraftId", title,
  starts_at as "startsAt", ends_at as "endsAt", notes, type, user_id as "userId",
  pilot_id as "pilotId", status, editable_by_member as "editableByMember",
  cancelled_at as "cancelledAt", created_at as "createdAt", updated_at as "updatedAt"`;

const WRITE_OUTCOME = `
  select
    (select time_zone from zone) as time_zone,
    (select json_build_object('firstName', first_name, 'lastName', last_name) from pilot) as pilot,
    exists (select from plane) as bookable,
    (select coalesce(json_agg(json_build_object('pilotId', pilot_id, 'title', title)), '[]'::json)
      from (select pilot_id, title from conflicts limit ${CONFLICTS_READ}) as named) as conflicts,
    saved.*
  from (select) as outcome left join saved on true`;

const CREATE_BOOKING = `${WRITE_CHECKS}, saved as (
    insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, notes, type, user_id,
      pilot_id, status, editable_by_member)
    select $1, $3, $9, $4, $5, $11, $10, $12, $2, 'active', true from allowed
    returning ${SAVED_COLUMNS}
  )${WRITE_OUTCOME}`;

const UPDATE_BOOKING = `${WRITE_CHECKS}, saved as (
    update bookings set aircraft_id = $3, title = $9, starts_at = $4, ends_at = $5,
      notes = $11, type = $10, pilot_id = $2, updated_at = now()
    where org_id = $1 and id = $6 and status = 'active' and exists (select from allowed)
    returning ${SAVED_COLUMNS}
  )${WRITE_OUTCOME}`;

/** The statements of `save`, by kind, for the benchmark's check of their generic plans. */
export const BOOKING_WRITE_STATEMENTS = { create: CREATE_BOOKING, update: UPDATE_BOOKING };
