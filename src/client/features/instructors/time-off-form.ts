import { TZDate } from "@date-fns/tz";
import { format, isSameDay } from "date-fns";
import {
  type TimeOffInput,
  timeOffInputSchema,
} from "../../../shared/instructors/availability.schemas";
import { issueMessages } from "../../lib/form-resolver";
import { fromLocalInputValue } from "../../lib/zoned-time";

/** A time off as the form holds it: `datetime-local` values on the organization's clock. */
export interface TimeOffFormValues {
  start: string;
  end: string;
  reason: string;
}

export const emptyTimeOff: TimeOffFormValues = { start: "", end: "", reason: "" };

export const timeOffFieldNames = ["start", "end", "reason"] as const;

/**
 * The form's time off as the API takes it: its times as instants of the organization's clock.
 * A time that cannot be read is sent as typed, for the rules to refuse.
 */
export function toTimeOffInput(values: TimeOffFormValues, timeZone: string): TimeOffInput {
  const instant = (value: string) => fromLocalInputValue(value, timeZone)?.toISOString() ?? value;
  return { start: instant(values.start), end: instant(values.end), reason: values.reason };
}

/** The server's rules on the form's time off (timeOffInputSchema): messages keyed by field. */
export function timeOffMessages(
  values: TimeOffFormValues,
  timeZone: string,
): Record<string, string> {
  const parsed = timeOffInputSchema.safeParse(toTimeOffInput(values, timeZone));
  return parsed.success ? {} : issueMessages(parsed.error.issues);
}

/**
 * 'Mon, Dec 1, 08:00 – 12:00', or with both dates when it runs over several days ('Mon, Dec 1,
 * 08:00 – Wed, Dec 3, 18:00'), on the clock of `timeZone`; the year when it is not `now`'s.
 */
export function formatTimeOff(
  off: { start: string; end: string },
  timeZone: string,
  now: Date,
): string {
  const start = new TZDate(Date.parse(off.start), timeZone);
  const end = new TZDate(Date.parse(off.end), timeZone);
  const thisYear = new TZDate(now.getTime(), timeZone).getFullYear();
  const day = (date: TZDate) =>
    date.getFullYear() === thisYear ? "EEE, MMM d, HH:mm" : "EEE, MMM d, yyyy, HH:mm";
  return `${format(start, day(start))} – ${format(end, isSameDay(start, end) ? "HH:mm" : day(end))}`;
}
