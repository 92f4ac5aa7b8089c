import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS, isAvailable } from "../../shared/instructors/availability";
import { localDate, type PlannedBooking, planBookings } from "./booking-plan";

const options = {
  seed: "test club",
  aircraftCount: 5,
  pilotCount: 12,
  maintenancePilot: 0,
  timeZone: "America/Los_Angeles",
  newestDay: "2030-03-15",
  now: new Date("2030-03-01T12:00:00Z"),
};

const take = (count: number, plan = planBookings(options)) =>
  Array.from({ length: count }, () => plan.next().value as PlannedBooking);

describe("planBookings", () => {
  it("never overlaps two bookings of one aircraft, cancelled ones included", () => {
    const bookings = take(5000);
    for (let aircraft = 0; aircraft < options.aircraftCount; aircraft++) {
      const sorted = bookings
        .filter((booking) => booking.aircraft === aircraft)
        .sort((a, b) => a.startsAt - b.startsAt);
      for (let i = 1; i < sorted.length; i++) {
        expect(sorted[i]?.startsAt).toBeGreaterThanOrEqual(sorted[i - 1]?.endsAt ?? 0);
      }
    }
  });

  it("never puts one pilot on two flights at once, on any aircraft, with many pilots or few", () => {
    for (const pilotCount of [options.pilotCount, 3]) {
      const bookings = take(5000, planBookings({ ...options, pilotCount })).filter(
        (booking) => booking.type !== "maintenance",
      );
      expect(new Set(bookings.map((booking) => booking.pilot)).size).toBe(pilotCount);
      for (let pilot = 0; pilot < pilotCount; pilot++) {
        const sorted = bookings
          .filter((booking) => booking.pilot === pilot)
          .sort((a, b) => a.startsAt - b.startsAt);
        for (let i = 1; i < sorted.length; i++) {
          expect(sorted[i]?.startsAt).toBeGreaterThanOrEqual(sorted[i - 1]?.endsAt ?? 0);
        }
      }
    }
  });

  it("makes about a third lessons, each instructor on one at a time, within their hours", () => {
    // The benchmark's club: 50 aircraft, 300 members, the last 20 of them instructors.
    const club = { ...options, aircraftCount: 50, pilotCount: 300, instructorCount: 20 };
    const bookings = take(8000, planBookings(club));
    const lessons = bookings.filter((booking) => booking.instructor !== null);
    expect(lessons.length / bookings.length).toBeGreaterThan(0.3);
    expect(lessons.length / bookings.length).toBeLessThan(0.37);
    const hours = { hours: DEFAULT_WEEKLY_HOURS, timeOff: [] };
    const outOfHours = lessons.filter(
      (lesson) =>
        (lesson.instructor ?? 0) < 280 ||
        lesson.type === "maintenance" ||
        !isAvailable(
          { start: new Date(lesson.startsAt), end: new Date(lesson.endsAt) },
          hours,
          club.timeZone,
        ),
    );
    expect(outOfHours).toEqual([]);
    // Instructors teach: they fly nothing of their own.
    expect(bookings.every((booking) => booking.pilot < 280)).toBe(true);
    for (let instructor = 280; instructor < 300; instructor++) {
      const sorted = lessons
        .filter((lesson) => lesson.instructor === instructor)
        .sort((a, b) => a.startsAt - b.startsAt);
      expect(sorted.length).toBeGreaterThan(0);
      const clashes = sorted.filter(
        (lesson, i) => i > 0 && lesson.startsAt < (sorted[i - 1]?.endsAt ?? 0),
      );
      expect(clashes).toEqual([]);
    }
  }, 30_000);

  it("makes no lessons without instructors", () => {
    expect(take(2000).every((booking) => booking.instructor === null)).toBe(true);
  });

  it("gives the same bookings for the same seed, and a date the same day whatever comes after", () => {
    expect(take(300)).toEqual(take(300));
    const later = planBookings({ ...options, newestDay: "2030-03-20" });
    const fromLater = take(3000, later).filter((b) => b.startsAt < Date.parse("2030-03-16T08:00Z"));
    expect(fromLater.slice(0, 200)).toEqual(take(200));
  });

  it("plans flights in the club's daytime, made before they start and not after now", () => {
    const hourFormat = new Intl.DateTimeFormat("en-US", {
      timeZone: options.timeZone,
      hour: "numeric",
      hourCycle: "h23",
    });
    for (const booking of take(2000)) {
      const hour = Number(hourFormat.format(booking.startsAt));
      expect(hour).toBeGreaterThanOrEqual(7);
      expect(booking.endsAt).toBeGreaterThan(booking.startsAt);
      expect(booking.createdAt).toBeLessThanOrEqual(
        Math.min(booking.startsAt, options.now.getTime()),
      );
      if (booking.cancelledAt !== null) {
        expect(booking.cancelledAt).toBeGreaterThanOrEqual(booking.createdAt);
      }
    }
  });

  it("stops at the oldest day", () => {
    const days = [...planBookings({ ...options, oldestDay: "2030-03-14" })];
    expect(days.every((b) => b.startsAt >= Date.parse("2030-03-14T07:00:00Z"))).toBe(true);
    expect(days.length).toBeGreaterThan(20);
  });
});

describe("localDate", () => {
  it("is the date on the zone's calendar, shifted by whole days", () => {
    const instant = new Date("2030-03-15T03:00:00Z");
    expect(localDate(instant, "UTC")).toBe("2030-03-15");
    expect(localDate(instant, "America/Los_Angeles")).toBe("2030-03-14");
    expect(localDate(instant, "America/Los_Angeles", 2)).toBe("2030-03-16");
  });
});
