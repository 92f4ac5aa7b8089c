/**
 * The benchmark's data: one big club (50 aircraft, 300 members of whom 20 teach a third of its
 * flights) whose history grows in stages, and many small organizations beside it, built with
 * the demo generator (src/server/demo) through the real schema. The big club's calendar around today is the same at every stage;
 * each stage adds older history, as years of use do.
 */
import { hashPassword } from "../src/server/auth/password-hashing";
import type { Database } from "../src/server/db/database";
import {
  DURATIONS_MIN,
  dayPilots,
  GAPS_MIN,
  localDate,
  type PlannedBooking,
  planBookings,
} from "../src/server/demo/booking-plan";
import { insertOrganization, loadBookings } from "../src/server/demo/organization-loader";
import {
  type PlannedMember,
  type PlannedOrganization,
  planOrganization,
  yearsBefore,
} from "../src/server/demo/organization-plan";
import { AIRPORTS, CLUB_KINDS, CLUB_WORDS } from "../src/server/demo/sample-values";
import type { Credentials } from "./sessions";

export interface WorldSize {
  smallOrganizations: number;
  /** The big club's booking count at each stage, growing. */
  stages: number[];
}

export const FULL_WORLD: WorldSize = {
  smallOrganizations: 200,
  stages: [10_000, 100_000, 1_000_000],
};
export const QUICK_WORLD: WorldSize = { smallOrganizations: 10, stages: [3_000, 20_000] };

/** Every generated account signs in with this (one argon2 hash, computed once). */
const PASSWORD = "hangar-bench-password";
/** The club's time zone: the browser part runs in UTC, so its days are the club's days. */
const TIME_ZONE = "UTC";
/** Bookings reach this many days past today, so today is a full day at every stage. */
const FUTURE_DAYS = 7;
const ADMIN_COUNT = 3;
/** The big club's instructors: its last members, teaching a third of its flights. */
const INSTRUCTOR_COUNT = 20;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The hours outside the club's flying day (booking-plan.ts: 07:00–21:00). */
const NIGHT_HOURS = [
  [0, 7],
  [21, 24],
] as const;

const cambridge = AIRPORTS.find((airport) => airport.icao === "EGSC");

export class BenchWorld {
  readonly club: PlannedOrganization;
  /** Today in the club's calendar: a full day of bookings (YYYY-MM-DD). */
  readonly day: string;
  private readonly history: Iterator<PlannedBooking>;
  private loaded = 0;

  constructor(
    private readonly size: WorldSize,
    private readonly now = new Date(),
  ) {
    this.club = planOrganization({
      seed: "bench big club",
      name: "Skyline Flying Club",
      aircraftCount: 50,
      memberCount: 300,
      adminCount: ADMIN_COUNT,
      instructorCount: INSTRUCTOR_COUNT,
      emailDomain: "skyline-flying.example",
      airport: cambridge,
      timeZone: TIME_ZONE,
      foundedAt: yearsBefore(now, 15),
      now,
    });
    this.day = localDate(now, TIME_ZONE);
    this.history = planBookings({
      seed: "bench big club",
      aircraftCount: this.club.aircraft.length,
      pilotCount: this.club.members.length,
      instructorCount: INSTRUCTOR_COUNT,
      maintenancePilot: 0,
      timeZone: TIME_ZONE,
      newestDay: localDate(now, TIME_ZONE, FUTURE_DAYS),
      now,
    });
  }

  get bookingCount(): number {
    return this.loaded;
  }

  /** The small organizations with a few weeks of bookings each, then the big club's people. */
  async createOrganizations(database: Database): Promise<void> {
    const passwordHash = await hashPassword(PASSWORD);
    for (let index = 0; index < this.size.smallOrganizations; index++) {
      const plan = this.smallOrganization(index);
      await insertOrganization(database, plan, passwordHash);
      const bookings = planBookings({
        seed: plan.name,
        aircraftCount: plan.aircraft.length,
        pilotCount: plan.members.length,
        maintenancePilot: 0,
        timeZone: plan.timeZone,
        newestDay: localDate(this.now, plan.timeZone, FUTURE_DAYS),
        oldestDay: localDate(this.now, plan.timeZone, -21),
        now: this.now,
      });
      await loadBookings(database.pool, plan, bookings, Number.POSITIVE_INFINITY);
    }
    await insertOrganization(database, this.club, passwordHash);
  }

  /** Adds older history to the big club until it has `count` bookings. */
  async growTo(database: Database, count: number): Promise<number> {
    const added = await loadBookings(database.pool, this.club, this.history, count - this.loaded);
    this.loaded += added;
    return added;
  }

