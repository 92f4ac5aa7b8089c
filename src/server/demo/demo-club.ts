/**
 * The demo club of `npm run seed:demo`: a small fleet, an administrator and members who can sign
 * in, and a week of bookings around today, so a new user sees Hangar at work in a minute.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import { hashPassword } from "../auth/password-hashing";
import type { Database } from "../db/database";
import { authAccounts, authSessions, authUsers, organizations } from "../db/schema";
import { localDate, planBookings } from "./booking-plan";
import { insertOrganization, loadBookings } from "./organization-loader";
import {
  type PlannedOrganization,
  planOrganization,
  slugOf,
  yearsBefore,
} from "./organization-plan";
import { AIRPORTS, type Airport } from "./sample-values";

export const DEMO_CLUB_NAME = "Demo Flying Club";
const DAYS_AROUND_TODAY = 3;
/** The demo club's home: its clock is the airport's, wherever the seed runs. */
export const DEMO_AIRPORT = AIRPORTS[0] as Airport;

export interface DemoClub {
  plan: PlannedOrganization;
  bookingCount: number;
}

function demoPlan(now: Date, timeZone: string): PlannedOrganization {
  return planOrganization({
    seed: "hangar demo club",
    name: DEMO_CLUB_NAME,
    aircraftCount: 6,
    memberCount: 10,
    adminCount: 1,
    emailDomain: "demo-club.example",
    airport: DEMO_AIRPORT,
    timeZone,
    foundedAt: yearsBefore(now, 3),
    now,
  });
}

/** True when the demo club, or any of its accounts, is already in the database. */
export async function demoClubExists({ db }: Pick<Database, "db">, now: Date): Promise<boolean> {
  const plan = demoPlan(now, "UTC");
  const emails = plan.members.map((member) => member.email);
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(or(eq(organizations.slug, slugOf(DEMO_CLUB_NAME)), eq(organizations.id, plan.id)));
  const users = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(inArray(authUsers.email, emails));
  return Boolean(organization) || users.length > 0;
}

/**
 * Gives every account of the demo club `password` and ends their sessions; returns how many
 * accounts it changed.
 */
export async function resetDemoPasswords(
  { db }: Pick<Database, "db">,
  now: Date,
  password: string,
): Promise<number> {
  const emails = demoPlan(now, DEMO_AIRPORT.timeZone).members.map((member) => member.email);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const users = await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(inArray(authUsers.email, emails));
    const ids = users.map((user) => user.id);
    if (ids.length === 0) return 0;
    const changed = await tx
      .update(authAccounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(inArray(authAccounts.userId, ids), eq(authAccounts.providerId, "credential")))
      .returning({ id: authAccounts.id });
    await tx.delete(authSessions).where(inArray(authSessions.userId, ids));
    return changed.length;
  });
}

/** Writes the demo club; every account gets `password`. Bookings are in `timeZone`'s daytime. */
export async function createDemoClub(
  database: Pick<Database, "db" | "pool">,
  { now, timeZone, password }: { now: Date; timeZone: string; password: string },
): Promise<DemoClub> {
  const plan = demoPlan(now, timeZone);
  await insertOrganization(database, plan, await hashPassword(password));
  const bookings = planBookings({
    seed: "hangar demo club",
    aircraftCount: plan.aircraft.length,
    pilotCount: plan.members.length,
    maintenancePilot: 0,
    timeZone,
    newestDay: localDate(now, timeZone, DAYS_AROUND_TODAY),
    oldestDay: localDate(now, timeZone, -DAYS_AROUND_TODAY),
    now,
  });
  const bookingCount = await loadBookings(database.pool, plan, bookings, Number.POSITIVE_INFINITY);
  return { plan, bookingCount };
}
