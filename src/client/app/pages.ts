import type { ComponentType } from "react";
import type { PageReads } from "../lib/page-reads";

/**
 * Whether the server renders a page's first view into index.html (decision 0019): "rendered"
 * for a page whose first view holds no reads of its own, "rendered on the organization's day"
 * for one whose reads are of a day (they are read in the organization's zone).
 */
export type FirstViewRendering = "rendered" | "rendered on the organization's day";

export interface PageDeclaration {
  /** Its address, as the router matches it. */
  path: string;
  /** Public pages stand alone; the app's are for signed-in members, in its layout. */
  frame: "public" | "app";
  /** The page, in a chunk of its own: the sign-in page downloads no other page. */
  page: () => Promise<ComponentType>;
  /**
   * The reads its first render shows, beyond the member and their organization: asked by the
   * layout while the page's chunk loads, and by the server for its first view. In a chunk of
   * their own too, so that no other page loads their code.
   */
  reads?: () => Promise<PageReads>;
  firstView?: FirstViewRendering;
  /**
   * The base airport's weather report is in its first view when the server has it soon: on many
   * clubs' dashboards it is the largest text, hence the largest contentful paint (decision 0034).
   */
  weatherInFirstView?: true;
}

/**
 * Every page, declared once: the router's routes, its preloading, the layout's reads and the
 * server's first views all read this table (router.tsx, layout/use-page-data.ts, first-view.ts).
 */
export const pages: readonly PageDeclaration[] = [
  {
    path: "/login",
    frame: "public",
    page: () => import("./routes/login").then((m) => m.LoginRoute),
  },
  {
    path: "/register",
    frame: "public",
    page: () => import("./routes/register").then((m) => m.RegisterRoute),
  },
  {
    path: "/forgot-password",
    frame: "public",
    page: () => import("./routes/forgot-password").then((m) => m.ForgotPasswordRoute),
  },
  {
    path: "/restore",
    frame: "public",
    page: () => import("./routes/restore").then((m) => m.RestoreRoute),
  },
  // SIGN_IN_LINK_PATH. Importing it would bring sign-in-link.ts's schemas, and with them zod,
  // into the first chunk of every page; router.test.ts keeps the two equal.
  {
    path: "/set-password",
    frame: "public",
    page: () => import("./routes/set-password").then((m) => m.SetPasswordRoute),
  },
  {
    path: "/onboarding",
    frame: "public",
    page: () => import("./routes/onboarding").then((m) => m.OnboardingRoute),
  },
  {
    path: "/privacy",
    frame: "public",
    page: () => import("./routes/privacy").then((m) => m.PrivacyRoute),
  },
  {
    path: "/terms",
    frame: "public",
    page: () => import("./routes/terms").then((m) => m.TermsRoute),
  },
  {
    path: "/dashboard",
    frame: "app",
    page: () => import("./routes/dashboard").then((m) => m.DashboardRoute),
    // Its panels' reads depend on the viewer's clock and zone: in their loading state on both sides.
    firstView: "rendered",
    weatherInFirstView: true,
  },
  {
    path: "/members",
    frame: "app",
    page: () => import("./routes/members").then((m) => m.MembersRoute),
  },
  {
    path: "/members/:id",
    frame: "app",
    page: () => import("./routes/member-details").then((m) => m.MemberDetailsRoute),
  },
  {
    path: "/bookings",
    frame: "app",
    page: () => import("./routes/bookings").then((m) => m.BookingsRoute),
    reads: () => import("../features/bookings/api/calendar-reads").then((m) => m.calendarReads),
    // All times of day around the viewer's "now".
    firstView: "rendered on the organization's day",
  },
  {
    path: "/my-bookings",
    frame: "app",
    page: () => import("./routes/my-bookings").then((m) => m.MyBookingsRoute),
  },
  {
    path: "/aircrafts",
    frame: "app",
    page: () => import("./routes/aircraft-list").then((m) => m.AircraftListRoute),
  },
  {
    path: "/aircrafts/:id",
    frame: "app",
    page: () => import("./routes/aircraft-details").then((m) => m.AircraftDetailsRoute),
  },
  {
    path: "/settings",
    frame: "app",
    page: () => import("./routes/settings").then((m) => m.SettingsRoute),
  },
  {
    path: "*",
    frame: "public",
    page: () => import("./routes/not-found").then((m) => m.NotFoundRoute),
  },
];
