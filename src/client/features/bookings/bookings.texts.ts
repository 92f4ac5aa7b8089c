export {
  bookingMessages,
  bookingTypeLabels,
} from "../../../shared/bookings/booking.constants";

/** The bookings screens' words: verbatim, one place to find them (docs/rules/). */
export const bookingTexts = {
  title: "Bookings",
  subtitleAdmin: "Manage all organization bookings",
  subtitleMember: "View your personal bookings",
  addMyBooking: "Add My Booking",
  addBookingForUser: "Add Booking for User",
  searchLabel: "Search aircraft",
  searchPlaceholder: "Search aircraft by registration, model, or manufacturer...",
  loading: "Loading bookings...",
  error: (message: string) => `Error: ${message}`,
  noAircraft: "No aircraft available. Please add aircraft to your organization first.",
  noMatch: "No aircraft found matching your search.",

  previousDay: "- Day",
  today: "Today",
  nextDay: "+ Day",
  goToDate: "Go to date",
  now: "Now",
  previousHour: "Previous hour",
  nextHour: "Next hour",
  keyboardHint: "Keys: ← → move one hour, N now, T today",
  /** Said once, above the grid, when the viewer's browser is in another zone. */
  timesAre: (zone: string, abbreviation: string) => `Times are ${zone} (${abbreviation})`,
  /** The day holds more bookings than one answer of the server: the grid shows the earliest. */
  notEveryBooking: "Not every booking of this day is shown.",
  gridCaption: (date: string) => `Aircraft availability on ${date}`,
  aircraftColumn: "Aircraft",
  instructorGridCaption: (date: string) => `Instructor availability on ${date}`,
  instructorColumn: "Instructor",
  /** An instructor's hour out of their hours or in their time off (its tooltip). */
  unavailable: "Unavailable",
  currentHour: "current hour",
  bookCell: (registration: string, hour: string) => `Book ${registration} at ${hour}`,

  /** The switch between the aircraft's rows and the instructors'. */
  calendarRows: "Calendar rows",
  aircraftRows: "Aircraft",
  instructorRows: "Instructors",
  noInstructors: "No instructors yet. An administrator marks members as instructors on their page.",
  /** The switch between the day grid and one aircraft's week. */
  calendarView: "Calendar view",
  dayView: "Day",
  weekView: "Week",
  /** The week view's choice of aircraft. */
  weekAircraft: "Aircraft",
  weekCaption: (registration: string, first: string, last: string) =>
    `${registration} availability from ${first} to ${last}`,
  dayColumn: "Day",
  notEveryBookingOfWeek: "Not every booking of this week is shown.",

  booked: "Booked",
  pilotHidden: "Pilot Info Hidden",
  unknownPilot: "Unknown pilot",
  pilotLabel: "Pilot",
  notesLabel: "Notes",
  typeLabel: "Type",
  bookingName: (pilot: string, title: string) => `${pilot} — ${title}`,

  tooltipModel: "Model",
  tooltipYear: "Year",
  tooltipCategory: "Category",
  tooltipRate: "Rate",
  tooltipArchived: "Archived",
  yes: "Yes",
  no: "No",
  notProvided: "Not provided",
  ratePerHour: (rate: number) => `$${rate.toFixed(2)}/hr`,

  findSlot: "Find a Slot",
  findSlotDescription:
    "The earliest free times in the next 14 days at which you, the aircraft and the instructor are all free.",
  anyAircraft: "Any aircraft",
  categoryLabel: "Category",
  anyCategory: "Any category",
  anyInstructor: "Any instructor",
  durationLabel: "Duration",
  slotFromLabel: "From",
  findingSlots: "Finding free slots...",
  slotsCaption: "Free slots, earliest first",

  newTitle: "New Booking",
  editTitle: "Edit Booking",
  /** A tapped booking's details offer to edit it. */
  editBooking: "Edit Booking",
  close: "Close",
  aircraftLabel: "Aircraft",
  aircraftPlaceholder: "Select an aircraft",
  /** The Aircraft select's one option on a Ground booking, which has none. */
  withoutAircraft: "No aircraft",
  aircraftOption: (registration: string, model: string) => `${registration} - ${model}`,
  instructorLabel: "Instructor",
  noInstructor: "No instructor",
  /** An instructor who cannot teach at the chosen times: out of hours, away or booked. */
  instructorOption: (firstName: string, lastName: string, unavailable: boolean) =>
    `${firstName} ${lastName}${unavailable ? " — unavailable" : ""}`,
  userLabel: "User",
  userPlaceholder: "Select a user",
  me: "Me",
  typeFieldLabel: "Booking Type",
  purposeLabel: "Purpose",
  purposePlaceholder: "e.g. Training flight, Maintenance check",
  startLabel: "Start Time",
  endLabel: "End Time",
  notesFieldLabel: "Notes",
  cancel: "Cancel",
  create: "Create",
  update: "Update",
  saving: "Saving...",

  cancelBooking: "Cancel Booking",
  cancelQuestion: "Are you sure you want to cancel this booking? Its time slot becomes free again.",
  cancelling: "Cancelling...",
  keepBooking: "Keep Booking",

  upcomingTitle: "Your Upcoming Bookings",
  newBooking: "New Booking",
  noUpcoming: "No upcoming bookings",
  /** What to do next when the dashboard's lists are empty (docs/rules/app.md). */
  noUpcomingNext: "Book an aircraft with 'New Booking', or find a free slot on the calendar.",
  openCalendar: "Open the calendar",
  /** A booking's instructor, named to everyone (instructors are the organization's staff). */
  withInstructor: (firstName: string, lastName: string) =>
    `Instructor: ${`${firstName} ${lastName}`.trim()}`,
  lessonsTitle: "Your Lessons",
  noLessons: "No upcoming lessons",
  todayTitle: "Today's Bookings",
  viewAll: "View All Bookings",
  noToday: "No bookings scheduled for today",
  noTodayNext: "'View All Bookings' shows the days ahead and their free slots.",
  loadingList: "Loading...",
  noRecent: "No recent bookings",

  myBookingsTitle: "My Bookings",
  myBookingsSubtitle: "Your own bookings, upcoming and past, in the organization's time.",
  upcomingTab: "Upcoming",
  pastTab: "Past",
  noPast: "No past bookings",
  showMore: "Show More",
  loadingMore: "Loading...",

  statistics: "Statistics",
  fromLabel: "From",
  toLabel: "To",
  totalBookings: "Total Bookings",
  totalHours: "Total Hours",
  perAircraftCaption: "Bookings per aircraft",
  perInstructorCaption: "Hours per instructor",
  hoursColumn: "Hours",
  bookingsColumn: "Bookings",
  noStatistics: "No bookings in this date range.",
} as const;

/** Lists name a booking's aircraft by registration; one no longer shown is 'Unknown aircraft'. */
export const unknownAircraft = "Unknown aircraft";
/** What lists show for the aircraft of a Ground booking, which has none. */
export const noAircraft = "No aircraft";
