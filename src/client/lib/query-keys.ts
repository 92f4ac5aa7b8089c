import type { QueryClient } from "@tanstack/react-query";
import type { Organization } from "../../shared/organizations/organization.types";
import type { CurrentUser } from "../../shared/profile/user.types";

/** Cache keys several features read or update; kept here so features need not import each other. */
export const queryKeys = {
  me: ["me"] as const,
  /** Whether this installation takes an organization's import (nobody has signed up yet). */
  installation: ["installation"] as const,
  currentOrganization: ["organizations", "current"] as const,
  /** The organization's fleet; bookings read it too. */
  aircraftList: ["aircraft", "list"] as const,
  aircraftDetail: (id: string) => ["aircraft", "detail", id] as const,
  /** Every members read: live updates refresh the list and the details with this prefix. */
  members: ["members"] as const,
  /** The organization's members (names for everyone, contact details for admins). */
  memberList: ["members", "list"] as const,
  memberDetail: (id: string) => ["members", "detail", id] as const,
  /** The organization's instructors and their hours, under the members' prefix: a member's change refreshes it. */
  instructorList: ["members", "instructors"] as const,
  /**
   * One instructor's week and time off, under the instructors' prefix: refreshing the list (after
   * a change of availability) refreshes it too.
   */
  instructorAvailability: (userId: string) =>
    ["members", "instructors", "availability", userId] as const,
  /** The instructors with their time off over `[from, to)`: the calendar's instructors view. */
  instructorsInRange: (from: string, to: string) => ["members", "instructors", from, to] as const,
  /** Every aircraft read: live updates refresh the list and the details with this prefix. */
  aircraft: ["aircraft"] as const,
  /** Every bookings read (calendar days, dashboard lists, statistics), for one refresh. */
  bookings: ["bookings"] as const,
  bookingsInRange: (from: string, to: string) => ["bookings", "range", from, to] as const,
  /** One aircraft's bookings over `[from, to)`: the calendar's week view. */
  aircraftBookingsInRange: (aircraftId: string, from: string, to: string) =>
    ["bookings", "aircraft", aircraftId, from, to] as const,
  /** Find a Slot's answer for one search, refreshed with every bookings read. */
  bookingSlots: (search: string) => ["bookings", "slots", search] as const,
  upcomingBookings: ["bookings", "upcoming"] as const,
  /** The lessons the viewer teaches that have not started ('Your Lessons'). */
  lessonBookings: ["bookings", "lessons"] as const,
  recentBookings: ["bookings", "recent"] as const,
  /** The viewer's own bookings, upcoming or past, a page at a time ('My Bookings'). */
  myBookings: (when: "upcoming" | "past") => ["bookings", "mine", when] as const,
  bookingStatistics: (from: string, to: string) => ["bookings", "statistics", from, to] as const,
  /** One station's METAR, shared by the top bar strip and the dashboard card. */
  metar: (icao: string) => ["weather", "metar", icao] as const,
};

/** `null` means signed out. */
export function setCachedUser(client: QueryClient, user: CurrentUser | null): void {
  client.setQueryData<CurrentUser | null>(queryKeys.me, user);
}

/**
 * A new session (sign-in, restore, sign-in link): another account may have been signed in
 * before, so nothing cached for it may linger, neither its organization nor its fleet.
 */
export function setSignedInUser(client: QueryClient, user: CurrentUser): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
  setCachedUser(client, user);
}

export function setCachedOrganization(client: QueryClient, organization: Organization): void {
  client.setQueryData<Organization>(queryKeys.currentOrganization, organization);
}

/**
 * Everything cached for the account goes, except the user entry itself: the mounted guards
 * observe that entry, so it is updated in place (a cleared cache would leave them holding the
 * old user).
 */
export function forgetAccountData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
  client.getMutationCache().clear();
}
