/** 'ground': a ground lesson, briefing or simulator session, with an instructor and no aircraft. */
export const bookingTypes = ["rental", "training", "maintenance", "ground"] as const;
export type BookingType = (typeof bookingTypes)[number];

export const bookingTypeLabels: Record<BookingType, string> = {
  rental: "Rental",
  training: "Training",
  maintenance: "Maintenance",
  ground: "Ground",
};

/** Whether a booking of this type has no aircraft (and needs an instructor). */
export const isGroundType = (type: string | undefined): boolean => type === "ground";

export const bookingStatuses = ["active", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The longest booking accepted: a long trip, not a lease. */
export const MAX_BOOKING_DAYS = 30;
/**
 * The widest window one calendar read may ask for: the longest booking seen whole by the
 * booking form's conflict check, in local days (31, and an hour more across a clock change).
 * The screens ask for a day or the days of one booking; wider windows only cost memory.
 */
export const MAX_CALENDAR_DAYS = 32;
/**
 * At most this many bookings in one calendar answer, the earliest first (`truncated` beyond):
 * a day of 50 aircraft booked by the hour, or a month of one aircraft, is under it.
 */
export const MAX_CALENDAR_BOOKINGS = 1000;
/**
 * At most this many characters of JSON in one calendar answer as an admin sees it (the most
 * any viewer sees), the earliest bookings first (`truncated` beyond): ~1,000 bookings of
 * ordinary notes, ~200 of the longest. No more than 3 MB whatever the text.
 */
export const MAX_CALENDAR_CHARACTERS = 1_000_000;
/** The widest range of the statistics: a year of month totals, whatever the day it starts. */
export const MAX_STATISTICS_DAYS = 400;

/** A page of a member's own bookings ('My Bookings'): this many by default, at most the cap. */
export const MY_BOOKINGS_PAGE_SIZE = 20;
export const MY_BOOKINGS_MAX_PAGE_SIZE = 100;

/**
 * The years the calendar holds: a date outside them is a typo or a probe, never a booking, and
 * is refused before it reaches a query or the month totals.
 */
export const CALENDAR_FIRST_YEAR = 1970;
export const CALENDAR_LAST_YEAR = 2199;

export const bookingMessages = {
  aircraftRequired: "Please select an aircraft",
  instructorRequired: "Please select an instructor",
  groundWithAircraft: "A Ground booking has no aircraft",
  purposeRequired: "Please enter a purpose for the booking",
  typeRequired: "Please select a booking type",
  userRequired: "Please select a user",
  timesRequired: "Aircraft, start time, and end time are required.",
  endAfterStart: "End time must be after start time",
  startLead: (formatted: string) => `Start time must be at least 1 hour from now (${formatted})`,
  endLead: (formatted: string) => `End time must be at least 1 hour from now (${formatted})`,
  tooLong: `A booking can last at most ${MAX_BOOKING_DAYS} days`,
  selectAircraftFirst: "Please select an aircraft first",
  conflictWith: (title: string) => `This time slot conflicts with "${title}"`,
  /** `more`: the slot overlaps more bookings than the titles named. */
  conflictWithTitles: (titles: string[], more = false) =>
    `This time slot conflicts with existing booking(s): ${titles.map((t) => `"${t}"`).join(", ")}${more ? " and more" : ""}`,
  conflict: "This time slot conflicts with an existing booking",
  pilotMissing: "Pilot ID is missing.",
  forOthers: "Members can only book for themselves.",
  notFound: "Booking not found",
  aircraftNotBookable: "This aircraft cannot be booked.",
  pilotNotMember: "The selected user is not a member of your organization.",
  notYourBooking: "You can only change your own bookings.",
  alreadyCancelled: "This booking is already cancelled.",
  invalidRange: `Choose a date range of at most ${MAX_STATISTICS_DAYS} days, ending after it starts.`,
  outsideCalendar: `Choose a date between ${CALENDAR_FIRST_YEAR} and ${CALENDAR_LAST_YEAR}.`,
  invalidPage: "This page of bookings cannot be found. Reload the list to start again.",
  invalidCalendarRange: `Choose a date range of at most ${MAX_CALENDAR_DAYS} days, ending after it starts.`,
  created: "Booking created successfully",
  updated: "Booking updated successfully",
  cancelled: "Booking cancelled successfully",
  createFailed: "Failed to create booking",
  updateFailed: "Failed to update booking",
  deleteFailed: "Failed to delete booking",
  fetchFailed: "Failed to fetch bookings",
  busy: "Hangar is busy right now. Please try again in a moment.",
  notAnInstructor: "The selected instructor is not an instructor of your organization.",
  instructorIsPilot: "The instructor cannot be the pilot of the booking",
  instructorUnavailable: (name: PersonName) =>
    `Instructor ${name.firstName} ${name.lastName} is not available at this time`,
  pilotBooked: "You already have a booking at this time",
  memberBooked: "This member already has a booking at this time",
  instructorBooked: (name: PersonName) =>
    `Instructor ${name.firstName} ${name.lastName} is already booked at this time`,
  slotDuration: "Choose a duration from 30 minutes to 12 hours, in steps of 30 minutes",
  slotFrom: "Enter a valid 'From' date",
  slotAircraftOrCategory: "Choose one aircraft, or any aircraft of a category",
  slotCategory: "Choose a valid aircraft category",
  slotInstructor: "Choose an instructor, 'Any instructor' or 'No instructor'",
  noSlot: "No free slot in the next 14 days",
} as const;

interface PersonName {
  firstName: string;
  lastName: string;
}
