import { z } from "zod";
import {
  aircraftCategories,
  aircraftStatuses,
  aircraftTypes,
  fuelTypes,
} from "./aircraft.constants";

/** An aircraft as the API returns it (docs/rules/aircraft.md). */
export const aircraftSchema = z.object({
  id: z.string(),
  registration: z.string(),
  model: z.string(),
  manufacturer: z.string(),
  year: z.number(),
  baseAirportICAO: z.string(),
  category: z.enum(aircraftCategories),
  avionics: z.array(z.string()),
  fuelType: z.enum(fuelTypes),
  hourlyRate: z.number().nullable(),
  bookingEnabled: z.boolean(),
  isArchived: z.boolean(),
  color: z.string(),
  type: z.enum(aircraftTypes),
  status: z.enum(aircraftStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Aircraft = z.infer<typeof aircraftSchema>;
