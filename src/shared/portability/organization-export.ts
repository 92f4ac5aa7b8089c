/**
 * The organization export: one JSON file with everything an organization owns (its settings,
 * its members' profiles, its aircraft and its bookings, cancelled and past ones included), for
 * backups and for moving a club to another installation. Passwords are never in it: members
 * who come back through an import get a sign-in link from their administrator.
 *
 * The schema below is what an import accepts. It checks shapes and references, and every field
 * the app shows as a link, puts in a header or paints with the API's own field schemas (a file is
 * as untrusted as a request); the database's own constraints (one active booking per aircraft at a time, unique registrations) judge the
 * rest inside the import's transaction.
 */
import { z } from "zod";
import {
  aircraftCategories,
  aircraftStatuses,
  aircraftTypes,
  fuelTypes,
} from "../aircraft/aircraft.constants";
import { aircraftColorSchema } from "../aircraft/aircraft.schemas";
import { signUpInputSchema } from "../auth/auth.schemas";
import {
  bookingStatuses,
  bookingTypes,
  isGroundType,
  MAX_BOOKING_DAYS,
} from "../bookings/booking.constants";
import { type Weekday, weeklyHoursProblem } from "../instructors/availability";
import { MAX_WEEKLY_RANGES, TIME_OFF_REASON_MAX_LENGTH } from "../instructors/instructor.constants";
import { instructorRateSchema, instructorRatingsSchema } from "../members/instructor.schemas";
import { organizationStatuses, organizationTypes } from "../organizations/organization.constants";
import {
  logoUrlSchema,
  organizationSettingsSchema,
  slugSchema,
  socialMediaLinks,
  websiteUrlSchema,
} from "../organizations/organization.schemas";
import { storedAddressSchema } from "../profile/address.schemas";
import { roles } from "../profile/user.types";
import { isUuidOrAuthId } from "../validation/ids";
import { hasNoNul } from "../validation/text";

export const EXPORT_FORMAT = "hangar.organization-export";
/**
 * The file's version. 2 added who teaches, their hours and time off, and each lesson's
 * instructor: an installation that knows only 1 refuses such a file (its newer-version
 * message) instead of restoring it without them. 3 added Ground lessons, which have no
 * aircraft, refused the same way by an installation that knows only 2. Every version up to this
 * one restores.
 */
export const EXPORT_VERSION = 3;

export const portabilityMessages = {
  notAnExport: "This file is not a Hangar organization export.",
  newerVersion:
    "This file was made by a newer version of Hangar. Update this installation, then import it again.",
  invalidFile: "This file could not be imported: it is damaged or was edited.",
  notFresh:
    "An organization can only be imported into a new installation, before anyone has signed up.",
  notAnAdministrator: "This email address does not belong to an administrator in the file.",
  setupCodeRequired:
    "Enter the setup code: the server prints it in its log when it starts, and keeps it in setup-code.txt in its DATA_DIR.",
  setupCodeWrong:
    "This setup code is not right. Copy it from the server's log or from setup-code.txt in its DATA_DIR.",
  tooManySetupCodes: "Too many wrong setup codes. Wait 15 minutes, then try again.",
  importFailed: "Failed to import the organization",
  exportFailed: "Failed to download the organization's data",
  exportUnderWay:
    "An export of this organization is already under way. Try again when it has finished.",
  exportsBusy: "Too many exports are under way on this server. Try again in a few minutes.",
} as const;

/** Stored text: anything PostgreSQL can keep, within a generous bound. */
const storedText = (max = 2000) => z.string().max(max).refine(hasNoNul);
const nullableText = (max = 2000) => storedText(max).nullable();
const timestamp = z.iso.datetime({ offset: true });
const uuid = z.uuid();
const personId = z.string().refine(isUuidOrAuthId);
const DAY_MS = 24 * 60 * 60 * 1000;

const organizationSection = z.object({
  id: uuid,
  name: storedText(100).min(2),
  slug: slugSchema,
  type: z.enum(organizationTypes),
  status: z.enum(organizationStatuses),
  joinCode: z.string().regex(/^[A-Z0-9]{8}$/),
  baseAirport: z.object({
    icaoCode: storedText(4).min(1),
    name: storedText(),
    city: storedText(),
    country: storedText(),
    coordinates: z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
    address: nullableText(),
  }),
  contact: z.object({
    email: storedText(320),
    phone: nullableText(),
    website: websiteUrlSchema.nullable(),
    address: nullableText(),
  }),
  settings: organizationSettingsSchema,
  logo: logoUrlSchema.nullable(),
  description: nullableText(),
  socialMedia: socialMediaLinks(websiteUrlSchema.optional()).strict().nullable(),
  ownerId: personId,
  createdByUserId: personId,
  createdAt: timestamp,
  updatedAt: timestamp,
});

