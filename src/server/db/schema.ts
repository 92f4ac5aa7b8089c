/**
 * The whole database schema. Migrations in /drizzle are generated from this file
 * (`npm run db:generate`); SQL that Drizzle cannot express goes into custom migrations.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { OrganizationSettings } from "../../shared/organizations/organization.schemas";
import type { StoredAddress } from "../../shared/profile/address.schemas";
import type { EmergencyContact } from "../../shared/profile/profile.schemas";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// --- better-auth's tables. The JS keys are the field names better-auth uses. ---

export const authUsers = pgTable("auth_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_sessions_user_id_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_accounts_user_id_idx").on(t.userId)],
);

export const authVerifications = pgTable("auth_verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// --- Hangar's tables. ---

export const organizations = pgTable(
  "organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    type: text("type").notNull(),
    status: text("status").notNull().default("pending"),
    joinCode: text("join_code").notNull().unique(),
    baseIcao: text("base_icao").notNull(),
    baseName: text("base_name").notNull(),
    baseCity: text("base_city").notNull(),
    baseCountry: text("base_country").notNull(),
    baseLatitude: doublePrecision("base_latitude").notNull().default(0),
    baseLongitude: doublePrecision("base_longitude").notNull().default(0),
    baseAddress: text("base_address"),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone"),
    contactWebsite: text("contact_website"),
    contactAddress: text("contact_address"),
    settings: jsonb("settings").$type<OrganizationSettings>().notNull(),
    logo: text("logo"),
    description: text("description"),
    socialMedia: jsonb("social_media").$type<Record<string, string>>(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => authUsers.id),
    createdByUserId: text("created_by_user_id")
      .notNull()
      .references(() => authUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("organizations_type_check", sql`${t.type} in ('club', 'school', 'operator')`),
    check(
      "organizations_status_check",
      sql`${t.status} in ('active', 'inactive', 'pending', 'suspended')`,
    ),
    check("organizations_name_length", sql`char_length(${t.name}) between 2 and 100`),
    check("organizations_join_code_format", sql`${t.joinCode} ~ '^[A-Z0-9]{8}$'`),
    check("organizations_latitude_range", sql`${t.baseLatitude} between -90 and 90`),
    check("organizations_longitude_range", sql`${t.baseLongitude} between -180 and 180`),
  ],
);

/** Hangar's user record (docs/rules/accounts.md), one per auth user. */
export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    // No cascade: a membership is ended by clearing org_id and role together (see the check).
    orgId: uuid("org_id").references(() => organizations.id),
    role: text("role"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    address: jsonb("address").$type<StoredAddress>(),
    emergencyContact: jsonb("emergency_contact").$type<EmergencyContact>(),
    joinedOrgAt: timestamp("joined_org_at", { withTimezone: true }),
    /** Teaches: bookable as a lesson's instructor (docs/rules/instructors.md). */
    isInstructor: boolean("is_instructor").notNull().default(false),
    /** Per hour, in the organization's currency; null when not set. */
    instructorRate: numeric("instructor_rate", { precision: 10, scale: 2 }),
    /** Short text, e.g. 'CFI, CFII'. */
    instructorRatings: text("instructor_ratings").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_profiles_org_id_idx").on(t.orgId),
    check("user_profiles_instructor_rate_check", sql`${t.instructorRate} >= 0`),
    check("user_profiles_role_check", sql`${t.role} in ('admin', 'member')`),
    // A user belongs to an organization exactly when they have a role in it.
    check("user_profiles_org_role_together", sql`(${t.orgId} is null) = (${t.role} is null)`),
  ],
);

/**
 * The name a person had in an organization when they left it (removed, or an imported former
 * member): that organization's history shows it, never a name they chose later elsewhere.
 */
export const formerMembers = pgTable(
  "former_members",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    leftAt: timestamp("left_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // By user too: deleting an account forgets the names it left behind.
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId] }),
    index("former_members_user_id_idx").on(t.userId),
  ],
);

