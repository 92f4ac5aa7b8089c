import { describe, expect, it } from "vitest";
import { aircraftMessages, maxAircraftYear } from "./aircraft.constants";
import {
  aircraftInputSchema,
  hourlyRateFromInput,
  newAircraftDefaults,
  registrationKey,
  withArchiveRule,
  yearFromInput,
} from "./aircraft.schemas";

const valid = {
  ...newAircraftDefaults("KPAO"),
  registration: "N1",
  model: "172",
  manufacturer: "Cessna",
};
const issue = (overrides: object, field: string) =>
  aircraftInputSchema
    .safeParse({ ...valid, ...overrides })
    .error?.issues.find((i) => i.path[0] === field)?.message;

describe("aircraftInputSchema boundaries", () => {
  const next = maxAircraftYear();
  it.each([
    [1899, aircraftMessages.year(next)],
    [1900, undefined],
    [next, undefined],
    [next + 1, aircraftMessages.year(next)],
  ])("year %i gives %s", (year, message) => {
    expect(issue({ year }, "year")).toBe(message);
  });

  it.each([
    [0, undefined],
    [0.01, undefined],
    [99.99, undefined],
    [-0.01, aircraftMessages.hourlyRate],
    [1.005, aircraftMessages.hourlyRateCents],
    [null, undefined],
  ])("hourly rate %s gives %s", (hourlyRate, message) => {
    expect(issue({ hourlyRate }, "hourlyRate")).toBe(message);
  });

  it.each([
    ["N1", "N1"],
    [" d-eabc ", "D-EABC"],
    ["n172sp", "N172SP"],
    ["ABCDEFGHIJ", "ABCDEFGHIJ"],
    ["G-12345678", "G-12345678"],
  ])("takes the registration %j as %j", (registration, expected) => {
    expect(aircraftInputSchema.parse({ ...valid, registration }).registration).toBe(expected);
  });

  it.each([
    ["", aircraftMessages.registration],
    ["   ", aircraftMessages.registration],
    ["N", aircraftMessages.registrationFormat],
    ["ABCDEFGHIJK", aircraftMessages.registrationFormat],
    ["D-EA-BC", aircraftMessages.registrationFormat],
    ["-DEABC", aircraftMessages.registrationFormat],
    ["DEABC-", aircraftMessages.registrationFormat],
    ["D EABC", aircraftMessages.registrationFormat],
    ["D_EABC", aircraftMessages.registrationFormat],
    ["D-ÉABC", aircraftMessages.registrationFormat],
    ["N1<script>", aircraftMessages.registrationFormat],
  ])("refuses the registration %j with %j", (registration, message) => {
    expect(issue({ registration }, "registration")).toBe(message);
  });

  it.each([
    ["kpao", "KPAO"],
    [" egll ", "EGLL"],
  ])("takes the base airport %j as %j", (baseAirportICAO, expected) => {
    expect(aircraftInputSchema.parse({ ...valid, baseAirportICAO }).baseAirportICAO).toBe(expected);
  });

  it.each([
    ["", aircraftMessages.baseAirport],
    ["KPA", aircraftMessages.baseAirportFormat],
    ["KPAOX", aircraftMessages.baseAirportFormat],
    ["K1P2", aircraftMessages.baseAirportFormat],
    ["KP-O", aircraftMessages.baseAirportFormat],
  ])("refuses the base airport %j with %j", (baseAirportICAO, message) => {
    expect(issue({ baseAirportICAO }, "baseAirportICAO")).toBe(message);
  });

  it("has the documented defaults for a new aircraft", () => {
    const now = new Date("2031-06-01T12:00:00Z");
    expect(newAircraftDefaults("EGLL", now)).toEqual({
      registration: "",
      model: "",
      manufacturer: "",
      year: 2031,
      baseAirportICAO: "EGLL",
      category: "Single Engine",
      avionics: [],
      fuelType: "100LL",
      hourlyRate: null,
      bookingEnabled: true,
      isArchived: false,
      color: "#3174ad",
      type: "training",
      status: "available",
    });
  });
});

describe("form inputs", () => {
  it("resets an empty year to the current year", () => {
    expect(yearFromInput("", new Date("2030-03-01T00:00:00Z"))).toBe(2030);
    expect(yearFromInput("1975")).toBe(1975);
  });

  it("reads an empty rate as none", () => {
    expect(hourlyRateFromInput("")).toBeNull();
    expect(hourlyRateFromInput("0")).toBe(0);
    expect(hourlyRateFromInput("12.50")).toBe(12.5);
  });
});

describe("withArchiveRule", () => {
  it("archives fully when the status or the flag says archived", () => {
    for (const input of [
      { ...valid, status: "archived" as const },
      { ...valid, isArchived: true },
    ]) {
      expect(withArchiveRule(input)).toMatchObject({
        isArchived: true,
        bookingEnabled: false,
        status: "archived",
      });
    }
    expect(withArchiveRule(valid)).toBe(valid);
  });
});

describe("registrationKey", () => {
  it("ignores case and spaces", () => {
    expect(registrationKey(" d-e abc ")).toBe(registrationKey("D-EABC"));
  });
});
