/**
 * Every table whose data reaches a kept copy (the session cache, the calendar cache) or an open
 * screen, with the kind of notice its triggers send and the trigger function that describes its
 * rows. A migration gives each one its four triggers, `CALL hangar_announce_changes_of(table,
 * kind, function[, argument])`; announced-tables.api.test.ts fails when a listed table lacks
 * one, and when a cached answer reads a table that is not listed here.
 *
 * A new table that a cached answer reads: list it here, and add the migration.
 */
import type { NoticeKind } from "./change-notice";

export interface AnnouncedTable {
  table: string;
  kind: NoticeKind;
  /** The trigger function of its insert, update and delete triggers. */
  function: string;
  /** Who reads it. */
  readBy: string;
}

export const ANNOUNCED_TABLES: readonly AnnouncedTable[] = [
  {
    table: "bookings",
    kind: "booking",
    function: "hangar_changes_booking",
    readBy: "the calendar cache; open screens",
  },
  {
    table: "aircraft",
    kind: "aircraft",
    function: "hangar_changes_aircraft",
    readBy: "open screens",
  },
  {
    table: "user_profiles",
    kind: "member",
    function: "hangar_changes_member",
    readBy: "the session cache (membership, role); the calendar cache (pilots' names)",
  },
  {
    table: "former_members",
    kind: "former-member",
    function: "hangar_changes_member",
    readBy: "the calendar cache (names of pilots who left)",
  },
  {
    table: "auth_sessions",
    kind: "session",
    function: "hangar_changes_session",
    readBy: "the session cache",
  },
  {
    table: "auth_users",
    kind: "session",
    function: "hangar_changes_session",
    readBy: "the session cache (better-auth reads the user with the session)",
  },
  {
    table: "organizations",
    kind: "organization",
    function: "hangar_changes_organization",
    readBy: "open screens (the zone every time is shown in, the currency of every amount)",
  },
  {
    table: "instructor_hours",
    kind: "availability",
    function: "hangar_changes_availability",
    readBy: "open screens (the instructors' calendar rows, the booking form's instructors)",
  },
  {
    table: "instructor_time_off",
    kind: "availability",
    function: "hangar_changes_availability",
    readBy: "open screens (the instructors' calendar rows, the booking form's instructors)",
  },
];
