/**
 * The API calls each page of the app makes when it opens, as the client sends them
 * (src/client/features/*\/api). The weather card's call is left out: it measures the weather
 * provider, not Hangar.
 */
import type { Session } from "./sessions";

export type PageName =
  | "calendar"
  | "dashboard"
  | "aircraft list"
  | "members list"
  | "statistics (a year)"
  | "find a slot";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of a YYYY-MM-DD day, `days` later, as the client's ISO instants. */
const midnight = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString();

const range = (from: string, to: string) => new URLSearchParams({ from, to }).toString();

/**
 * The bookings page's call for one day (useBookingsInRange with localDayRange, in UTC);
 * `earlierBySeconds` moves the window back, to ask for one no one asked before.
 */
export function calendarDayPath(day: string, earlierBySeconds = 0) {
  const shift = (instant: string) =>
    new Date(Date.parse(instant) - earlierBySeconds * 1000).toISOString();
  return `/api/bookings?${range(shift(midnight(day)), shift(midnight(day, 1)))}`;
}

/** An administrator's view of each page on `day`; members see the calendar and dashboard. */
export function pageCalls(day: string): Record<PageName, string[]> {
  return {
    calendar: ["/api/aircraft", calendarDayPath(day)],
    dashboard: [
      "/api/me",
      "/api/organizations/current",
      "/api/bookings/upcoming",
      "/api/bookings/recent",
      calendarDayPath(day),
      "/api/aircraft",
    ],
    "aircraft list": ["/api/aircraft"],
    "members list": ["/api/members"],
    // The statistics panel of the bookings page, with the year up to and including `day`.
    "statistics (a year)": [
      `/api/bookings/statistics?${range(midnight(day, -364), midnight(day, 1))}`,
    ],
    "find a slot": findSlotCalls(day),
  };
}

/** The calls a member's pages make (no admin-only panels). */
export function memberPageCalls(day: string): Partial<Record<PageName, string[]>> {
  return {
    calendar: ["/api/aircraft", calendarDayPath(day)],
    dashboard: ["/api/me", "/api/organizations/current", "/api/bookings/upcoming"],
    "members list": ["/api/members"],
    "find a slot": findSlotCalls(day),
  };
}

/** The Find a Slot dialog's search over 14 days from `day`: any aircraft, any instructor. */
const findSlotCalls = (day: string) => [
  "/api/instructors",
  `/api/bookings/slots?instructor=any&durationMinutes=60&from=${day}`,
];

/** One person opening one page: who, and the calls the page makes. */
export interface PageVisit {
  who: "admin" | "member";
  session: Session;
  page: PageName;
  paths: string[];
}

/** Every page as the administrator and as a member sees it, once. */
export function pageVisits(day: string, admin: Session, member: Session): PageVisit[] {
  const visits = (
    who: PageVisit["who"],
    session: Session,
    calls: Partial<Record<PageName, string[]>>,
  ) =>
    Object.entries(calls).map(([page, paths]) => ({
      who,
      session,
      page: page as PageName,
      paths: paths ?? [],
    }));
  return [
    ...visits("admin", admin, pageCalls(day)),
    ...visits("member", member, memberPageCalls(day)),
  ];
}
