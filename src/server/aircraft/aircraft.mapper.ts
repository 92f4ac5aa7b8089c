import type {
  AircraftCategory,
  AircraftType,
  FuelType,
} from "../../shared/aircraft/aircraft.constants";
import type { Aircraft } from "../../shared/aircraft/aircraft.types";
import { effectiveStatus } from "../../shared/aircraft/fleet";
import type { AircraftRow } from "./aircraft.repository";

export function toAircraft(row: AircraftRow): Aircraft {
  return {
    id: row.id,
    registration: row.registration,
    model: row.model,
    manufacturer: row.manufacturer,
    year: row.year,
    baseAirportICAO: row.baseAirportIcao,
    category: row.category as AircraftCategory,
    avionics: row.avionics,
    fuelType: row.fuelType as FuelType,
    hourlyRate: row.hourlyRate === null ? null : Number(row.hourlyRate),
    bookingEnabled: row.bookingEnabled,
    isArchived: row.isArchived,
    color: row.color,
    type: row.type as AircraftType,
    status: effectiveStatus(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
