import { describe, expect, it } from "vitest";
import { pack, unpack } from "./packed-json";

const roundTrip = (value: unknown) => unpack(JSON.parse(JSON.stringify(pack(value))));

describe("packed JSON", () => {
  it("gives back every kind of value, nested", () => {
    const value = {
      text: "a",
      empty: "",
      numbers: [0, -1, 2.5, 1e21, 7],
      flags: [true, false, null],
      nested: { list: [], object: {}, deep: [[{ x: "1234" }], { x: "1234" }] },
      looksLikeANumber: "12345",
      unicode: "Zürich — ✈",
    };
    expect(roundTrip(value)).toEqual(value);
  });

  it("keeps the order of keys, objects of the same keys in another order included", () => {
    const value = [
      { b: 1, a: 2 },
      { a: 3, b: 4 },
    ];
    const back = roundTrip(value) as object[];
    expect(back.map((object) => Object.keys(object))).toEqual([
      ["b", "a"],
      ["a", "b"],
    ]);
  });

  it("writes a date as JSON does", () => {
    const at = new Date("2026-11-27T10:00:00Z");
    expect(roundTrip({ at, list: [at] })).toEqual({ at: at.toJSON(), list: [at.toJSON()] });
  });

  it("leaves out undefined members, as JSON does", () => {
    expect(roundTrip({ a: undefined, b: "x" })).toEqual(JSON.parse(JSON.stringify({ b: "x" })));
  });

  it("makes a key named __proto__ an own property, as JSON.parse does", () => {
    const value = JSON.parse('{"__proto__": {"polluted": "yes"}, "ok": "fine"}');
    const back = roundTrip(value) as Record<string, unknown>;
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.hasOwn(back, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("writes a calendar day's repeated keys and ids once", () => {
    const pilot = {
      id: "sK7uVYCIuDmrps3Z3aPpoVOpnHVdEGCM",
      firstName: "Samuel",
      lastName: "Dubois",
    };
    const bookings = Array.from({ length: 100 }, (_, index) => ({
      id: `094c04e1-e955-4cfa-b766-4f060fa2${String(index).padStart(4, "0")}`,
      aircraftId: "d94f2872-5d48-4b83-a16f-14c046b04f2b",
      type: "rental",
      details: { pilotId: pilot.id, userId: pilot.id, pilot },
    }));
    const plain = JSON.stringify(bookings).length;
    const packed = JSON.stringify(pack(bookings)).length;
    expect(packed).toBeLessThan(plain * 0.5);
    expect(roundTrip(bookings)).toEqual(bookings);
  });

  it("refuses what it did not write", () => {
    expect(() => unpack({ strings: [], shapes: [], value: 3 })).toThrow();
    expect(() => unpack({ strings: [], shapes: [["a"]], value: [2, "x"] })).toThrow();
  });
});
