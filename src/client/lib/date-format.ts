import { format, isValid, parseISO } from "date-fns";

/**
 * A stored timestamp as 'May 26, 2025, 3:04 PM' in the browser's time zone; null when it is
 * missing or unreadable, so the screen can say 'Unknown'.
 */
export function formatTimestamp(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, "PPp") : null;
}
