import { createContext, useContext } from "react";
import { TIME_ZONE_COOKIE, type ViewerUnits } from "../../shared/http/first-view";
import { useClientOnly } from "./client-only";

let browserZone: string | undefined;

/** The browser's time zone (an IANA name): the zone the screens show times in. */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

/**
 * The viewer's time zone, and the server's clock when it rendered the first view. In the
 * browser the zone is the browser's own; on the server, the one the browser last told it (the
 * TIME_ZONE_COOKIE, decision 0019), so that a calendar rendered there shows the viewer's hours.
 */
export interface ViewerTime {
  timeZone: string;
  /** When the server rendered the first view (ms since the epoch); null without one. */
  renderedAt: number | null;
  /** The units of the first view's weather report; null when it holds none. */
  weatherUnits: ViewerUnits | null;
}

export const ViewerTimeContext = createContext<ViewerTime | null>(null);

export function useTimeZone(): string {
  return useContext(ViewerTimeContext)?.timeZone ?? browserTimeZone();
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
 * Tells the server the browser's time zone, for the calendar's first view (TIME_ZONE_COOKIE):
 * on every start of the app, so that it follows a member who travels.
 */
export function rememberTimeZone(): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const zone = encodeURIComponent(browserTimeZone());
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser.
  document.cookie = `${TIME_ZONE_COOKIE}=${zone}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
