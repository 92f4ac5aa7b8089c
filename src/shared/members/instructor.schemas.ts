import { z } from "zod";
import { hasCents } from "../validation/money";
import { controlCharacterMessage, isOneLineText, text } from "../validation/text";
import { INSTRUCTOR_RATE_MAX, INSTRUCTOR_RATINGS_MAX, memberMessages } from "./member.constants";

/** Per hour, in the organization's currency; null when not set. */
export const instructorRateSchema = z
  .number({ error: memberMessages.instructorRate })
  .min(0, memberMessages.instructorRate)
  .max(INSTRUCTOR_RATE_MAX, memberMessages.instructorRate)
  .refine(hasCents, memberMessages.instructorRateCents)
  .nullable();

/** A short line such as 'CFI, CFII'; empty when none are given. */
export const instructorRatingsSchema = text(INSTRUCTOR_RATINGS_MAX).refine(
  isOneLineText,
  controlCharacterMessage,
);

/**
 * An administrator's 'Instructor' switch with the rate and ratings (docs/rules/instructors.md),
 * checked by the member page's form and by the server alike.
 */
export const instructorInputSchema = z.object({
  isInstructor: z.boolean(),
  instructorRate: instructorRateSchema,
  instructorRatings: instructorRatingsSchema,
});
export type InstructorInput = z.input<typeof instructorInputSchema>;
export type InstructorData = z.output<typeof instructorInputSchema>;

/** The rate input: empty means no rate. */
export function instructorRateFromInput(raw: string): number | null {
  return raw.trim() === "" ? null : Number(raw);
}