  /**
   * Budget 5 wants the calendar of "a full day of bookings", and the browser part opens it
   * around the hour the benchmark runs at, while the club flies 07:00–21:00: the night hours of
   * today and tomorrow are booked too, on every aircraft, as busy as its days. Called after budgets 1–4,
   * whose figures they would change; the triggers drop the server's cached days as for any write.
   */
  async bookNights(database: Database, now = new Date()): Promise<number> {
    const nights: PlannedBooking[] = [];
    // Instructors fly no booking of their own (booking-plan.ts).
    const pilots = this.club.members.length - INSTRUCTOR_COUNT;
    for (const days of [0, 1]) {
      // The club's zone is UTC: its midnight is UTC midnight.
      const midnight = Date.parse(`${localDate(now, TIME_ZONE, days)}T00:00:00.000Z`);
      for (const [from, to] of NIGHT_HOURS) {
        this.club.aircraft.forEach((_, aircraft) => {
          // The pilots the day's plan gives this aircraft: none of them flies another then.
          const flying = dayPilots(pilots, this.club.aircraft.length, midnight / DAY_MS, aircraft);
          if (flying.length === 0) return;
          // As busy as the club's day: its flights' lengths and gaps, in turn.
          let start = midnight + from * HOUR_MS;
          for (let n = aircraft; start < midnight + to * HOUR_MS; n++) {
            const minutes = DURATIONS_MIN[n % DURATIONS_MIN.length] as number;
            const end = Math.min(start + minutes * MINUTE_MS, midnight + to * HOUR_MS);
            nights.push({
              aircraft,
              pilot: flying[n % flying.length] as number,
              instructor: null,
              type: "rental",
              title: "Night flight",
              notes: null,
              startsAt: start,
              endsAt: end,
              createdAt: now.getTime() - 24 * HOUR_MS,
              cancelledAt: null,
            });
            start = end + (GAPS_MIN[n % GAPS_MIN.length] as number) * MINUTE_MS;
          }
        });
      }
    }
    const added = await loadBookings(database.pool, this.club, nights.values(), nights.length);
    this.loaded += added;
    return added;
  }

  /**
   * Makes the club's last `count` members instructors, if the club has fewer, each with a new
   * instructor's week (every day 08:00–18:00): what Find a Slot's 'Any instructor' searches.
   * Members the sessions sign in as come first in the list, so none of them teaches.
   */
  async ensureInstructors(database: Database, count: number): Promise<void> {
    const { pool } = database;
    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from user_profiles where org_id = $1 and is_instructor",
      [this.club.id],
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    const ids = this.club.members.slice(-count).map((member) => member.id);
    await pool.query(
      `update user_profiles set is_instructor = true, instructor_ratings = 'CFI'
       where org_id = $1 and user_id = any($2::text[])`,
      [this.club.id, ids],
    );
    await pool.query(
      `insert into instructor_hours (org_id, user_id, weekday, start_minute, end_minute)
       select $1, id, day, 480, 1080 from unnest($2::text[]) as id, generate_series(0, 6) as day
       on conflict do nothing`,
      [this.club.id, ids],
    );
  }

  /** The big club's instructors' ids. */
  get instructorIds(): string[] {
    return this.club.members.filter((member) => member.isInstructor).map((member) => member.id);
  }

  get admin(): Credentials {
    return this.credentials(this.club.members[0]);
  }

  /** Members (not administrators), as many as asked for. */
  members(count: number): Credentials[] {
    return this.club.members
      .slice(ADMIN_COUNT, ADMIN_COUNT + count)
      .map((member) => this.credentials(member));
  }

  private credentials(member: PlannedMember | undefined): Credentials {
    if (!member) throw new Error("The big club has too few members for this measurement");
    return { email: member.email, password: PASSWORD };
  }

  private smallOrganization(index: number): PlannedOrganization {
    const words = CLUB_WORDS[index % CLUB_WORDS.length];
    const kind = CLUB_KINDS[Math.floor(index / CLUB_WORDS.length) % CLUB_KINDS.length];
    return planOrganization({
      seed: `bench small organization ${index}`,
      name: `${words} ${kind} ${index + 1}`,
      aircraftCount: 2 + (index % 3),
      memberCount: 5 + (index % 11),
      adminCount: 1,
      emailDomain: `club-${index + 1}.example`,
      foundedAt: yearsBefore(this.now, 1 + (index % 10)),
      now: this.now,
    });
  }
}
