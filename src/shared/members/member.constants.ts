/** An instructor's rate per hour, in the organization's currency (docs/rules/instructors.md). */
export const INSTRUCTOR_RATE_MAX = 100_000;
/** Ratings are a short line, such as 'CFI, CFII'. */
export const INSTRUCTOR_RATINGS_MAX = 100;

export const memberMessages = {
  notFound: "Member not found",
  removed: "Member removed successfully",
  removeFailed: "Failed to remove member",
  removeError: "An error occurred while removing the member",
  removeQuestion: "Are you sure you want to remove this member from the organization?",
  cannotRemoveSelf: "You cannot remove yourself from the organization.",
  lastAdmin: "The organization must keep at least one administrator.",
  noMembers: "No members found",
  /** The role change's refusal to leave the organization without an administrator. */
  needsAdmin: "An organization needs at least one administrator",
  roleChanged: "Role updated",
  roleChangeFailed: "Failed to change the role",
  /** Saving the instructor switch, rate and ratings (docs/rules/instructors.md). */
  updated: "Member updated successfully",
  updateFailed: "Failed to update the member",
  instructorRate: `Instructor rate must be a number from 0 to ${INSTRUCTOR_RATE_MAX}`,
  instructorRateCents: "Instructor rate can have at most two decimals",
  /** Asked before an instructor with lessons ahead is switched off. */
  upcomingLessons: (count: number) =>
    `This instructor has ${count} upcoming ${count === 1 ? "lesson" : "lessons"}`,
  lessonsStay: "They stay booked until changed.",
  /** Asked before a member who teaches lessons ahead is removed: the lessons stay too. */
  removeQuestionWithLessons: (count: number) =>
    `Are you sure you want to remove this member from the organization? This instructor has ${count} upcoming ${count === 1 ? "lesson" : "lessons"}. They stay booked until changed.`,
} as const;
