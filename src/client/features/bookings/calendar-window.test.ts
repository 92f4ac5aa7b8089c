import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  canShiftEarlier,
  canShiftLater,
  dateInZone,
  dayWindow,
  shiftDays,
  shiftHours,
  todayWindow,
} from "./calendar-window";

// Explicit zones: the same window whatever zone the process runs in (the server renders it in
// the viewer's).
const NEW_YORK = "America/New_York";
const iso = (date: Date) => new Date(date.getTime()).toISOString();

describe("the calendar window", () => {
  it("opens on today in the viewer's zone, with the current hour in the fifth column", () => {
    const now = Date.parse("2030-05-01T17:45:00Z");
    const inNewYork = todayWindow(now, NEW_YORK);
    expect(iso(inNewYork.day)).toBe("2030-05-01T04:00:00.000Z");
    expect(inNewYork.startHour).toBe(9);
    expect(inNewYork.day.timeZone).toBe(NEW_YORK);
    // 23:15 in Kolkata.
    const inKolkata = todayWindow(new Date(now), "Asia/Kolkata");
    expect(iso(inKolkata.day)).toBe("2030-04-30T18:30:00.000Z");
    expect(inKolkata.startHour).toBe(16);
    // Two hours later it is already May 2 there (01:15), still May 1 in New York (15:45).
    const later = now + 2 * 3_600_000;
    expect(iso(todayWindow(later, "Asia/Kolkata").day)).toBe("2030-05-01T18:30:00.000Z");
    expect(iso(todayWindow(later, NEW_YORK).day)).toBe("2030-05-01T04:00:00.000Z");
    expect(todayWindow(Date.parse("2030-05-01T06:10:00Z"), NEW_YORK).startHour).toBe(0);
  });

  // A "now" far from every day below: none of them is today.
  const NOW = Date.parse("2040-01-15T12:00:00Z");

  it("moves by whole days of the viewer's zone, opening another day at 08:00", () => {
    const window = { day: new TZDate(2030, 4, 31, NEW_YORK), startHour: 3 };
    expect(iso(shiftDays(window, 1, NOW, NEW_YORK).day)).toBe("2030-06-01T04:00:00.000Z");
    expect(shiftDays(window, 1, NOW, NEW_YORK).startHour).toBe(8);
    expect(iso(shiftDays(window, -1, NOW, NEW_YORK).day)).toBe("2030-05-30T04:00:00.000Z");
    // Across New York's spring-forward and fall-back days: always midnight there.
    const spring = { day: new TZDate(2030, 2, 9, NEW_YORK), startHour: 0 };
    expect(iso(shiftDays(spring, 2, NOW, NEW_YORK).day)).toBe("2030-03-11T04:00:00.000Z");
    const fall = { day: new TZDate(2030, 10, 2, NEW_YORK), startHour: 0 };
    expect(iso(shiftDays(fall, 2, NOW, NEW_YORK).day)).toBe("2030-11-04T05:00:00.000Z");
    expect(shiftDays(fall, 2, NOW, NEW_YORK).day.timeZone).toBe(NEW_YORK);
  });

  it("comes back to today centred on the current hour, not at 08:00", () => {
    // 17:45 in New York: the window from 13:00 puts 17:00 in the fifth column.
    const now = Date.parse("2030-05-01T21:45:00Z");
    const tomorrow = { day: new TZDate(2030, 4, 2, NEW_YORK), startHour: 8 };
    const back = shiftDays(tomorrow, -1, now, NEW_YORK);
    expect(iso(back.day)).toBe("2030-05-01T04:00:00.000Z");
    expect(back.startHour).toBe(13);
    expect(back).toEqual(todayWindow(now, NEW_YORK));
  });

  it("goes to a picked date in the viewer's zone: today centred, any other day at 08:00", () => {
    // 01:30 on May 2 in Kolkata is still May 1 in New York (16:00).
    const now = Date.parse("2030-05-01T20:00:00Z");
    const inKolkata = dayWindow(
      dateInZone("2030-05-02", "Asia/Kolkata") as TZDate,
      now,
      "Asia/Kolkata",
    );
    expect(inKolkata).toEqual({ day: todayWindow(now, "Asia/Kolkata").day, startHour: 0 });
    const inNewYork = dayWindow(dateInZone("2030-05-02", NEW_YORK) as TZDate, now, NEW_YORK);
    expect(iso(inNewYork.day)).toBe("2030-05-02T04:00:00.000Z");
    expect(inNewYork.startHour).toBe(8);
    expect(dayWindow(dateInZone("2030-05-01", NEW_YORK) as TZDate, now, NEW_YORK).startHour).toBe(
      12,
    );
  });

  it("reads a date input's value as midnight in the zone, and nothing else", () => {
    expect(iso(dateInZone("2030-03-10", NEW_YORK) as TZDate)).toBe("2030-03-10T05:00:00.000Z");
    expect(iso(dateInZone("2030-05-01", "Asia/Kolkata") as TZDate)).toBe(
      "2030-04-30T18:30:00.000Z",
    );
    expect(dateInZone("", NEW_YORK)).toBeNull();
    expect(dateInZone("2030-5-1", NEW_YORK)).toBeNull();
  });

  it("moves by one hour and stops at the day's ends", () => {
    const day = new TZDate(2030, 4, 1, NEW_YORK);
    expect(shiftHours({ day, startHour: 5 }, 1)).toEqual({ day, startHour: 6 });
    expect(shiftHours({ day, startHour: 5 }, -1)).toEqual({ day, startHour: 4 });
    expect(shiftHours({ day, startHour: 0 }, -1)).toEqual({ day, startHour: 0 });
    expect(shiftHours({ day, startHour: 16 }, 1)).toEqual({ day, startHour: 16 });
    expect(canShiftEarlier({ day, startHour: 0 })).toBe(false);
    expect(canShiftEarlier({ day, startHour: 1 })).toBe(true);
    expect(canShiftLater({ day, startHour: 16 })).toBe(false);
    expect(canShiftLater({ day, startHour: 15 })).toBe(true);
  });
});
