export { instructorMessages } from "../../../shared/instructors/instructor.constants";

/** The weekdays by the API's numbers: 0 is Sunday. */
export const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** The order the week is shown in: the working week first. */
export const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** An instructor's availability editor (docs/rules/instructors.md, Availability). */
export const availabilityTexts = {
  /** Settings' section, for the instructor themselves. */
  myTitle: "My Availability",
  /** The section on a member's page, for administrators. */
  memberTitle: "Availability",
  loading: "Loading availability...",
  fetchFailed: "Failed to fetch availability",
  tryAgain: "Try again",
  timesIn: (timeZone: string) => `Times are in the organization's time zone, ${timeZone}.`,

  weeklyHours: "Weekly Hours",
  weeklyHoursHint:
    "Add one or more ranges to each day you teach, as HH:mm (24:00 for the end of the day). A day without hours is a day off.",
  dayOff: "Unavailable",
  startLabel: (day: string, n: number) => `${day} range ${n} start`,
  endLabel: (day: string, n: number) => `${day} range ${n} end`,
  to: "to",
  addRange: "Add Hours",
  addRangeFor: (day: string) => ` on ${day}`,
  removeRange: (day: string, n: number) => `Remove ${day} range ${n}`,
  timePlaceholder: "HH:mm",
  saveHours: "Save Hours",
  saving: "Saving...",

  timeOff: "Time Off",
  timeOffHint: "Times you cannot teach, such as a holiday or a checkride.",
  noTimeOff: "No upcoming time off",
  timeOffListLabel: "Upcoming time off",
  startField: "Start",
  endField: "End",
  reasonField: "Reason",
  reasonPlaceholder: "Holiday",
  addTimeOff: "Add Time Off",
  adding: "Adding...",
  deleteTimeOff: "Delete",
  deleteTimeOffFor: (when: string) => ` time off ${when}`,
  deleteQuestionTitle: "Delete Time Off",
  deleteQuestion: (when: string) => `Delete the time off ${when}? This cannot be undone.`,
  deleting: "Deleting...",
  cancel: "Cancel",
} as const;

/** The notifications of the editor, in the app's words. */
export const availabilityMessages = {
  hoursUpdated: "Availability updated successfully",
  hoursUpdateFailed: "Failed to update availability",
  timeOffAdded: "Time off added successfully",
  timeOffAddFailed: "Failed to add time off",
  timeOffDeleted: "Time off deleted successfully",
  timeOffDeleteFailed: "Failed to delete time off",
} as const;
