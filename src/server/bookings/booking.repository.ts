import { and, asc, desc, eq, gt, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { aircraft, bookings, userProfiles } from "../db/schema";

export type BookingRow = typeof bookings.$inferSelect;
export type BookingWithPilot = BookingRow & {
  pilot: { firstName: string; lastName: string } | null;
};
type Executor = Pick<Db, "select" | "insert" | "update" | "execute">;

export interface BookingValues {
  aircraftId: string;
  title: string;
  type: string;
  startsAt: Date;
  endsAt: Date;
  notes: string | null;
  pilotId: string;
}

const withPilot = {
  booking: bookings,
  pilotFirstName: userProfiles.firstName,
  pilotLastName: userProfiles.lastName,
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
 * constraint's GiST index (bookings_no_overlap: org, aircraft, tstzrange '[)', partial on active
 * rows), so PostgreSQL finds just the overlapping rows there, however long the history.
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
      .where(where)
      .orderBy(order);
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map(toBookingWithPilot);
  }

  findInRange(
    orgId: string,
    from: Date,
    to: Date,
    aircraftId?: string,
  ): Promise<BookingWithPilot[]> {
    const where = aircraftId
      ? and(overlapping(orgId, from, to), eq(bookings.aircraftId, aircraftId))
      : overlapping(orgId, from, to);
    return this.selectWithPilot(where, asc(bookings.startsAt));
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

  /** Active bookings of one aircraft overlapping [from, to), but for `exceptId`. */
  async findConflicting(
    executor: Executor,
    orgId: string,
    aircraftId: string,
    from: Date,
    to: Date,
    exceptId?: string,
  ): Promise<BookingRow[]> {
    const conditions = [overlapping(orgId, from, to), eq(bookings.aircraftId, aircraftId)];
    if (exceptId) conditions.push(ne(bookings.id, exceptId));
    return executor
      .select()
      .from(bookings)
      .where(and(...conditions));
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

  async insert(
    executor: Executor,
    orgId: string,
    userId: string,
    values: BookingValues,
  ): Promise<BookingRow> {
    const [row] = await executor
      .insert(bookings)
      .values({ orgId, userId, status: "active", editableByMember: true, ...values })
      .returning();
    if (!row) throw new Error("The booking insert returned no row");
    return row;
  }

  async update(
    executor: Executor,
    orgId: string,
    id: string,
    values: BookingValues,
  ): Promise<BookingRow | undefined> {
    const [row] = await executor
      .update(bookings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(bookings.orgId, orgId), eq(bookings.id, id), eq(bookings.status, "active")))
      .returning();
    return row;
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

  /** Locks the aircraft against archiving while a booking of it is written. */
  async lockBookableAircraft(
    executor: Executor,
    orgId: string,
    aircraftId: string,
  ): Promise<boolean> {
    const rows = await executor
      .select({ id: aircraft.id })
      .from(aircraft)
      .where(
        and(
          eq(aircraft.orgId, orgId),
          eq(aircraft.id, aircraftId),
          eq(aircraft.isArchived, false),
          eq(aircraft.bookingEnabled, true),
        ),
      )
      .for("share");
    return rows.length > 0;
  }

  /**
   * Totals over the active bookings that start in [from, to), per aircraft. A year of a busy
   * club is ~100,000 rows: they are summed per aircraft first and only the sums meet the
   * aircraft table, and durations are added as intervals (numeric `extract` per row is slow).
   */
  async statistics(orgId: string, from: Date, to: Date) {
    const perAircraft = this.db
      .select({
        aircraftId: bookings.aircraftId,
        count: sql<number>`count(*)::int`.as("count"),
        hours:
          sql<number>`coalesce(extract(epoch from sum(${bookings.endsAt} - ${bookings.startsAt})) / 3600, 0)::float8`.as(
            "hours",
          ),
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.orgId, orgId),
          ne(bookings.status, "cancelled"),
          gte(bookings.startsAt, from),
          lt(bookings.startsAt, to),
        ),
      )
      .groupBy(bookings.aircraftId)
      .as("per_aircraft");
    return this.db
      .select({
        aircraftId: aircraft.id,
        registration: aircraft.registration,
        model: aircraft.model,
        count: perAircraft.count,
        hours: perAircraft.hours,
      })
      .from(perAircraft)
      .innerJoin(aircraft, eq(aircraft.id, perAircraft.aircraftId))
      .orderBy(asc(aircraft.registration));
  }
}
