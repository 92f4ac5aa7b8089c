import {
  clockTime,
  minuteOfDay,
  type WeeklyHoursInput,
  weeklyHoursInputSchema,
} from "../../../shared/instructors/availability.schemas";
import type { WeeklyRangeView } from "../../../shared/instructors/availability.types";
import { issueMessages } from "../../lib/form-resolver";

/** One range of hours as the form holds it: 'HH:mm' texts, as typed. */
export interface RangeValues {
  start: string;
  end: string;
}

/**
 * A week of hours as the form holds it: `days[w]` is weekday `w` (0 Sunday … 6 Saturday), as
 * the API numbers them, with its ranges in the order shown.
 */
export interface WeeklyHoursFormValues {
  days: { ranges: RangeValues[] }[];
}

/** The form path of a range's field: `days.1.ranges.0.start`. */
export const rangePath = (weekday: number, index: number, field?: keyof RangeValues) =>
  `days.${weekday}.ranges.${index}${field ? `.${field}` : ""}` as const;

/** Where the form puts what concerns the whole week (too many ranges). */
export const WEEK_PATH = "days";

/** The range a day without hours is offered first: the working day of the default week. */
export const NEW_RANGE: RangeValues = { start: "08:00", end: "18:00" };

const CLOCK_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
const HOUR = 60;
const END_OF_DAY = 24 * HOUR;

/**
 * The range a day's 'Add Hours' offers: the working day for a day without hours, else the hour
 * after the day's last range (to the end of the day at most); empty when that one ends at 24:00
 * or cannot be read.
 */
export function nextRange(ranges: readonly RangeValues[]): RangeValues {
  const last = ranges.at(-1);
  if (!last) return NEW_RANGE;
  const end = normalizeClockTime(last.end);
  if (!CLOCK_TIME.test(end) || minuteOfDay(end) >= END_OF_DAY) return { start: "", end: "" };
  return { start: end, end: clockTime(Math.min(minuteOfDay(end) + HOUR, END_OF_DAY)) };
}

/** The saved week as the form's values: each day's ranges from the earliest. */
export function hoursFormValues(hours: readonly WeeklyRangeView[]): WeeklyHoursFormValues {
  const days = Array.from({ length: 7 }, () => ({ ranges: [] as RangeValues[] }));
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  for (const range of sorted) {
    days[range.weekday]?.ranges.push({ start: range.start, end: range.end });
  }
  return { days };
}

/** '8:00' and ' 08:00 ' read as '08:00'; anything else is left for the rules to refuse. */
export function normalizeClockTime(value: string): string {
  const trimmed = value.trim();
  const short = /^(\d):(\d\d)$/.exec(trimmed);
  return short ? `0${short[1]}:${short[2]}` : trimmed;
}

/**
 * The form's week as the API takes it, weekday by weekday and each day's ranges in the form's
 * order, with the form path of each range: the API names a range by its place in the list.
 */
export function toWeeklyHoursInput(values: WeeklyHoursFormValues): {
  input: WeeklyHoursInput;
  paths: string[];
} {
  const hours: WeeklyHoursInput["hours"] = [];
  const paths: string[] = [];
  values.days.forEach((day, weekday) => {
    day.ranges.forEach((range, index) => {
      hours.push({
        weekday,
        start: normalizeClockTime(range.start),
        end: normalizeClockTime(range.end),
      });
      paths.push(rangePath(weekday, index));
    });
  });
  return { input: { hours }, paths };
}

/**
 * An API path ('hours.3.start', 'hours') as the form's ('days.1.ranges.0.start', 'days');
 * undefined for a path that is no field of the form.
 */
export function formPathOf(apiPath: string, paths: readonly string[]): string | undefined {
  if (apiPath === "hours") return WEEK_PATH;
  const match = /^hours\.(\d+)(?:\.(start|end|weekday))?$/.exec(apiPath);
  const range = match ? paths[Number(match[1])] : undefined;
  if (!match || range === undefined) return undefined;
  // A weekday the form wrote itself cannot be wrong; say it on the range's start.
  const field = match[2] === "end" ? "end" : "start";
  return `${range}.${field}`;
}

/**
 * The server's rules on the form's week (weeklyHoursInputSchema): messages keyed by form path.
 * Each time is 'HH:mm' up to '24:00', each range ends after it starts, and ranges of one day do
 * not overlap (the later one is marked, as the server marks it).
 */
export function weeklyHoursMessages(values: WeeklyHoursFormValues): Record<string, string> {
  const { input, paths } = toWeeklyHoursInput(values);
  const parsed = weeklyHoursInputSchema.safeParse(input);
  if (parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const [apiPath, message] of Object.entries(issueMessages(parsed.error.issues))) {
    const path = formPathOf(apiPath, paths);
    if (path && !(path in messages)) messages[path] = message;
  }
  return messages;
}
