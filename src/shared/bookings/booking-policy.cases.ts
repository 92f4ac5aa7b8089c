/**
 * The booking policy's cases, at every boundary: run against the server's input schema and
 * policy (booking-policy.test.ts) and against the booking form's schema
 * (src/client/features/bookings/booking-form.schema.test.ts), which must give the same answers.
 * A new rule adds its cases here (docs/adding-a-booking-rule.md).
 */
import type { BookableState } from "../aircraft/fleet";
import type { Caller } from "./booking-access";
import {
  aircraftFacts,
  type BookingFacts,
  type BookingRequest,
  type ChangedBooking,
  type InstructorFacts,
} from "./booking-policy";
import { findConflicts } from "./booking-rules";

export const ADMIN: Caller = { userId: "admin-1", role: "admin" };
export const ALICE: Caller = { userId: "alice-1", role: "member" };
export const BOB: Caller = { userId: "bob-1", role: "member" };
export const PLANE = "11111111-1111-4111-8111-111111111111";
const EDITED = "22222222-2222-4222-8222-222222222222";

/** A booking of the aircraft, active unless said otherwise. */
export interface ExistingBooking {
  id: string;
  start: string;
  end: string;
  status: "active" | "cancelled";
  pilotId: string;
  title: string;
}

export interface PolicyCase {
  name: string;
  caller: Caller;
  /** The API's body (what the form sends). */
  input: {
    /** Null: none (a Ground booking). */
    aircraftId: string | null;
    title: string;
    type: string;
    start: string;
    end: string;
    notes?: string;
    pilotId?: string;
    instructorId?: string | null;
  };
  /** The booking an update changes, as it is; null when there is none. */
  changing?: { id: string; booking: ChangedBooking | null };
  now: string;
  timeZone: string;
  /** The aircraft's state; undefined: the organization has no such aircraft. */
  aircraft?: BookableState;
  /** Whether the pilot is a member of the organization. */
  pilotIsMember: boolean;
  /** The aircraft's bookings: which of them overlap is the shared overlap rule's to say. */
  existing: ExistingBooking[];
  /** What is known of the instructor asked for: null when they are no instructor. */
  instructor?: InstructorFacts | null;
  /**
   * An active booking of the pilot's other than maintenance overlaps the request, on any
   * aircraft (the booking an update changes left out).
   */
  pilotBooked?: boolean;
  expected:
    | { allowed: true }
    /** Refused by the input schema: the field messages. */
    | { invalid: Record<string, string> }
    /** Refused by the policy: its answer. */
    | { refusal: { status: number; message: string; fields?: Record<string, string> } };
}

const NOW = "2031-05-01T09:20:00.000Z";
const BOOKABLE: BookableState = { isArchived: false, bookingEnabled: true };

type CaseOverrides = Partial<Omit<PolicyCase, "input">> &
  Pick<PolicyCase, "name" | "expected"> & { input?: Partial<PolicyCase["input"]> };

const base = (overrides: CaseOverrides): PolicyCase => ({
  caller: ALICE,
  now: NOW,
  timeZone: "UTC",
  aircraft: BOOKABLE,
  pilotIsMember: true,
  existing: [],
  ...overrides,
  input: {
    aircraftId: PLANE,
    title: "Pattern work",
    type: "training",
    start: "2031-05-01T12:00:00.000Z",
    end: "2031-05-01T13:00:00.000Z",
    ...overrides.input,
  },
});

const slot = (start: string, end: string) => ({ start, end });
const lead = (field: "Start" | "End", formatted: string) =>
  `${field} time must be at least 1 hour from now (${formatted})`;
const booked = (overrides: Partial<ExistingBooking> = {}): ExistingBooking => ({
  id: "33333333-3333-4333-8333-333333333333",
  start: "2031-05-01T12:00:00.000Z",
  end: "2031-05-01T14:00:00.000Z",
  status: "active",
  pilotId: ALICE.userId,
  title: "Cross-country",
  ...overrides,
});
const conflictNamed = (title: string) => ({
  refusal: {
    status: 409,
    message: `This time slot conflicts with existing booking(s): "${title}"`,
  },
});
const conflictUnnamed = {
  refusal: { status: 409, message: "This time slot conflicts with an existing booking" },
};
const notBookable = {
  refusal: {
    status: 400,
    message: "This aircraft cannot be booked.",
    fields: { aircraftId: "This aircraft cannot be booked." },
  },
};
const notMember = {
  refusal: {
    status: 400,
    message: "The selected user is not a member of your organization.",
    fields: { pilotId: "The selected user is not a member of your organization." },
  },
};
const startLead = (formatted: string) => ({
  refusal: {
    status: 400,
    message: lead("Start", formatted),
    fields: { start: lead("Start", formatted) },
  },
});

