import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

export type SlotAircraftRow = {
  id: string;
  registration: string;
  bookable: boolean;
};

/** An active booking that keeps a resource of a search busy: whose it is, and when. */
export interface BusyRow {
  kind: "aircraft" | "instructor" | "pilot";
  id: string;
  startsAt: Date;
  endsAt: Date;
}

export interface BusyQuery {
  from: Date;
  to: Date;
  /** One aircraft, or those of a category, or (neither) every aircraft of the organization. */
  aircraftId?: string;
  category?: string;
  /** One instructor, any (every lesson), or none (no lesson read). */
  instructor: { id: string } | "any" | "none";
  pilotId: string;
  /** The longest a booking lasts, in milliseconds: how long before `from` the pilot's may start. */
  longest: number;
}

/** What 'Find a Slot' reads (docs/rules/calendar.md); every method is scoped to one organization. */
export class SlotRepository {
  constructor(private readonly db: Db) {}

  /** The organization's zone as the booking rules read it (UTC when unknown). */
  async timeZone(orgId: string): Promise<string> {
    const { rows } = await this.db.execute<{ time_zone: string }>(
      sql`select hangar_time_zone(settings ->> 'timezone') as time_zone from organizations where id = ${orgId}`,
    );
    return rows[0]?.time_zone ?? "UTC";
  }

  /** The aircraft asked for, by registration, each with whether it takes new bookings. */
  async aircraft(
    orgId: string,
    filter: { aircraftId?: string; category?: string },
  ): Promise<SlotAircraftRow[]> {
    const { rows } = await this.db.execute<SlotAircraftRow>(sql`
      select id, registration, aircraft_is_bookable(aircraft) as bookable from aircraft
      where org_id = ${orgId}
        ${filter.aircraftId ? sql`and id = ${filter.aircraftId}` : sql``}
        ${filter.category ? sql`and category = ${filter.category}` : sql``}
      order by registration_key, id`);
    return rows;
  }

  /**
   * In one statement, the active bookings that meet [from, to) of the aircraft asked for (found
   * as the aircraft exclusion constraint's index is written), of the instructors asked for
   * (through theirs), and of the pilot, Maintenance excepted (on the pilot's own index); by
   * start, as epoch milliseconds (read as numbers, not parsed from text).
   */
  async busy(orgId: string, query: BusyQuery): Promise<BusyRow[]> {
    const from = query.from.toISOString();
    const to = query.to.toISOString();
    // A booking lasts at most `longest`: one that meets the window starts after this.
    const earliest = new Date(query.from.getTime() - query.longest).toISOString();
    const meets = sql`org_id = ${orgId} and status <> 'cancelled'
      and tstzrange(starts_at, ends_at, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`;
    const aircraftFilter = query.aircraftId
      ? sql`and aircraft_id = ${query.aircraftId}::uuid`
      : query.category
        ? sql`and aircraft_id in (select id from aircraft where org_id = ${orgId} and category = ${query.category})`
        : sql``;
    const instructorPart =
      query.instructor === "none"
        ? sql``
        : sql`union all
          select 'instructor', instructor_id, starts_at, ends_at from bookings
          where ${meets} and instructor_id is not null
            and starts_at > ${earliest}::timestamptz and starts_at < ${to}::timestamptz
            ${query.instructor === "any" ? sql`` : sql`and instructor_id = ${query.instructor.id}`}`;
    const { rows } = await this.db.execute<{
      kind: BusyRow["kind"];
      id: string;
      starts_at: number;
      ends_at: number;
    }>(sql`
      select kind, id, (extract(epoch from starts_at) * 1000)::float8 as starts_at,
        (extract(epoch from ends_at) * 1000)::float8 as ends_at
      from (
      select 'aircraft' as kind, aircraft_id::text as id, starts_at, ends_at from bookings
      where ${meets} ${aircraftFilter}
      ${instructorPart}
      union all
      select 'pilot', pilot_id, starts_at, ends_at from bookings
      where org_id = ${orgId} and pilot_id = ${query.pilotId} and status <> 'cancelled'
        and type <> 'maintenance'
        and starts_at > ${earliest}::timestamptz and starts_at < ${to}::timestamptz
        and ends_at > ${from}::timestamptz
      ) as busy
      order by starts_at`);
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
    }));
  }
}
