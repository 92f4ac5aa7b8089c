import type { AircraftStatus, AircraftType } from "../../../shared/aircraft/aircraft.constants";
import type { Currency } from "../../../shared/organizations/organization.constants";
import { currencyNames, formatMoney } from "../../lib/money";

export { aircraftMessages } from "../../../shared/aircraft/aircraft.constants";

export const aircraftTypeLabels: Record<AircraftType, string> = {
  training: "Training",
  rental: "Rental",
  private: "Private",
};

export const aircraftStatusLabels: Record<AircraftStatus, string> = {
  available: "Available",
  maintenance: "Maintenance",
  booked: "Booked",
  archived: "Archived",
};

/** The Current Status card's sentence for each status. */
export const aircraftStatusTexts: Record<AircraftStatus, string> = {
  available: "Ready for booking",
  maintenance: "Under maintenance",
  booked: "Currently booked",
  archived: "This aircraft is archived and cannot be booked.",
};

/** '$165.50/hr' in the organization's currency ('€165.50/hr'); null without a rate. */
export const formatHourlyRate = (rate: number | null, currency: Currency) =>
  rate === null ? null : `${formatMoney(rate, currency)}/hr`;

export const aircraftTexts = {
  listTitle: "Aircraft",
  addAircraft: "Add Aircraft",
  searchLabel: "Search aircraft",
  searchPlaceholder: "Search aircraft by registration, model, or manufacturer...",
  loadingList: "Loading aircrafts...",
  noMatch: "No aircraft found matching your search.",
  noAircraft: "No aircraft found.",
  /** What to do next when a list is empty (docs/rules/app.md). */
  noAircraftNextAdmin: "Add the club's first aircraft and members can start booking it.",
  noAircraftNextMember: "An administrator adds the club's aircraft; ask yours to add them.",
  addFirstAircraft: "Add your first aircraft",
  noMatchNext: "Try part of a registration, model or manufacturer.",
  clearSearch: "Clear search",
  tryAgain: "Try again",
  archived: "Archived",
  columns: {
    registration: "Registration",
    aircraft: "Aircraft",
    year: "Year",
    category: "Category",
    rate: "Hourly Rate",
  },
  noRate: "—",

  addTitle: "Add New Aircraft",
  editTitle: "Edit Aircraft",
  registrationLabel: "Registration",
  manufacturerLabel: "Manufacturer",
  modelLabel: "Model",
  yearLabel: "Year",
  baseAirportLabel: "Base Airport",
  categoryLabel: "Category",
  fuelTypeLabel: "Fuel Type",
  hourlyRateLabel: "Hourly Rate",
  hourlyRateHint: (currency: Currency) => `In ${currencyNames[currency]}; leave empty for no rate`,
  colorLabel: "Color",
  typeLabel: "Type",
  statusLabel: "Status",
  bookingEnabledLabel: "Booking Enabled",
  archivedLabel: "Archived",
  archivedHint: "Archiving cannot be undone.",
  updateAircraft: "Update Aircraft",
  saving: "Saving...",
  cancel: "Cancel",
  close: "Close",
  addFailed: "Failed to add aircraft.",
  added: "Aircraft added successfully",
  updated: "Aircraft updated successfully",

  loadingOne: "Loading aircraft...",
  notFound: "Aircraft not found",
  backToAircraft: "Back to Aircraft",
  back: "Back",
  editAircraft: "Edit Aircraft",
  archiveAircraft: "Archive Aircraft",
  archiving: "Archiving...",
  archiveQuestion: "Are you sure you want to archive this aircraft? This action cannot be undone.",
  archivedSuccess: "Aircraft archived successfully",
  archiveError: "An error occurred while archiving the aircraft",
  basicInformation: "Basic Information",
  technicalSpecifications: "Technical Specifications",
  avionics: "Avionics",
  organizationDetails: "Organization Details",
  currentStatus: "Current Status",
  createdLabel: "Created",
  updatedLabel: "Last Updated",
  yes: "Yes",
  no: "No",
  notProvided: "Not provided",
  unknown: "Unknown",

  summaryTitle: "Aircraft Summary",
  showAll: "Show All",
  summary: {
    total: "Total Aircraft",
    available: "Available",
    maintenance: "Maintenance",
    booked: "Booked",
    archived: "Archived",
  },
  alertsTitle: "Alerts",
  noMaintenance: "No aircraft under maintenance.",
  underMaintenance: "Under maintenance",
} as const;
