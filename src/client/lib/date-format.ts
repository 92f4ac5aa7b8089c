import { TZDate } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";

/**
 * A stored timestamp as 'May 26, 2025, 3:04 PM' in the browser's time zone, or in `timeZone`
 * (the viewer's, where the server renders it: useTimeZone); null when it is missing or
 * unreadable, so the screen can say 'Unknown'.
 */
export function formatTimestamp(
  value: string | null | undefined,
  timeZone?: string,
): string | null {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  return format(timeZone ? new TZDate(date, timeZone) : date, "PPp");
}
