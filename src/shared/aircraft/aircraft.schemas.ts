import { z } from "zod";
import { ICAO_CODE_PATTERN } from "../validation/icao";
import { hasCents } from "../validation/money";
import { requiredText, text } from "../validation/text";
import {
  aircraftCategories,
  aircraftMessages,
  aircraftStatuses,
  aircraftTypes,
  DEFAULT_AIRCRAFT_COLOR,
  fuelTypes,
  MIN_AIRCRAFT_YEAR,
  maxAircraftYear,
  REGISTRATION_PATTERN,
} from "./aircraft.constants";

/** An aircraft's calendar colour: the form's colour picker gives `#rrggbb`. */
export const aircraftColorSchema = z
  .string({ error: aircraftMessages.color })
  .trim()
  .min(1, aircraftMessages.color)
  .regex(/^#[0-9a-fA-F]{6}$/, aircraftMessages.colorFormat);

/**
 * A registration as painted on the aircraft, upper-cased: letters and digits with at most one
 * hyphen (docs/rules/aircraft.md). Blank keeps the "required" message; anything else that does
 * not fit gets the format's.
 */
export const registrationSchema = requiredText(aircraftMessages.registration, 20)
  .toUpperCase()
  .regex(REGISTRATION_PATTERN, aircraftMessages.registrationFormat);

/** The aircraft's base airport: a four-letter ICAO code, upper-cased. */
export const baseAirportIcaoSchema = requiredText(aircraftMessages.baseAirport, 10)
  .toUpperCase()
  .regex(ICAO_CODE_PATTERN, aircraftMessages.baseAirportFormat);

/**
 * The aircraft form (docs/rules/aircraft.md), validated by the form and by the server alike. The
 * year's upper bound is next year at the moment of validation.
 */
export const aircraftInputSchema = z.object({
  registration: registrationSchema,
  model: requiredText(aircraftMessages.model, 100),
  manufacturer: requiredText(aircraftMessages.manufacturer, 100),
  year: z
    .number({ error: aircraftMessages.year(maxAircraftYear()) })
    .int({ error: aircraftMessages.year(maxAircraftYear()) })
    .superRefine((year, ctx) => {
      const max = maxAircraftYear();
      if (year < MIN_AIRCRAFT_YEAR || year > max) {
        ctx.addIssue({ code: "custom", message: aircraftMessages.year(max) });
      }
    }),
  baseAirportICAO: baseAirportIcaoSchema,
  category: z.enum(aircraftCategories, { error: aircraftMessages.category }),
  avionics: z
    .array(text(100).pipe(z.string().min(1)))
    .max(50)
    .default([]),
  fuelType: z.enum(fuelTypes, { error: aircraftMessages.fuelType }),
  hourlyRate: z
    .number({ error: aircraftMessages.hourlyRate })
    .min(0, aircraftMessages.hourlyRate)
    .max(1_000_000, aircraftMessages.hourlyRate)
    .refine(hasCents, aircraftMessages.hourlyRateCents)
    .nullable(),
  bookingEnabled: z.boolean(),
  isArchived: z.boolean(),
  color: aircraftColorSchema,
  type: z.enum(aircraftTypes, { error: aircraftMessages.type }),
  status: z.enum(aircraftStatuses, { error: aircraftMessages.status }),
});
export type AircraftInput = z.input<typeof aircraftInputSchema>;
export type AircraftData = z.output<typeof aircraftInputSchema>;

/** New-aircraft defaults (docs/rules/aircraft.md). */
export function newAircraftDefaults(baseAirportICAO = "", now = new Date()): AircraftData {
  return {
    registration: "",
    model: "",
    manufacturer: "",
    year: now.getFullYear(),
    baseAirportICAO,
    category: "Single Engine",
    avionics: [],
    fuelType: "100LL",
    hourlyRate: null,
    bookingEnabled: true,
    isArchived: false,
    color: DEFAULT_AIRCRAFT_COLOR,
    type: "training",
    status: "available",
  };
}

/**
 * Archiving is one state: archived, not bookable, status archived. Choosing status 'archived' or
 * ticking archived in the form archives the same way.
 */
export function withArchiveRule(input: AircraftData): AircraftData {
  const archived = input.isArchived || input.status === "archived";
  return archived
    ? { ...input, isArchived: true, bookingEnabled: false, status: "archived" }
    : input;
}

/** The key under which registrations are unique in an organization: no case, no spaces. */
export function registrationKey(registration: string): string {
  return registration.replace(/\s+/g, "").toUpperCase();
}

/** The year input: empty resets to the current year (docs/rules/aircraft.md). */
export function yearFromInput(raw: string, now = new Date()): number {
  return raw.trim() === "" ? now.getFullYear() : Number(raw);
}

/** The hourly rate input: empty means no rate. */
export function hourlyRateFromInput(raw: string): number | null {
  return raw.trim() === "" ? null : Number(raw);
}
