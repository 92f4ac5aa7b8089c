import {
  type BookingFacts,
  type ChangedBooking,
  CONFLICTS_NAMED,
  type InstructorFacts,
} from "../../shared/bookings/booking-policy";
import { isAvailable, type WeeklyRange } from "../../shared/instructors/availability";
import { isKnownTimeZone } from "../../shared/organizations/time-zone";
import type { NamedStatement, Transaction, Transactions } from "../db/transaction";
import type { BookingRow, BookingValues } from "./booking.repository";

/** What a booking write reads before the policy decides (`BookingWrites.facts`). */
export interface GatheredFacts
  extends Pick<
    BookingFacts,
    "pilotIsMember" | "aircraft" | "overlapping" | "earliestStart" | "pilotBooked"
  > {
  /** The organization's zone as PostgreSQL read the earliest start in (UTC when unknown). */
  timeZone: string;
  /** The pilot asked for: the one given, else (an update) the booking's own. */
  pilotId: string | null;
  pilot: { firstName: string; lastName: string } | null;
  /** The instructor asked for: the one given, else (an update that keeps it) the booking's own. */
  instructorId: string | null;
  /**
   * What the instructor rules read of them (`InstructorFacts`): null when the one asked for is
   * no member of the organization (nor the changed booking's own), undefined when none is asked.
   */
  instructor: InstructorFacts | null | undefined;
  /** On update: the booking as it was, locked; null when there is none. */
  changing: (ChangedBooking & BookingRow) | null;
}

export interface FactsQuery {
  orgId: string;
  /** The pilot asked for; null on an update that keeps the booking's pilot. */
  pilotId: string | null;
  /** Null on a Ground booking: no aircraft, and none of its facts. */
  aircraftId: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The booking an update changes. */
  id?: string;
  /** The instructor asked for (null: none); undefined on an update that keeps the booking's. */
  instructorId: string | null | undefined;
}

/** Each overlapping booking the facts hold: one more than a conflict message names. */
const OVERLAPPING_READ = CONFLICTS_NAMED + 1;

const BOOKING_COLUMNS = `id, org_id as "orgId", aircraft_id as "aircraftId", title,
  starts_at as "startsAt", ends_at as "endsAt", notes, type, user_id as "userId",
  pilot_id as "pilotId", instructor_id as "instructorId", status, editable_by_member as "editableByMember",
  cancelled_at as "cancelledAt", created_at as "createdAt", updated_at as "updatedAt"`;

/**
 * The facts of a booking write, in one statement, each under the lock that keeps it true until
 * the commit (docs/adding-a-booking-rule.md): the pilot's membership FOR SHARE (a removal waits
 * for the write), then the booking an update changes FOR UPDATE; the aircraft FOR SHARE
 * (archiving waits); the organization's zone and, from now() in it, the earliest start
 * (migration 0010); at most OVERLAPPING_READ active bookings of the aircraft that overlap the
 * slot, the changed one left out, found as the exclusion constraint's GiST index is written, so
 * that the generic plan of this named statement reads just them in any history (the benchmark
 * checks it, bench/query-plans.ts). Whether anything overlaps is decided on them; the exclusion
 * constraint has the last word when two writes race.
 * The instructor asked for: their membership FOR SHARE after the pilot's (a removal or the end of
 * their teaching waits for the write), whether they teach now (the policy lets a lesson that
 * keeps a former instructor and its times stand; one removed from the organization is read only
 * as the changed booking's own), their weekly hours and the time off that meets the slot
 * (read without a lock: a change of hours judges no booking, so a booking that passed on the
 * hours before it is as if made just before it), and whether one of their active bookings
 * overlaps the slot, read through the instructor's exclusion constraint's index.
 * Whether one of the pilot's active bookings other than maintenance overlaps the slot: through
 * the pilot's exclusion constraint's index, and the few bookings that constraint leaves out
 * (grandfathered overlaps, migration 0017) through their own; a race between two writes of one
 * pilot is the constraint's to decide.
 * $1 organization, $2 pilot (null: the changed booking's), $3 aircraft (null: none, a Ground
 * booking, whose plane and overlapping read no row), $4 and $5 the slot,
 * $6 the booking an update changes, $7 the instructor (null: none), $8 whether an update keeps
 * the booking's instructor instead ($7 then null).
 */