const JANE = "jane-1";
const teaching = (overrides: Partial<InstructorFacts> = {}): InstructorFacts => ({
  firstName: "Jane",
  lastName: "Smith",
  teaches: true,
  available: true,
  booked: false,
  ...overrides,
});
const instructorField = (message: string) => ({
  refusal: { status: 400, message, fields: { instructorId: message } },
});
const youAreBooked = {
  refusal: { status: 409, message: "You already have a booking at this time" },
};
const memberIsBooked = {
  refusal: { status: 409, message: "This member already has a booking at this time" },
};
/** Alice's booking as an update finds it: the base case's slot and type. */
const alicesBooking = (overrides: Partial<ChangedBooking> = {}): ChangedBooking => ({
  pilotId: ALICE.userId,
  editableByMember: true,
  status: "active",
  startsAt: new Date("2031-05-01T12:00:00.000Z"),
  endsAt: new Date("2031-05-01T13:00:00.000Z"),
  type: "training",
  ...overrides,
});
/** Alice's lesson 12:00–13:00 being changed, taught by `instructorId`. */
const lessonOf = (instructorId: string | null): ChangedBooking => ({
  pilotId: ALICE.userId,
  editableByMember: true,
  status: "active",
  instructorId,
  startsAt: new Date("2031-05-01T12:00:00.000Z"),
  endsAt: new Date("2031-05-01T13:00:00.000Z"),
});
const NOT_AN_INSTRUCTOR = "The selected instructor is not an instructor of your organization.";
/** A Ground booking: a lesson with an instructor and no aircraft. */
const ground = { type: "ground", aircraftId: null };

