/**
 * Writes planned organizations and bookings through the real schema, constraints included (the
 * exclusion constraint judges every generated booking too). Bookings go in as one multi-row
 * INSERT ... SELECT FROM unnest(...) per batch: a few round trips for a million rows.
 */
import type pg from "pg";
import { DEFAULT_WEEKLY_HOURS } from "../../shared/instructors/availability";
import { defaultOrganizationSettings } from "../../shared/organizations/organization.schemas";
import type { Database } from "../db/database";
import {
  aircraft,
  authAccounts,
  authUsers,
  instructorHours,
  organizations,
  userProfiles,
} from "../db/schema";
import type { PlannedBooking } from "./booking-plan";
import type { PlannedOrganization } from "./organization-plan";

/**
 * The organization, its members (who can sign in: every account gets `passwordHash`, computed
 * once by the caller, since argon2 is slow on purpose) and its fleet, in one transaction.
 */
export async function insertOrganization(
  { db }: Pick<Database, "db">,
  plan: PlannedOrganization,
  passwordHash: string,
): Promise<void> {
  const owner = plan.members[0];
  if (!owner) throw new Error(`${plan.name} has no members`);
  await db.transaction(async (tx) => {
    await tx.insert(authUsers).values(
      plan.members.map((m) => ({
        id: m.id,
        name: `${m.firstName} ${m.lastName}`,
        email: m.email,
        emailVerified: false,
        createdAt: m.joinedAt,
        updatedAt: m.joinedAt,
      })),
    );
    await tx.insert(authAccounts).values(
      plan.members.map((m) => ({
        id: `credential-${m.id}`,
        accountId: m.id,
        providerId: "credential",
        userId: m.id,
        password: passwordHash,
        createdAt: m.joinedAt,
        updatedAt: m.joinedAt,
      })),
    );
    await tx.insert(organizations).values({
      id: plan.id,
      name: plan.name,
      slug: plan.slug,
      type: "club",
      status: "active",
      joinCode: plan.joinCode,
      baseIcao: plan.airport.icao,
      baseName: plan.airport.name,
      baseCity: plan.airport.city,
      baseCountry: plan.airport.country,
      baseLatitude: plan.airport.latitude,
      baseLongitude: plan.airport.longitude,
      contactEmail: plan.contactEmail,
      // The demo is a club already set up: no first steps to offer (decision 0043).
      settings: {
        ...defaultOrganizationSettings,
        timezone: plan.timeZone,
        timeZoneAndCurrencyConfirmed: true,
      },
      ownerId: owner.id,
      createdByUserId: owner.id,
      createdAt: plan.foundedAt,
      updatedAt: plan.foundedAt,
    });
    await tx.insert(userProfiles).values(
      plan.members.map((m) => ({
        userId: m.id,
        orgId: plan.id,
        role: m.role,
        isInstructor: m.isInstructor,
        firstName: m.firstName,
        lastName: m.lastName,
        phoneNumber: m.phoneNumber,
        address: m.address,
        joinedOrgAt: m.joinedAt,
        createdAt: m.joinedAt,
        updatedAt: m.joinedAt,
      })),
    );
    // Instructors teach the hours the app gives a new instructor.
    const instructors = plan.members.filter((m) => m.isInstructor);
    if (instructors.length > 0) {
      await tx
        .insert(instructorHours)
        .values(
          instructors.flatMap((m) =>
            DEFAULT_WEEKLY_HOURS.map((range) => ({ ...range, orgId: plan.id, userId: m.id })),
          ),
        );
    }
    if (plan.aircraft.length === 0) return;
    await tx.insert(aircraft).values(
      plan.aircraft.map((a) => ({
        id: a.id,
        orgId: plan.id,
        registration: a.registration,
        model: a.model,
        manufacturer: a.manufacturer,
        year: a.year,
        baseAirportIcao: plan.airport.icao,
        category: a.category,
        avionics: a.avionics,
        fuelType: a.fuelType,
        hourlyRate: a.hourlyRate,
        color: a.color,
        type: a.type,
        createdAt: plan.foundedAt,
        updatedAt: plan.foundedAt,
      })),
    );
  });
}

/**
 * Times travel as epoch milliseconds; indexes pick the aircraft, pilot and instructor ids in
 * SQL (a null instructor index: no instructor).
 */
const INSERT_BOOKINGS = `
  insert into bookings (org_id, aircraft_id, title, notes, type, starts_at, ends_at, user_id,
                        pilot_id, instructor_id, status, cancelled_at, created_at, updated_at)
  select $1::uuid, ($2::uuid[])[b.aircraft + 1], b.title, b.notes, b.type,
         to_timestamp(b.starts_at / 1000), to_timestamp(b.ends_at / 1000),
         ($3::text[])[b.pilot + 1], ($3::text[])[b.pilot + 1], ($3::text[])[b.instructor + 1],
         case when b.cancelled_at is null then 'active' else 'cancelled' end,
         to_timestamp(b.cancelled_at / 1000), to_timestamp(b.created_at / 1000),
         to_timestamp(coalesce(b.cancelled_at, b.created_at) / 1000)
  from unnest($4::int[], $5::int[], $6::text[], $7::text[], $8::text[],
              $9::float8[], $10::float8[], $11::float8[], $12::float8[], $13::int[])
       as b(aircraft, pilot, title, notes, type, starts_at, ends_at, created_at, cancelled_at,
            instructor)`;

export async function insertBookings(
  pool: pg.Pool,
  plan: PlannedOrganization,
  bookings: readonly PlannedBooking[],
): Promise<void> {
  if (bookings.length === 0) return;
  await pool.query(INSERT_BOOKINGS, [
    plan.id,
    plan.aircraft.map((a) => a.id),
    plan.members.map((m) => m.id),
    bookings.map((b) => b.aircraft),
    bookings.map((b) => b.pilot),
    bookings.map((b) => b.title),
    bookings.map((b) => b.notes),
    bookings.map((b) => b.type),
    bookings.map((b) => b.startsAt),
    bookings.map((b) => b.endsAt),
    bookings.map((b) => b.createdAt),
    bookings.map((b) => b.cancelledAt),
    bookings.map((b) => b.instructor ?? null),
  ]);
}

/**
 * Reads up to `count` bookings from the plan and inserts them in batches, `parallel` batches at
 * a time (each on its own connection). Returns how many were written: fewer when the plan ends.
 */
export async function loadBookings(
  pool: pg.Pool,
  plan: PlannedOrganization,
  bookings: Iterator<PlannedBooking>,
  count: number,
  { batchSize = 10_000, parallel = 2 } = {},
): Promise<number> {
  let written = 0;
  let done = false;
  const nextBatch = (): PlannedBooking[] => {
    const batch: PlannedBooking[] = [];
    while (!done && written + batch.length < count && batch.length < batchSize) {
      const next = bookings.next();
      if (next.done) done = true;
      else batch.push(next.value);
    }
    written += batch.length;
    return batch;
  };
  const worker = async () => {
    for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
      await insertBookings(pool, plan, batch);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return written;
}
