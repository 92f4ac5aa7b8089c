import {
  type BookingFacts,
  type ChangedBooking,
  CONFLICTS_NAMED,
} from "../../shared/bookings/booking-policy";
import type { NamedStatement, Transaction, Transactions } from "../db/transaction";
import type { BookingRow, BookingValues } from "./booking.repository";

/** What a booking write reads before the policy decides (`BookingWrites.facts`). */
export interface GatheredFacts
  extends Pick<BookingFacts, "pilotIsMember" | "aircraft" | "overlapping" | "earliestStart"> {
  /** The organization's zone as PostgreSQL read the earliest start in (UTC when unknown). */
  timeZone: string;
  /** The pilot asked for: the one given, else (an update) the booking's own. */
  pilotId: string | null;
  pilot: { firstName: string; lastName: string } | null;
  /** On update: the booking as it was, locked; null when there is none. */
  changing: (ChangedBooking & BookingRow) | null;
}

export interface FactsQuery {
  orgId: string;
  /** The pilot asked for; null on an update that keeps the booking's pilot. */
  pilotId: string | null;
  aircraftId: string;
  startsAt: Date;
  endsAt: Date;
  /** The booking an update changes. */
  id?: string;
}

/** Each overlapping booking the facts hold: one more than a conflict message names. */
const OVERLAPPING_READ = CONFLICTS_NAMED + 1;

const BOOKING_COLUMNS = `id, org_id as "orgId", aircraft_id as "aircraftId", title,
  starts_at as "startsAt", ends_at as "endsAt", notes, type, user_id as "userId",
  pilot_id as "pilotId", status, editable_by_member as "editableByMember",
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
 * $1 organization, $2 pilot (null: the changed booking's), $3 aircraft, $4 and $5 the slot,
 * $6 the booking an update changes.
 */
const BOOKING_FACTS = `
  with asked as (
    select coalesce($2::text,
      (select pilot_id from bookings where org_id = $1 and id = $6::uuid)) as pilot_id
  ), pilot as (
    select first_name, last_name from user_profiles
    where org_id = $1 and user_id = (select pilot_id from asked)
    for share
  ), changing as (
    -- Locked after the pilot's membership: a removal locks the membership and then the pilot's
    -- bookings, so the two wait for each other in the same order instead of deadlocking.
    select ${BOOKING_COLUMNS} from bookings
    where org_id = $1 and id = $6::uuid and (select count(*) from pilot) >= 0
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
    (select to_json(changing) from changing) as changing`;

/** $1 organization, $2 pilot, $3 aircraft, $4 and $5 the slot, $6 title, $7 type, $8 notes, $9 who creates. */
const INSERT_BOOKING = `
  insert into bookings (org_id, aircraft_id, title, starts_at, ends_at, notes, type, user_id,
    pilot_id, status, editable_by_member)
  values ($1, $3, $6, $4, $5, $8, $7, $9, $2, 'active', true)
  returning ${BOOKING_COLUMNS}`;

/** As INSERT_BOOKING, $9 the booking (locked by the facts). */
const UPDATE_BOOKING = `
  update bookings set aircraft_id = $3, title = $6, starts_at = $4, ends_at = $5, notes = $8,
    type = $7, pilot_id = $2, updated_at = now()
  where org_id = $1 and id = $9::uuid
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
      ]),
    );
    if (!row) throw new Error("The booking facts returned no row");
    const { changing } = row;
    return {
      timeZone: row.time_zone,
      earliestStart: row.earliest_start,
      pilotId: row.pilot_id,
      pilot: row.pilot,
      pilotIsMember: row.pilot !== null,
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

const named = (name: string, text: string, values: unknown[]): NamedStatement => ({
  name,
  text,
  values,
});