const BOOKING_FACTS = `
  with asked as (
    select coalesce($2::text,
      (select pilot_id from bookings where org_id = $1 and id = $6::uuid)) as pilot_id
  ), pilot as (
    select first_name, last_name from user_profiles
    where org_id = $1 and user_id = (select pilot_id from asked)
    for share
  ), asked_instructor as (
    select case when $8::boolean
      then (select instructor_id from bookings where org_id = $1 and id = $6::uuid)
      else $7::text end as instructor_id
  ), instructor as (
    -- A member of the organization; or, who is no longer, the changed booking's own instructor.
    select user_id, first_name, last_name, is_instructor and org_id = $1 as teaches
    from user_profiles
    where user_id = (select instructor_id from asked_instructor)
      and (org_id = $1
        or user_id = (select instructor_id from bookings where org_id = $1 and id = $6::uuid))
      and (select count(*) from pilot) >= 0
    for share
  ), changing as (
    -- Locked after the memberships: a removal locks the membership and then the member's
    -- bookings, so the two wait for each other in the same order instead of deadlocking.
    select ${BOOKING_COLUMNS} from bookings
    where org_id = $1 and id = $6::uuid and (select count(*) from pilot) >= 0
      and (select count(*) from instructor) >= 0
    for update
  ), zone as (
    select hangar_time_zone(settings ->> 'timezone') as time_zone
    from organizations where id = $1
  ), plane as (
    select aircraft_is_bookable(aircraft) as bookable from aircraft
    where org_id = $1 and id = $3
    for share
  ), overlapping as (
    select pilot_id, title from bookings
    where org_id = $1 and status <> 'cancelled'
      and tstzrange(starts_at, ends_at, '[)') && tstzrange($4::timestamptz, $5::timestamptz, '[)')
      and aircraft_id = $3 and id is distinct from $6::uuid
    limit ${OVERLAPPING_READ}
  ), instructor_booked as (
    select 1 from bookings
    where org_id = $1 and status <> 'cancelled'
      and tstzrange(starts_at, ends_at, '[)') && tstzrange($4::timestamptz, $5::timestamptz, '[)')
      and instructor_id = (select user_id from instructor) and id is distinct from $6::uuid
    limit 1
  ), pilot_booked as (
    select 1 from bookings
    where org_id = $1 and status <> 'cancelled' and type <> 'maintenance'
      and not pilot_overlap_grandfathered
      and tstzrange(starts_at, ends_at, '[)') && tstzrange($4::timestamptz, $5::timestamptz, '[)')
      and pilot_id = (select pilot_id from asked) and id is distinct from $6::uuid
    union all
    select 1 from bookings
    where org_id = $1 and pilot_overlap_grandfathered
      and pilot_id = (select pilot_id from asked) and starts_at < $5::timestamptz
      and ends_at > $4::timestamptz and status <> 'cancelled' and type <> 'maintenance'
      and id is distinct from $6::uuid
    limit 1
  ), hours as (
    select weekday as "weekday", start_minute as "startMinute", end_minute as "endMinute"
    from instructor_hours
    where org_id = $1 and user_id = (select user_id from instructor)
  ), time_off as (
    select starts_at as "start", ends_at as "end" from instructor_time_off
    where org_id = $1 and user_id = (select user_id from instructor)
      and starts_at < $5::timestamptz and ends_at > $4::timestamptz
  )
  select
    coalesce((select time_zone from zone), 'UTC') as time_zone,
    -- Never none, so that the lead-time rule cannot pass for want of a time: a zone whose clocks
    -- show no full hour soon (none known does) reads as UTC.
    coalesce(hangar_next_full_hour(now(), coalesce((select time_zone from zone), 'UTC')),
      hangar_next_full_hour(now(), 'UTC')) as earliest_start,
    (select pilot_id from asked) as pilot_id,
    (select json_build_object('firstName', first_name, 'lastName', last_name) from pilot) as pilot,
    (select json_build_object('bookable', bookable) from plane) as aircraft,
    (select coalesce(json_agg(json_build_object('pilotId', pilot_id, 'title', title)), '[]'::json)
      from overlapping) as overlapping,
    (select to_json(changing) from changing) as changing,
    (select instructor_id from asked_instructor) as instructor_id,
    exists (select 1 from pilot_booked) as pilot_booked,
    (select json_build_object('firstName', first_name, 'lastName', last_name,
      'teaches', teaches, 'booked', exists (select 1 from instructor_booked),
      'hours', (select coalesce(json_agg(hours), '[]'::json) from hours),
      'timeOff', (select coalesce(json_agg(time_off), '[]'::json) from time_off))
      from instructor) as instructor`;

/**
 * $1 organization, $2 pilot, $3 aircraft, $4 and $5 the slot, $6 title, $7 type, $8 notes,
 * $9 instructor, $10 who creates.
 */
const INSERT_BOOKING = `
  insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, notes, type, user_id,
    pilot_id, instructor_id, status, editable_by_member)
  values ($1, $3, $6, $4, $5, $8, $7, $10, $2, $9, 'active', true)
  returning ${BOOKING_COLUMNS}`;

/**
 * As INSERT_BOOKING, $10 the booking (locked by the facts). A grandfathered overlap stays so
 * while the booking keeps its pilot, slot and type; moved, it is judged like any booking.
 */
