import { sql } from "drizzle-orm";
import type { Availability, Weekday } from "../../shared/instructors/availability";
import type { Db } from "../db/database";

export type SlotAircraftRow = {
  id: string;
  registration: string;
  bookable: boolean;
};

export interface SlotContext {
  timeZone: string;
  aircraft: SlotAircraftRow[];
  instructors: { id: string; firstName: string; lastName: string; availability: Availability }[];
}

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

  /**
   * In one statement: the organization's zone as the booking rules read it (UTC when unknown);
   * the aircraft asked for, by registration, each with whether it takes new bookings; and the
   * instructors asked for (none, one, or all), by first name, last name and id as the booking
   * form lists them, with their weekly hours and the time off that ends after `now`.
   */
  async context(
    orgId: string,
    query: {
      aircraftId?: string;
      category?: string;
      instructor: { id: string } | "any" | "none";
      now: Date;
    },
  ): Promise<SlotContext> {
    const { instructor } = query;
    const instructors =
      instructor === "none"
        ? sql`'[]'::json`
        : sql`(select coalesce(json_agg(json_build_object(
              'id', p.user_id, 'firstName', p.first_name, 'lastName', p.last_name,
              'hours', (select coalesce(json_agg(json_build_array(h.weekday, h.start_minute, h.end_minute)), '[]'::json)
                from instructor_hours h where h.org_id = p.org_id and h.user_id = p.user_id),
              'timeOff', (select coalesce(json_agg(json_build_array(
                  extract(epoch from t.starts_at) * 1000, extract(epoch from t.ends_at) * 1000)), '[]'::json)
                from instructor_time_off t where t.org_id = p.org_id and t.user_id = p.user_id
                  and t.ends_at > ${query.now.toISOString()}::timestamptz))
              order by p.first_name, p.last_name, p.user_id), '[]'::json)
            from user_profiles p where p.org_id = ${orgId} and p.is_instructor
              ${instructor === "any" ? sql`` : sql`and p.user_id = ${instructor.id}`})`;
    const { rows } = await this.db.execute<{
      time_zone: string;
      aircraft: SlotAircraftRow[];
      instructors: {
        id: string;
        firstName: string;
        lastName: string;
        hours: [number, number, number][];
        timeOff: [number, number][];
      }[];
    }>(sql`
      select hangar_time_zone(settings ->> 'timezone') as time_zone,
        (select coalesce(json_agg(json_build_object(
            'id', a.id, 'registration', a.registration, 'bookable', aircraft_is_bookable(a))
            order by a.registration_key, a.id), '[]'::json)
          from aircraft a where a.org_id = ${orgId}
            ${query.aircraftId ? sql`and a.id = ${query.aircraftId}` : sql``}
            ${query.category ? sql`and a.category = ${query.category}` : sql``}) as aircraft,
        ${instructors} as instructors
      from organizations where id = ${orgId}`);
    const [row] = rows;
    return {
      timeZone: row?.time_zone ?? "UTC",
      aircraft: row?.aircraft ?? [],
      instructors: (row?.instructors ?? []).map((found) => ({
        id: found.id,
        firstName: found.firstName,
        lastName: found.lastName,
        availability: {
          hours: found.hours.map(([weekday, startMinute, endMinute]) => ({
            weekday: weekday as Weekday,
            startMinute,
            endMinute,
          })),
          timeOff: found.timeOff.map(([start, end]) => ({
            start: new Date(start),
            end: new Date(end),
          })),
        },
      })),
    };
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
      where ${meets} and aircraft_id is not null ${aircraftFilter}
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
