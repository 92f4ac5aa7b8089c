import { TZDate } from "@date-fns/tz";
import { format, isValid } from "date-fns";

/**
 * Wall-clock times on the organization's clock (useTimeZone), as `datetime-local` inputs speak
 * them, and the instants the API speaks. Shared by the features whose forms take times.
 */

/** `date` on the clock of `timeZone`: date-fns computes and formats in that zone. */
export const inZone = (date: Date, timeZone: string) => new TZDate(date.getTime(), timeZone);

/** A `datetime-local` value: 'yyyy-MM-ddTHH:mm' on the clock of `timeZone`. */
export function toLocalInputValue(date: Date, timeZone: string): string {
  return format(inZone(date, timeZone), "yyyy-MM-dd'T'HH:mm");
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A `datetime-local` value read on the clock of `timeZone`; null when empty or unreadable. A
 * time the clock skips (spring forward) reads as the instant an hour later, as a browser's own
 * clock would.
 */
export function fromLocalInputValue(value: string, timeZone: string): Date | null {
  const parts = LOCAL_INPUT.exec(value);
  if (!parts) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const date = new TZDate(year, month - 1, day, hour, minute, second, timeZone);
  // A 31st of a shorter month rolls over: not a date.
  if (!isValid(date) || date.getDate() !== day) return null;
  return new Date(date.getTime());
}
