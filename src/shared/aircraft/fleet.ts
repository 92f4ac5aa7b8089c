import { type AircraftStatus, aircraftStatuses } from "./aircraft.constants";

interface Searchable {
  registration: string;
  model: string;
  manufacturer: string;
}

/**
 * The aircraft search (docs/rules/aircraft.md): a case-insensitive substring of the registration,
 * the model, the manufacturer, or "manufacturer model". An empty search matches everything.
 */
export function matchesAircraftSearch(aircraft: Searchable, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return [
    aircraft.registration,
    aircraft.model,
    aircraft.manufacturer,
    `${aircraft.manufacturer} ${aircraft.model}`,
  ].some((text) => text.toLowerCase().includes(needle));
}

/** The columns that decide whether an aircraft takes new bookings. */
export interface BookableState {
  isArchived: boolean;
  bookingEnabled: boolean;
}

/**
 * Whether an aircraft takes new bookings (docs/rules/bookings.md): not archived, and booking
 * enabled. The booking policy and the booking form's aircraft list ask this; SQL asks
 * `aircraft_is_bookable(aircraft)` (migration 0010), which a test holds to the same answers.
 */
export const isAircraftBookable = (aircraft: BookableState): boolean =>
  !aircraft.isArchived && aircraft.bookingEnabled;

/** Unknown or missing status counts as available (docs/rules/aircraft.md). */
export function effectiveStatus(status: string | null | undefined): AircraftStatus {
  return (aircraftStatuses as readonly string[]).includes(status ?? "")
    ? (status as AircraftStatus)
    : "available";
}

export interface FleetSummary {
  total: number;
  available: number;
  maintenance: number;
  booked: number;
  archived: number;
}

/**
 * The dashboard's Aircraft Summary: Total counts every aircraft, archived included; an archived
 * aircraft counts only as Archived (docs/rules/aircraft.md).
 */
export function summarizeFleet(
  fleet: readonly { status: string | null | undefined; isArchived: boolean }[],
): FleetSummary {
  const summary: FleetSummary = { total: 0, available: 0, maintenance: 0, booked: 0, archived: 0 };
  for (const aircraft of fleet) {
    summary.total += 1;
    const status = aircraft.isArchived ? "archived" : effectiveStatus(aircraft.status);
    summary[status] += 1;
  }
  return summary;
}

/**
 * The status an aircraft is shown with: an archived aircraft is archived whatever its stored
 * status says, and an unknown or missing status counts as available.
 */
export function displayedStatus(aircraft: {
  status: string | null | undefined;
  isArchived: boolean;
}): AircraftStatus {
  return aircraft.isArchived ? "archived" : effectiveStatus(aircraft.status);
}
