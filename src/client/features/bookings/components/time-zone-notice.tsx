import { isSameZone, zoneAbbreviation } from "../../../lib/time-format";
import { useNow } from "../../../lib/use-now";
import { useBrowserTimeZone, useTimeZone } from "../../../lib/viewer-time";
import { bookingTexts as texts } from "../bookings.texts";

const MINUTE_MS = 60_000;

/**
 * 'Times are Europe/Paris (CET)': the calendar's times are the organization's, and a viewer
 * whose browser is in another zone is told so, once. Nothing when the zones are the same.
 */
export function TimeZoneNotice() {
  const timeZone = useTimeZone();
  const browserZone = useBrowserTimeZone();
  // The abbreviation of the moment (CET in winter, CEST in summer).
  const now = useNow(MINUTE_MS);
  if (browserZone === null || isSameZone(timeZone, browserZone)) return null;
  return (
    <p className="text-xs font-medium text-slate-700 dark:text-slate-300">
      {texts.timesAre(timeZone, zoneAbbreviation(timeZone, now))}
    </p>
  );
}