const UPDATE_BOOKING = `
  update bookings set aircraft_id = $3, title = $6, starts_at = $4, ends_at = $5, notes = $8,
    type = $7, pilot_id = $2, instructor_id = $9, updated_at = now(),
    pilot_overlap_grandfathered = pilot_overlap_grandfathered and pilot_id = $2
      and starts_at = $4 and ends_at = $5 and type = $7
  where org_id = $1 and id = $10::uuid
  returning ${BOOKING_COLUMNS}`;

/**
 * The statements of a booking write, for the benchmark's check of their generic plans; `facts`
 * is the one that reads bookings by their slot.
 */
export const BOOKING_WRITE_STATEMENTS = {
  facts: BOOKING_FACTS,
  create: INSERT_BOOKING,
  update: UPDATE_BOOKING,
};

interface FactsRow {
  time_zone: string;
  earliest_start: Date;
  pilot_id: string | null;
  pilot: { firstName: string; lastName: string } | null;
  aircraft: { bookable: boolean } | null;
  overlapping: { pilotId: string; title: string }[];
  instructor_id: string | null;
  pilot_booked: boolean;
  instructor: {
    firstName: string;
    lastName: string;
    teaches: boolean;
    booked: boolean;
    hours: WeeklyRange[];
    timeOff: { start: string; end: string }[];
  } | null;
  changing:
    | (Omit<BookingRow, "startsAt" | "endsAt" | "cancelledAt" | "createdAt" | "updatedAt"> & {
        startsAt: string;
        endsAt: string;
        cancelledAt: string | null;
        createdAt: string;
        updatedAt: string;
      })
    | null;
}

/** A booking write: its facts and its row, in one transaction (`BookingWrites.inTransaction`). */
export class BookingWrites {
  constructor(private readonly transactions: Pick<Transactions, "run">) {}

  /** Runs `work` in one transaction: the facts it reads stay locked until it has written. */
  inTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    return this.transactions.run(work);
  }

  async facts(transaction: Transaction, query: FactsQuery): Promise<GatheredFacts> {
    const [row] = await transaction.run<FactsRow>(
      named("hangar_booking_facts", BOOKING_FACTS, [
        query.orgId,
        query.pilotId,
        query.aircraftId,
        query.startsAt,
        query.endsAt,
        query.id ?? null,
        query.instructorId ?? null,
        query.instructorId === undefined && query.id !== undefined,
      ]),
    );
    if (!row) throw new Error("The booking facts returned no row");
    const { changing } = row;
    return {
      instructorId: row.instructor_id,
      instructor:
        row.instructor_id === null
          ? undefined
          : row.instructor && instructorFacts(row.instructor, row.time_zone, query),
      timeZone: row.time_zone,
      earliestStart: row.earliest_start,
      pilotId: row.pilot_id,
      pilot: row.pilot,
      pilotIsMember: row.pilot !== null,
      pilotBooked: row.pilot_booked,
      aircraft: row.aircraft,
      overlapping: row.overlapping,
      changing: changing && {
        ...changing,
        startsAt: new Date(changing.startsAt),
        endsAt: new Date(changing.endsAt),
        cancelledAt: changing.cancelledAt === null ? null : new Date(changing.cancelledAt),
        createdAt: new Date(changing.createdAt),
        updatedAt: new Date(changing.updatedAt),
      },
    };
  }

  /** Writes the booking (new, or the locked one `id`), commits, and returns its row. */
  async write(
    transaction: Transaction,
    write: { orgId: string; userId: string; id?: string; values: BookingValues },
  ): Promise<BookingRow> {
    const { values } = write;
    const common = [
      write.orgId,
      values.pilotId,
      values.aircraftId,
      values.startsAt,
      values.endsAt,
      values.title,
      values.type,
      values.notes,
      values.instructorId,
    ];
    const [row] = await transaction.runAndCommit<BookingRow>(
      write.id === undefined
        ? named("hangar_booking_insert", INSERT_BOOKING, [...common, write.userId])
        : named("hangar_booking_update", UPDATE_BOOKING, [...common, write.id]),
    );
    if (!row) throw new Error("The booking write returned no row");
    return row;
  }
}

/** The instructor's facts for the policy: their hours and time off decided here, once. */
function instructorFacts(
  gathered: NonNullable<FactsRow["instructor"]>,
  zone: string,
  query: FactsQuery,
): InstructorFacts {
  const { firstName, lastName, teaches, booked, hours, timeOff } = gathered;
  const availability = {
    hours,
    timeOff: timeOff.map((off) => ({ start: new Date(off.start), end: new Date(off.end) })),
  };
  const timeZone = isKnownTimeZone(zone) ? zone : "UTC";
  return {
    firstName,
    lastName,
    teaches,
    booked,
    available: isAvailable({ start: query.startsAt, end: query.endsAt }, availability, timeZone),
  };
}

const named = (name: string, text: string, values: unknown[]): NamedStatement => ({
  name,
  text,
  values,
});
