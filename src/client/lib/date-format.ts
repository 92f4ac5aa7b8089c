import { TZDate } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";

/**
 * A stored timestamp as 'May 26, 2025, 3:04 PM' on the clock of `timeZone` (the
 * organization's: useTimeZone); null when it is missing or unreadable, so the screen can say
 * 'Unknown'.
 */
export function formatTimestamp(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  return format(new TZDate(date, timeZone), "PPp");
}
