import { createContext, useContext } from "react";
import { TIME_ZONE_COOKIE, type ViewerUnits } from "../../shared/http/first-view";
import { useClientOnly } from "./client-only";

let browserZone: string | undefined;

/** The browser's time zone (an IANA name). Screens show times in the organization's zone. */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

/**
 * What the server's first view knew of the viewer: its clock when it rendered, the browser's
 * zone the browser last told it (TIME_ZONE_COOKIE, decision 0019) and the weather units.
 */
export interface ViewerTime {
  /** The browser's zone as the server knew it; null when the browser had not told it. */
  browserTimeZone: string | null;
  /** When the server rendered the first view (ms since the epoch); null without one. */
  renderedAt: number | null;
  /** The units of the first view's weather report; null when it holds none. */
  weatherUnits: ViewerUnits | null;
}

export const ViewerTimeContext = createContext<ViewerTime | null>(null);

/**
 * The organization's time zone once it is read (the protected pages provide it): the airfield's
 * clock, in which every screen shows every time and computes every day.
 */
export const OrganizationTimeZoneContext = createContext<string | null>(null);

/**
 * The zone every time on every screen is shown in: the organization's (docs/rules/calendar.md).
 * Before the organization is read (a page outside the organization, or an instant before its
 * answer) the browser's.
 */
export function useTimeZone(): string {
  return useContext(OrganizationTimeZoneContext) ?? browserTimeZone();
}

/** Whether the organization's zone is known yet: screens of times wait for it (no flash). */
export function useTimeZoneKnown(): boolean {
  return useContext(OrganizationTimeZoneContext) !== null;
}

/**
 * The browser's own zone, for saying that the screen's times are in another one: on the server
 * and while the browser takes its view over, the zone the browser last told the server (null if
 * it told none), so that both render the same.
 */
export function useBrowserTimeZone(): string | null {
  const told = useContext(ViewerTimeContext)?.browserTimeZone ?? null;
  return useClientOnly(browserTimeZone, told);
}

/**
 * The server's clock at its render, on the server and while React takes the view over in the
 * browser: what is computed from "now" then is what the server computed. Null otherwise.
 */
export function useFirstViewTime(): number | null {
  const renderedAt = useContext(ViewerTimeContext)?.renderedAt ?? null;
  return useClientOnly(() => null, renderedAt);
}

/**
 * While React takes the server's first view over: the units its weather report is shown in, or
 * null when it holds none (then the weather waits for the browser, as on a page of its own).
 * Null once the view is the browser's.
 */
export function useFirstViewWeatherUnits(): ViewerUnits | null {
  const units = useContext(ViewerTimeContext)?.weatherUnits ?? null;
  return useClientOnly(() => null, units);
}

/**
 * Tells the server the browser's time zone (TIME_ZONE_COOKIE): on every start of the app, so
 * that a first view says 'Times are …' to a member whose browser is elsewhere, from its first
 * paint.
 */
export function rememberTimeZone(): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const zone = encodeURIComponent(browserTimeZone());
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser.
  document.cookie = `${TIME_ZONE_COOKIE}=${zone}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