const memberSection = z.object({
  id: personId,
  // Accounts' addresses are kept in lower case; an edited file must not create a second form.
  email: z
    .email()
    .max(320)
    .transform((email) => email.toLowerCase()),
  name: storedText(200),
  role: z.enum(roles),
  firstName: storedText(100),
  lastName: storedText(100),
  phoneNumber: storedText(50),
  address: storedAddressSchema.nullable(),
  emergencyContact: z.record(z.string().max(50), storedText()).nullable(),
  joinedOrgAt: timestamp.nullable(),
  // Instructors came after version 1's first files: a file without them restores no instructor.
  isInstructor: z.boolean().default(false),
  instructorRate: instructorRateSchema.default(null),
  instructorRatings: instructorRatingsSchema.default(""),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** People the history names who are no longer members: only their names travel. */
const formerPersonSection = z.object({
  id: personId,
  firstName: storedText(100),
  lastName: storedText(100),
});

const aircraftSection = z.object({
  id: uuid,
  registration: storedText(20).min(1),
  model: storedText(100),
  manufacturer: storedText(100),
  year: z.int().min(1000).max(9999),
  baseAirportIcao: storedText(4),
  category: z.enum(aircraftCategories),
  avionics: z.array(storedText(100)).max(100),
  fuelType: z.enum(fuelTypes),
  hourlyRate: z.number().min(0).max(99_999_999).nullable(),
  bookingEnabled: z.boolean(),
  isArchived: z.boolean(),
  color: aircraftColorSchema,
  type: z.enum(aircraftTypes),
  status: z.enum(aircraftStatuses),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const bookingSection = z.object({
  id: uuid,
  /** Null on a Ground booking, which has no aircraft. */
  aircraftId: uuid.nullable(),
  title: storedText(200),
  startsAt: timestamp,
  endsAt: timestamp,
  notes: nullableText(),
  type: z.enum(bookingTypes),
  userId: personId,
  pilotId: personId,
  /** A lesson's instructor; absent from files made before instructors: none. */
  instructorId: personId.nullable().default(null),
  status: z.enum(bookingStatuses),
  editableByMember: z.boolean(),
  cancelledAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** Every id a section refers to is in the file, and no id is used twice. */
function checkReferences(file: OrganizationExportShape, ctx: z.RefinementCtx) {
  const people = new Set<string>();
  for (const person of [...file.members, ...file.formerPeople]) {
    if (people.has(person.id)) ctx.addIssue({ code: "custom", message: `person ${person.id}` });
    people.add(person.id);
  }
  const emails = new Set(file.members.map((member) => member.email.toLowerCase()));
  if (emails.size !== file.members.length) {
    ctx.addIssue({ code: "custom", message: "two members share an email address" });
  }
  if (!file.members.some((member) => member.role === "admin")) {
    ctx.addIssue({ code: "custom", message: "no administrator" });
  }
  const aircraftIds = new Set(file.aircraft.map((a) => a.id));
  if (aircraftIds.size !== file.aircraft.length) {
    ctx.addIssue({ code: "custom", message: "an aircraft id is used twice" });
  }
  for (const id of [file.organization.ownerId, file.organization.createdByUserId]) {
    if (!people.has(id)) ctx.addIssue({ code: "custom", message: `unknown person ${id}` });
  }
  const bookingIds = new Set<string>();
  for (const booking of file.bookings) {
    if (bookingIds.has(booking.id)) {
      ctx.addIssue({ code: "custom", message: `booking ${booking.id} twice` });
    }
    bookingIds.add(booking.id);
    const ground = isGroundType(booking.type);
    if (
      (booking.aircraftId !== null && !aircraftIds.has(booking.aircraftId)) ||
      !people.has(booking.userId)
    ) {
      ctx.addIssue({ code: "custom", message: `booking ${booking.id} refers to nothing` });
    }
    // A Ground booking has an instructor and no aircraft; every other one has an aircraft.
    if (ground !== (booking.aircraftId === null) || (ground && booking.instructorId === null)) {
      ctx.addIssue({ code: "custom", message: `booking ${booking.id} is not a possible lesson` });
    }
    if (!people.has(booking.pilotId)) {
      ctx.addIssue({ code: "custom", message: `booking ${booking.id} has an unknown pilot` });
    }
    if (booking.instructorId !== null && !people.has(booking.instructorId)) {
      ctx.addIssue({ code: "custom", message: `booking ${booking.id} has an unknown instructor` });
    }
    if (booking.instructorId !== null && booking.instructorId === booking.pilotId) {
      ctx.addIssue({ code: "custom", message: `booking ${booking.id} is taught by its pilot` });
    }
    const length = Date.parse(booking.endsAt) - Date.parse(booking.startsAt);
    if (!(length > 0 && length <= MAX_BOOKING_DAYS * DAY_MS)) {
      ctx.addIssue({ code: "custom", message: `booking ${booking.id} has impossible times` });
    }
  }
}

// --- Instructors' availability: weekly hours and time off (docs/rules/instructors.md). ---

/** One range of an instructor's weekly hours, in minutes after midnight. */
const instructorHoursSection = z.object({
  userId: personId,
  weekday: z.int().min(0).max(6),
  startMinute: z.int().min(0).max(1440),
  endMinute: z.int().min(0).max(1440),
});

const instructorTimeOffSection = z.object({
  id: uuid,
  userId: personId,
  startsAt: timestamp,
  endsAt: timestamp,
  reason: storedText(TIME_OFF_REASON_MAX_LENGTH),
  createdAt: timestamp,
});

/**
 * Hours and time off belong to members of the file, each instructor's week follows the rules
 * the API applies (within the day, no overlap on a weekday), and time off ends after it starts.
 */
function checkAvailability(file: OrganizationExportShape, ctx: z.RefinementCtx) {
  const members = new Set(file.members.map((member) => member.id));
  const weeks = new Map<string, OrganizationExportShape["instructorHours"]>();
  for (const range of file.instructorHours) {
    if (!members.has(range.userId)) {
      ctx.addIssue({ code: "custom", message: `hours of unknown member ${range.userId}` });
    }
    const week = weeks.get(range.userId);
    if (week) week.push(range);
    else weeks.set(range.userId, [range]);
  }
  for (const [userId, week] of weeks) {
    // As the API: a week of at most so many ranges (and no long file to check pair by pair).
    if (week.length > MAX_WEEKLY_RANGES) {
      ctx.addIssue({ code: "custom", message: `hours of ${userId}: too many ranges` });
      continue;
    }
    const problem = weeklyHoursProblem(
      week.map((range) => ({ ...range, weekday: range.weekday as Weekday })),
    );
    if (problem) ctx.addIssue({ code: "custom", message: `hours of ${userId}: ${problem}` });
  }
  const ids = new Set<string>();
  for (const off of file.instructorTimeOff) {
    if (ids.has(off.id)) ctx.addIssue({ code: "custom", message: `time off ${off.id} twice` });
    ids.add(off.id);
    if (!members.has(off.userId)) {
      ctx.addIssue({ code: "custom", message: `time off ${off.id} of an unknown member` });
    }
    if (!(Date.parse(off.endsAt) > Date.parse(off.startsAt))) {
      ctx.addIssue({ code: "custom", message: `time off ${off.id} has impossible times` });
    }
  }
}

// --- End of instructors' availability. ---

const organizationExportObject = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int().min(1).max(EXPORT_VERSION),
  exportedAt: timestamp,
  organization: organizationSection,
  members: z.array(memberSection).min(1),
  formerPeople: z.array(formerPersonSection),
  aircraft: z.array(aircraftSection),
  bookings: z.array(bookingSection),
  // Files made before instructors have none.
  instructorHours: z.array(instructorHoursSection).default([]),
  instructorTimeOff: z.array(instructorTimeOffSection).default([]),
});
type OrganizationExportShape = z.infer<typeof organizationExportObject>;

export const organizationExportSchema = organizationExportObject
  .superRefine(checkReferences)
  .superRefine(checkAvailability);
export type OrganizationExport = z.infer<typeof organizationExportSchema>;
export type ExportedOrganization = OrganizationExport["organization"];
export type ExportedMember = OrganizationExport["members"][number];
export type ExportedFormerPerson = OrganizationExport["formerPeople"][number];
export type ExportedAircraft = OrganizationExport["aircraft"][number];
export type ExportedBooking = OrganizationExport["bookings"][number];
export type ExportedInstructorHours = OrganizationExport["instructorHours"][number];
export type ExportedInstructorTimeOff = OrganizationExport["instructorTimeOff"][number];

/** The header of a file, read first so that a newer or foreign file gets its own message. */
export const exportHeaderSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.int().min(1),
});

/** The restore form: the file, and who restores it (an administrator in the file). */
export const importRequestSchema = z.object({
  email: signUpInputSchema.shape.email,
  password: signUpInputSchema.shape.password,
  file: z.unknown(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/**
 * The header that carries the setup code, so that an import without the right one is refused
 * before its body (up to 64 MB) is read.
 */
export const SETUP_CODE_HEADER = "x-hangar-setup-code";

/** Whether this installation takes an import (nobody has signed up yet). */
/**
 * What anyone may know of an installation: whether it takes a restore, and whom to write to
 * about it (its SUPPORT_EMAIL; null when unset, and members write to their organization).
 */
export const installationSchema = z.object({
  acceptsImport: z.boolean(),
  supportEmail: z.string().nullable(),
});

/** The name of the downloaded file: the organization's slug and the day. */
export function exportFileName(slug: string, at: Date): string {
  return `hangar-${slug}-${at.toISOString().slice(0, 10)}.json`;
}