export const aircraft = pgTable(
  "aircraft",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id),
    registration: text("registration").notNull(),
    /** Registrations are unique in an organization without case and spaces. */
    registrationKey: text("registration_key")
      .notNull()
      .generatedAlwaysAs(sql`upper(regexp_replace(registration, '[[:space:]]', '', 'g'))`),
    model: text("model").notNull(),
    manufacturer: text("manufacturer").notNull(),
    year: integer("year").notNull(),
    baseAirportIcao: text("base_airport_icao").notNull(),
    category: text("category").notNull(),
    avionics: text("avionics").array().notNull().default(sql`'{}'::text[]`),
    fuelType: text("fuel_type").notNull(),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2, mode: "number" }),
    bookingEnabled: boolean("booking_enabled").notNull().default(true),
    isArchived: boolean("is_archived").notNull().default(false),
    color: text("color").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("available"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("aircraft_org_registration_key").on(t.orgId, t.registrationKey),
    // The target of bookings' (org_id, aircraft_id): a booking's aircraft is of its organization.
    unique("aircraft_org_id_id").on(t.orgId, t.id),
    check(
      "aircraft_category_check",
      sql`${t.category} in ('Single Engine', 'Multi Engine', 'Turboprop', 'Jet', 'Helicopter')`,
    ),
    check("aircraft_fuel_type_check", sql`${t.fuelType} in ('100LL', 'Jet A', 'MOGAS')`),
    check("aircraft_type_check", sql`${t.type} in ('training', 'rental', 'private')`),
    check(
      "aircraft_status_check",
      sql`${t.status} in ('available', 'maintenance', 'booked', 'archived')`,
    ),
    check("aircraft_hourly_rate_check", sql`${t.hourlyRate} >= 0`),
    // Archived is one state: flagged, not bookable, status archived; and it is final (trigger).
    check(
      "aircraft_archived_state",
      sql`(${t.isArchived} = (${t.status} = 'archived')) and (not ${t.isArchived} or not ${t.bookingEnabled})`,
    ),
  ],
);

/**
 * Bookings. No two active bookings of one aircraft overlap: an exclusion constraint on
 * tstzrange(starts_at, ends_at) (hand-written in the migration) is the final judge.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id),
    /** Null on a Ground booking (and only there): a lesson without an aircraft. */
    aircraftId: uuid("aircraft_id"),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    notes: text("notes"),
    type: text("type").notNull().default("rental"),
    /** Who made the booking. */
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id),
    /** Who flies. */
    pilotId: text("pilot_id")
      .notNull()
      .references(() => authUsers.id),
    /** Who teaches, on a lesson; null for a booking without an instructor. */
    instructorId: text("instructor_id").references(() => authUsers.id),
    /**
     * An overlap of its pilot's that the booking held before pilots were kept to one booking at
     * a time (migration 0017): left out of `bookings_pilot_no_overlap` until it is moved.
     */
    pilotOverlapGrandfathered: boolean("pilot_overlap_grandfathered").notNull().default(false),
    status: text("status").notNull().default("active"),
    editableByMember: boolean("editable_by_member").notNull().default(true),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: "bookings_aircraft_of_org_fk",
      columns: [t.orgId, t.aircraftId],
      foreignColumns: [aircraft.orgId, aircraft.id],
    }),
    // Active bookings by start, covering (INCLUDE aircraft_id, ends_at, added in migration 0004:
    // drizzle cannot say it) so a year's statistics is an index-only scan. It also serves
    // every other org + starts_at read; org_id alone is the pilot index's prefix.
    index("bookings_active_org_starts_idx")
      .on(t.orgId, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    index("bookings_org_pilot_starts_idx").on(t.orgId, t.pilotId, t.startsAt),
    index("bookings_org_instructor_starts_idx")
      .on(t.orgId, t.instructorId, t.startsAt)
      .where(sql`${t.instructorId} is not null`),
    // The few grandfathered overlaps, which the pilot's exclusion constraint's index leaves out.
    index("bookings_pilot_overlap_grandfathered_idx")
      .on(t.orgId, t.pilotId, t.startsAt)
      .where(sql`${t.pilotOverlapGrandfathered}`),
    check("bookings_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
    check("bookings_type_check", sql`${t.type} in ('rental', 'training', 'maintenance', 'ground')`),
    check(
      "bookings_ground_has_no_aircraft",
      sql`(${t.type} = 'ground') = (${t.aircraftId} is null)`,
    ),
    check(
      "bookings_ground_has_instructor",
      sql`${t.type} <> 'ground' or ${t.instructorId} is not null`,
    ),
    check("bookings_status_check", sql`${t.status} in ('active', 'cancelled')`),
  ],
);

/**
 * An instructor's weekly hours: on `weekday` (0 Sunday … 6 Saturday), from `startMinute` to
 * `endMinute` after midnight on the organization's clocks; several ranges a day, none for a day
 * off (docs/rules/instructors.md).
 */
export const instructorHours = pgTable(
  "instructor_hours",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId, t.weekday, t.startMinute] }),
    check("instructor_hours_weekday_check", sql`${t.weekday} between 0 and 6`),
    check(
      "instructor_hours_minutes_check",
      sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);

/** An instructor's time off: not available from `startsAt` to `endsAt`. */
export const instructorTimeOff = pgTable(
  "instructor_time_off",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("instructor_time_off_org_user_starts_idx").on(t.orgId, t.userId, t.startsAt),
    check("instructor_time_off_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Fixed-window counters shared by every server instance (sign-in and join throttling). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * One-time links an administrator hands to a member who has no password yet (members who came
 * with an imported organization). Only the SHA-256 of the token is stored; a new link replaces
 * the old one; using it, or its expiry, ends it.
 */
export const signInLinks = pgTable(
  "sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    createdByUserId: text("created_by_user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_links_expires_at_idx").on(t.expiresAt)],
);
