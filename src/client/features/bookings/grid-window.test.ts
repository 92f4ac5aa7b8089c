import { describe, expect, it } from "vitest";
import { hourAt, hourSpan, samePlace, tableWidth } from "./grid-window";

describe("hourAt", () => {
  // Columns of 110 px from hour 0: a swipe's end is put on the nearest whole hour.
  const places = new Map(Array.from({ length: 24 }, (_, hour) => [hour, hour * 110]));

  it("gives the hour whose column starts nearest the scroll position", () => {
    expect(hourAt(places, 0)).toBe(0);
    expect(hourAt(places, 880)).toBe(8);
    expect(hourAt(places, 934)).toBe(8);
    expect(hourAt(places, 936)).toBe(9);
    expect(hourAt(places, 1760)).toBe(16);
  });

  it("counts from the first rendered hour, whichever it is", () => {
    const window = new Map(Array.from({ length: 8 }, (_, i) => [9 + i, i * 110]));
    expect(hourAt(window, 0)).toBe(9);
    expect(hourAt(window, 300)).toBe(12);
  });

  it("has no hour without columns", () => {
    expect(hourAt(new Map(), 120)).toBeUndefined();
  });
});

describe("hourSpan and tableWidth", () => {
  it("names the hours a cell covers", () => {
    expect(hourSpan(7, 9)).toEqual({ "data-first": 7, "data-last": 9 });
  });

  it("makes the table the row headers plus 8 columns per view's width, an hour 70 px at least", () => {
    expect(tableWidth(8)).toBe("calc(7rem + max(100cqw - 7rem, 4.375rem * 8) * 1)");
    expect(tableWidth(24)).toBe("calc(7rem + max(100cqw - 7rem, 4.375rem * 8) * 3)");
  });
});

describe("samePlace", () => {
  const hours = (first: number, count: number, width: number) =>
    new Map(Array.from({ length: count }, (_, i) => [first + i, i * width]));

  it("finds the point of the day a swipe had reached in the whole day drawn after the window", () => {
    // The server's window from 05:00; the finger has it 30 px into 06:00.
    const window = hours(5, 8, 70);
    const day = hours(0, 24, 70);
    expect(samePlace(window, day, 100)).toBe(6 * 70 + 30);
    expect(samePlace(window, day, 0)).toBe(5 * 70);
  });

  it("keeps the scroll where the columns did not move", () => {
    const day = hours(0, 24, 110);
    expect(samePlace(day, day, 987)).toBe(987);
  });

  it("has no place for an hour the new columns lack, or before the first column", () => {
    expect(samePlace(hours(5, 8, 70), hours(0, 5, 70), 10)).toBeUndefined();
    expect(samePlace(hours(5, 8, 70), hours(0, 24, 70), -5)).toBeUndefined();
  });
});
