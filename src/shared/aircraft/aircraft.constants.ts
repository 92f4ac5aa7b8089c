export const aircraftCategories = [
  "Single Engine",
  "Multi Engine",
  "Turboprop",
  "Jet",
  "Helicopter",
] as const;
export type AircraftCategory = (typeof aircraftCategories)[number];

export const fuelTypes = ["100LL", "Jet A", "MOGAS"] as const;
export type FuelType = (typeof fuelTypes)[number];

export const aircraftTypes = ["training", "rental", "private"] as const;
export type AircraftType = (typeof aircraftTypes)[number];

export const aircraftStatuses = ["available", "maintenance", "booked", "archived"] as const;
export type AircraftStatus = (typeof aircraftStatuses)[number];

/** Letters and digits, at most one hyphen between them, 2 to 10 characters in all. */
export const REGISTRATION_PATTERN = /^(?=.{2,10}$)[A-Z0-9]+(?:-[A-Z0-9]+)?$/;
export const REGISTRATION_MAX_LENGTH = 10;

export const DEFAULT_AIRCRAFT_COLOR = "#3174ad";
export const MIN_AIRCRAFT_YEAR = 1900;

/** The latest year an aircraft may have: next year (docs/rules/aircraft.md). */
export const maxAircraftYear = (now = new Date()) => now.getFullYear() + 1;

export const aircraftMessages = {
  registration: "Registration is required",
  registrationFormat:
    "Registration must be 2 to 10 letters or digits, with at most one hyphen between them",
  model: "Model is required",
  manufacturer: "Manufacturer is required",
  baseAirport: "Base airport is required",
  baseAirportFormat: "Base airport must be a 4-letter ICAO code",
  fuelType: "Fuel type is required",
  color: "Color is required",
  colorFormat: "Color must be a hex colour such as #3174ad",
  year: (max: number) => `Year must be between ${MIN_AIRCRAFT_YEAR} and ${max}`,
  hourlyRate: "Hourly rate must be a number of at least 0",
  hourlyRateCents: "Hourly rate can have at most two decimals",
  category: "Choose a category",
  type: "Choose a type",
  status: "Choose a status",
  duplicateRegistration: "An aircraft with this registration already exists.",
  notFound: "Aircraft not found",
  archivedIsFinal: "This aircraft is archived and cannot be changed.",
  fetchFailed: "Failed to fetch aircraft",
  createFailed: "Failed to create aircraft",
  updateFailed: "Failed to update aircraft",
  archiveFailed: "Failed to archive aircraft",
} as const;
