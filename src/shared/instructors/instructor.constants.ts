/** A time off's reason is a short note ('Checkride', 'Holiday'). */
export const TIME_OFF_REASON_MAX_LENGTH = 200;

/** More ranges than anyone keeps in a week (ten a day): a bound on what one request stores. */
export const MAX_WEEKLY_RANGES = 70;

/**
 * Time off that has not ended, per instructor: more than a busy year of days off, a bound on what
 * one person can make the server keep and send with every list of instructors.
 */
export const MAX_UPCOMING_TIME_OFF = 200;

/** What the server and the forms say about instructors' availability (docs/rules/instructors.md). */
export const instructorMessages = {
  notFound: "Instructor not found",
  timeOffNotFound: "Time off not found",
  weekday: "Choose a weekday from 0 (Sunday) to 6 (Saturday)",
  clockTime: "Enter a time as HH:mm, from 00:00 to 24:00",
  minutes: "Hours must lie between 00:00 and 24:00",
  endAfterStart: "End must be after start",
  hoursOverlap: "Hours of one day must not overlap",
  tooManyRanges: `At most ${MAX_WEEKLY_RANGES} ranges of hours a week`,
  timeOffTimes: "Enter a valid start and end",
  tooMuchTimeOff: `At most ${MAX_UPCOMING_TIME_OFF} upcoming time off ranges: remove one first`,
} as const;