export const policyCases: PolicyCase[] = [
  // The instructor of a lesson.
  base({
    name: "names an instructor who is free and available",
    input: { instructorId: JANE },
    instructor: teaching(),
    expected: { allowed: true },
  }),
  base({
    name: "names no instructor (null)",
    input: { instructorId: null },
    expected: { allowed: true },
  }),
  base({
    name: "names someone who is no instructor of the organization",
    input: { instructorId: BOB.userId },
    instructor: null,
    expected: instructorField(NOT_AN_INSTRUCTOR),
  }),
  base({
    name: "names the pilot as the instructor (before whether they teach)",
    input: { instructorId: ALICE.userId },
    instructor: null,
    expected: instructorField("The instructor cannot be the pilot of the booking"),
  }),
  base({
    name: "names an instructor out of their hours, on an aircraft that cannot be booked",
    input: { instructorId: JANE },
    instructor: teaching({ available: false }),
    aircraft: { isArchived: false, bookingEnabled: false },
    expected: notBookable,
  }),
  base({
    name: "names an instructor out of their hours who is also booked",
    input: { instructorId: JANE },
    instructor: teaching({ available: false, booked: true }),
    expected: {
      refusal: { status: 409, message: "Instructor Jane Smith is not available at this time" },
    },
  }),
  base({
    name: "names a booked instructor on a taken slot",
    input: { instructorId: JANE },
    instructor: teaching({ booked: true }),
    existing: [booked({ pilotId: BOB.userId })],
    expected: {
      refusal: { status: 409, message: "Instructor Jane Smith is already booked at this time" },
    },
  }),
  base({
    name: "names a free instructor on a taken slot",
    input: { instructorId: JANE },
    instructor: teaching(),
    existing: [booked({ pilotId: BOB.userId })],
    expected: conflictUnnamed,
  }),
  // A lesson whose instructor no longer teaches stays booked until it is changed.
  base({
    name: "keeps the instructor, who no longer teaches, and the times of its lesson",
    changing: { id: EDITED, booking: lessonOf(JANE) },
    input: { instructorId: JANE, notes: "Bring the headset" },
    instructor: teaching({ teaches: false, available: false }),
    expected: { allowed: true },
  }),
  base({
    name: "moves a lesson whose instructor no longer teaches",
    changing: { id: EDITED, booking: lessonOf(JANE) },
    input: { instructorId: JANE, ...slot("2031-05-01T12:30:00.000Z", "2031-05-01T13:30:00.000Z") },
    instructor: teaching({ teaches: false }),
    expected: instructorField(NOT_AN_INSTRUCTOR),
  }),
  base({
    name: "names anew someone who no longer teaches, at the lesson's times",
    changing: { id: EDITED, booking: lessonOf(null) },
    input: { instructorId: JANE },
    instructor: teaching({ teaches: false }),
    expected: instructorField(NOT_AN_INSTRUCTOR),
  }),
  base({
    name: "names someone who no longer teaches on a new booking",
    input: { instructorId: JANE },
    instructor: teaching({ teaches: false }),
    expected: instructorField(NOT_AN_INSTRUCTOR),
  }),
  base({
    name: "keeps the times of a lesson whose instructor, who still teaches, is now away",
    changing: { id: EDITED, booking: lessonOf(JANE) },
    input: { instructorId: JANE },
    instructor: teaching({ available: false }),
    expected: {
      refusal: { status: 409, message: "Instructor Jane Smith is not available at this time" },
    },
  }),
  // Ground bookings: an instructor and no aircraft.
  base({
    name: "is a Ground lesson with an instructor and no aircraft",
    input: { ...ground, instructorId: JANE },
    instructor: teaching(),
    aircraft: undefined,
    expected: { allowed: true },
  }),
  base({
    name: "is a Ground lesson without an instructor",
    input: { ...ground, instructorId: null },
    aircraft: undefined,
    expected: instructorField("Please select an instructor"),
  }),
  base({
    name: "is a Ground lesson without an instructor, too early (the lead time first)",
    input: { ...ground, ...slot("2031-05-01T09:30:00.000Z", "2031-05-01T11:00:00.000Z") },
    aircraft: undefined,
    expected: startLead("May 1, 2031, 10:00 AM UTC"),
  }),
  base({
    name: "is a Ground lesson without an instructor for a non-member (the pilot first)",
    caller: ADMIN,
    input: { ...ground, pilotId: "outsider-1" },
    pilotIsMember: false,
    aircraft: undefined,
    expected: notMember,
  }),
  base({
    name: "is a Ground lesson taught by its own pilot",
    input: { ...ground, instructorId: ALICE.userId },
    aircraft: undefined,
    instructor: null,
    expected: instructorField("The instructor cannot be the pilot of the booking"),
  }),
  base({
    name: "is a Ground lesson while the aircraft rows are booked",
    input: { ...ground, instructorId: JANE },
    instructor: teaching(),
    aircraft: undefined,
    existing: [booked({ pilotId: BOB.userId })],
    expected: { allowed: true },
  }),
  base({
    name: "is a Ground lesson whose instructor teaches a flight then",
    input: { ...ground, instructorId: JANE },
    instructor: teaching({ booked: true }),
    aircraft: undefined,
    expected: {
      refusal: { status: 409, message: "Instructor Jane Smith is already booked at this time" },
    },
  }),
  base({
    name: "is a rental without an aircraft",
    input: { type: "rental", aircraftId: null },
    aircraft: undefined,
    expected: { invalid: { aircraftId: "Please select an aircraft" } },
  }),
  // The pilot, on one booking at a time (on any aircraft).
  base({
    name: "is the pilot's own, while they are booked on another aircraft",
    pilotBooked: true,
    expected: youAreBooked,
  }),
  base({
    name: "is an admin's own, while they are booked on another aircraft",
    caller: ADMIN,
    input: { pilotId: ADMIN.userId },
    pilotBooked: true,
    expected: youAreBooked,
  }),
  base({
    name: "is an admin's for a member who is booked on another aircraft",
    caller: ADMIN,
    input: { pilotId: ALICE.userId },
    pilotBooked: true,
    expected: memberIsBooked,
  }),
  base({
    name: "is maintenance, while its pilot is booked on another aircraft",
    input: { type: "maintenance" },
    pilotBooked: true,
    expected: { allowed: true },
  }),
  base({
    name: "is the pilot's own, on a taken slot of this aircraft (the aircraft answers)",
    pilotBooked: true,
    existing: [booked()],
    expected: conflictNamed("Cross-country"),
  }),
  base({
    name: "names a booked instructor, while the pilot is booked too",
    input: { instructorId: JANE },
    instructor: teaching({ booked: true }),
    pilotBooked: true,
    expected: {
      refusal: { status: 409, message: "Instructor Jane Smith is already booked at this time" },
    },
  }),
  base({
    name: "keeps the slot, pilot and type of a booking that overlapped its pilot's before",
    changing: { id: EDITED, booking: alicesBooking() },
    input: { title: "Pattern work, renamed" },
    pilotBooked: true,
    expected: { allowed: true },
  }),
  base({
    name: "moves a booking that overlapped its pilot's before, still overlapping",
    changing: {
      id: EDITED,
      booking: alicesBooking({ endsAt: new Date("2031-05-01T12:30:00.000Z") }),
    },
    pilotBooked: true,
    expected: youAreBooked,
  }),
  base({
    name: "turns maintenance into training while its pilot is booked",
    changing: { id: EDITED, booking: alicesBooking({ type: "maintenance" }) },
    pilotBooked: true,
    expected: youAreBooked,
  }),
  base({
    name: "hands a booking to a member who is booked then",
    caller: ADMIN,
    changing: { id: EDITED, booking: alicesBooking() },
    input: { pilotId: BOB.userId },
    pilotBooked: true,
    expected: memberIsBooked,
  }),
  // Lead time: the next full hour after now, on the organization's clocks.
  base({
    name: "starts exactly at the next full hour",
    input: slot("2031-05-01T10:00:00.000Z", "2031-05-01T11:00:00.000Z"),
    expected: { allowed: true },
  }),
  base({
    name: "starts a minute before the next full hour",
    input: slot("2031-05-01T09:59:00.000Z", "2031-05-01T11:00:00.000Z"),
    expected: startLead("May 1, 2031, 10:00 AM UTC"),
  }),
  base({
    name: "starts and ends before the next full hour",
    input: slot("2031-05-01T09:30:00.000Z", "2031-05-01T09:45:00.000Z"),
    expected: {
      refusal: {
        status: 400,
        message: lead("Start", "May 1, 2031, 10:00 AM UTC"),
        fields: {
          start: lead("Start", "May 1, 2031, 10:00 AM UTC"),
          end: lead("End", "May 1, 2031, 10:00 AM UTC"),
        },
      },
    },
  }),
  base({
    name: "is asked for exactly on the hour: the hour after is the earliest",
    now: "2031-05-01T10:00:00.000Z",
    input: slot("2031-05-01T10:00:00.000Z", "2031-05-01T11:00:00.000Z"),
    expected: startLead("May 1, 2031, 11:00 AM UTC"),
  }),
  base({
    name: "starts on UTC's next hour, before Kolkata's (+05:30)",
    now: "2031-05-01T04:40:00.000Z",
    timeZone: "Asia/Kolkata",
    input: slot("2031-05-01T05:00:00.000Z", "2031-05-01T06:00:00.000Z"),
    expected: startLead("May 1, 2031, 11:00 AM GMT+5:30"),
  }),
  base({
    name: "starts on Kolkata's next full hour",
    now: "2031-05-01T04:40:00.000Z",
    timeZone: "Asia/Kolkata",
    input: slot("2031-05-01T05:30:00.000Z", "2031-05-01T06:30:00.000Z"),
    expected: { allowed: true },
  }),
  base({
    name: "starts on Kathmandu's next full hour (+05:45)",
    now: "2031-05-01T04:40:00.000Z",
    timeZone: "Asia/Kathmandu",
    input: slot("2031-05-01T05:15:00.000Z", "2031-05-01T06:15:00.000Z"),
    expected: { allowed: true },
  }),
  base({
    name: "starts before the hour that follows a clock change forward (Berlin, 02:00 → 03:00)",
    now: "2031-03-30T00:30:00.000Z",
    timeZone: "Europe/Berlin",
    input: slot("2031-03-30T00:45:00.000Z", "2031-03-30T02:00:00.000Z"),
    expected: startLead("Mar 30, 2031, 3:00 AM GMT+2"),
  }),
  base({
    name: "starts on the hour that follows a clock change forward",
    now: "2031-03-30T00:30:00.000Z",
    timeZone: "Europe/Berlin",
    input: slot("2031-03-30T01:00:00.000Z", "2031-03-30T02:00:00.000Z"),
    expected: { allowed: true },
  }),
  base({
    name: "starts before the repeated hour of a clock change back (Berlin, 03:00 → 02:00)",
    now: "2031-10-26T00:40:00.000Z",
    timeZone: "Europe/Berlin",
    input: slot("2031-10-26T00:45:00.000Z", "2031-10-26T02:00:00.000Z"),
    expected: startLead("Oct 26, 2031, 2:00 AM GMT+1"),
  }),
  base({
    name: "starts on the repeated hour of a clock change back",
    now: "2031-10-26T00:40:00.000Z",
    timeZone: "Europe/Berlin",
    input: slot("2031-10-26T01:00:00.000Z", "2031-10-26T02:00:00.000Z"),
    expected: { allowed: true },
  }),
  // The range: after its start, and at most 30 days.
  base({
    name: "lasts exactly 30 days",
    input: slot("2031-05-01T12:00:00.000Z", "2031-05-31T12:00:00.000Z"),
    expected: { allowed: true },
  }),
  base({
    name: "lasts 30 days and a minute",
    input: slot("2031-05-01T12:00:00.000Z", "2031-05-31T12:01:00.000Z"),
    expected: { invalid: { end: "A booking can last at most 30 days" } },
  }),
  base({
    name: "ends when it starts",
    input: slot("2031-05-01T12:00:00.000Z", "2031-05-01T12:00:00.000Z"),
    expected: { invalid: { end: "End time must be after start time" } },
  }),
  base({
    name: "has a purpose longer than 200 characters",
    input: { title: "x".repeat(201) },
    expected: { invalid: { title: "Must be at most 200 characters" } },
  }),
  base({
    name: "has notes longer than 2000 characters",
    input: { notes: "x".repeat(2001) },
    expected: { invalid: { notes: "Must be at most 2000 characters" } },
  }),
  // The aircraft.
  base({
    name: "is of an archived aircraft",
    aircraft: { isArchived: true, bookingEnabled: false },
    expected: notBookable,
  }),
  base({
    name: "is of an aircraft with booking disabled",
    aircraft: { isArchived: false, bookingEnabled: false },
    expected: notBookable,
  }),
  base({
    name: "is of another organization's aircraft (none of this one's)",
    aircraft: undefined,
    expected: notBookable,
  }),
  // Whose booking.
  base({
    name: "is a member's booking for someone else",
    input: { pilotId: BOB.userId },
    expected: {
      refusal: { status: 403, message: "Members can only book for themselves." },
    },
  }),
  base({
    name: "is an admin's booking for a member",
    caller: ADMIN,
    input: { pilotId: ALICE.userId },
    expected: { allowed: true },
  }),
  base({
    name: "is an admin's booking for someone not a member",
    caller: ADMIN,
    input: { pilotId: "outsider-1" },
    pilotIsMember: false,
    expected: notMember,
  }),
  // The order: the first rule broken answers.
  base({
    name: "is a member's booking for someone else, too early",
    input: {
      pilotId: BOB.userId,
      ...slot("2031-05-01T09:30:00.000Z", "2031-05-01T11:00:00.000Z"),
    },
    expected: startLead("May 1, 2031, 10:00 AM UTC"),
  }),
  base({
    name: "is for a non-member on an archived aircraft",
    caller: ADMIN,
    input: { pilotId: "outsider-1" },
    pilotIsMember: false,
    aircraft: { isArchived: true, bookingEnabled: false },
    existing: [booked()],
    expected: notMember,
  }),
  base({
    name: "overlaps a booking on an aircraft with booking disabled",
    aircraft: { isArchived: false, bookingEnabled: false },
    existing: [booked()],
    expected: notBookable,
  }),
  // Overlaps: half-open slots; cancelled bookings and the booking itself do not count.
  base({
    name: "ends exactly when another starts",
    existing: [booked({ start: "2031-05-01T13:00:00.000Z", end: "2031-05-01T15:00:00.000Z" })],
    expected: { allowed: true },
  }),
  base({
    name: "starts exactly when another ends",
    existing: [booked({ start: "2031-05-01T10:00:00.000Z", end: "2031-05-01T12:00:00.000Z" })],
    expected: { allowed: true },
  }),
  base({
    name: "lies inside another",
    existing: [booked({ start: "2031-05-01T11:00:00.000Z", end: "2031-05-01T14:00:00.000Z" })],
    expected: conflictNamed("Cross-country"),
  }),
  base({
    name: "lies around another",
    existing: [booked({ start: "2031-05-01T12:15:00.000Z", end: "2031-05-01T12:45:00.000Z" })],
    expected: conflictNamed("Cross-country"),
  }),
  base({
    name: "equals another",
    existing: [booked({ start: "2031-05-01T12:00:00.000Z", end: "2031-05-01T13:00:00.000Z" })],
    expected: conflictNamed("Cross-country"),
  }),
  base({
    name: "overlaps a minute of another",
    existing: [booked({ start: "2031-05-01T12:59:00.000Z", end: "2031-05-01T14:00:00.000Z" })],
    expected: conflictNamed("Cross-country"),
  }),
  base({
    name: "equals a cancelled booking",
    existing: [booked({ status: "cancelled", end: "2031-05-01T13:00:00.000Z" })],
    expected: { allowed: true },
  }),
  base({
    name: "overlaps another member's booking, whose title the caller may not see",
    existing: [booked({ pilotId: BOB.userId })],
    expected: conflictUnnamed,
  }),
  base({
    name: "overlaps another member's booking, as an admin who sees every title",
    caller: ADMIN,
    input: { pilotId: ADMIN.userId },
    existing: [booked({ pilotId: BOB.userId, title: "Bob's trip" })],
    expected: conflictNamed("Bob's trip"),
  }),
  base({
    name: "overlaps eleven bookings: ten named, and more",
    input: slot("2031-05-01T12:00:00.000Z", "2031-05-01T13:00:00.000Z"),
    existing: Array.from({ length: 11 }, (_, n) =>
      booked({
        id: `44444444-4444-4444-8444-4444444444${String(n).padStart(2, "0")}`,
        start: new Date(Date.parse("2031-05-01T12:00:00.000Z") + n * 60_000).toISOString(),
        end: new Date(Date.parse("2031-05-01T12:01:00.000Z") + n * 60_000).toISOString(),
        title: `Minute ${n}`,
      }),
    ),
    expected: {
      refusal: {
        status: 409,
        message: `This time slot conflicts with existing booking(s): ${Array.from(
          { length: 10 },
          (_, n) => `"Minute ${n}"`,
        ).join(", ")} and more`,
      },
    },
  }),
  // Updates.
  base({
    name: "moves a booking over its own old slot",
    changing: {
      id: EDITED,
      booking: { pilotId: ALICE.userId, editableByMember: true, status: "active" },
    },
    existing: [booked({ id: EDITED })],
    expected: { allowed: true },
  }),
  base({
    name: "moves a booking over another (no titles on an update)",
    changing: {
      id: EDITED,
      booking: { pilotId: ALICE.userId, editableByMember: true, status: "active" },
    },
    existing: [booked()],
    expected: conflictUnnamed,
  }),
  base({
    name: "changes a booking the organization does not have",
    changing: { id: EDITED, booking: null },
    expected: { refusal: { status: 404, message: "Booking not found" } },
  }),
  base({
    name: "changes another member's booking",
    changing: {
      id: EDITED,
      booking: { pilotId: BOB.userId, editableByMember: true, status: "active" },
    },
    expected: { refusal: { status: 403, message: "You can only change your own bookings." } },
  }),
  base({
    name: "changes a cancelled booking, too early",
    changing: {
      id: EDITED,
      booking: { pilotId: ALICE.userId, editableByMember: true, status: "cancelled" },
    },
    input: slot("2031-05-01T09:30:00.000Z", "2031-05-01T11:00:00.000Z"),
    expected: { refusal: { status: 409, message: "This booking is already cancelled." } },
  }),
];

/**
 * The facts of a case for `request`, as a write gathers them: the overlapping bookings are the
 * case's active ones on the aircraft, the changed one left out, at most one more than a message
 * names.
 */
export function factsOf(
  policyCase: PolicyCase,
  request: BookingRequest,
): Omit<BookingFacts, "caller" | "request" | "timeZone" | "earliestStart"> {
  const existing = policyCase.existing.map((booking) => ({
    ...booking,
    aircraftId: PLANE,
    start: new Date(booking.start),
    end: new Date(booking.end),
  }));
  return {
    changing: policyCase.changing?.booking,
    instructor: policyCase.input.instructorId ? policyCase.instructor : undefined,
    pilotBooked: policyCase.pilotBooked ?? false,
    pilotIsMember: policyCase.pilotIsMember,
    aircraft: aircraftFacts(policyCase.aircraft),
    overlapping: findConflicts(request, existing)
      .slice(0, 11)
      .map(({ pilotId, title }) => ({ pilotId, title })),
  };
}
