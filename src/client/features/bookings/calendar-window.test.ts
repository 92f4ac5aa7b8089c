import { describe, expect, it } from "vitest";
import {
  canShiftEarlier,
  canShiftLater,
  shiftDays,
  shiftHours,
  todayWindow,
} from "./calendar-window";

describe("the calendar window", () => {
  it("opens on today with the current hour in the fifth column", () => {
    expect(todayWindow(new Date(2030, 4, 1, 13, 45))).toEqual({
      day: new Date(2030, 4, 1),
      startHour: 9,
    });
    expect(todayWindow(new Date(2030, 4, 1, 2, 10)).startHour).toBe(0);
    expect(todayWindow(new Date(2030, 4, 1, 23, 59)).startHour).toBe(16);
  });

  it("moves by whole local days, keeping the hours", () => {
    const window = { day: new Date(2030, 4, 31), startHour: 7 };
    expect(shiftDays(window, 1)).toEqual({ day: new Date(2030, 5, 1), startHour: 7 });
    expect(shiftDays(window, -1)).toEqual({ day: new Date(2030, 4, 30), startHour: 7 });
    // Across New York's spring-forward and fall-back days: always local midnight.
    expect(shiftDays({ day: new Date(2030, 2, 9), startHour: 0 }, 2).day).toEqual(
      new Date(2030, 2, 11),
    );
    expect(shiftDays({ day: new Date(2030, 10, 2), startHour: 0 }, 2).day).toEqual(
      new Date(2030, 10, 4),
    );
  });

  it("moves by one hour and stops at the day's ends", () => {
    const day = new Date(2030, 4, 1);
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
