import { z } from "zod";
import { currentUserSchema, roles } from "../profile/user.types";

/**
 * A row of the members list: names, and who teaches with their ratings, for everyone (instructors
 * are the club's staff); contact details and instructors' rates for admins only.
 */
export const memberListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  isInstructor: z.boolean(),
  instructorRatings: z.string(),
  instructorRate: z.number().nullable().optional(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  joinedOrgAt: z.string().nullable().optional(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

/** One member, in full, for the organization's admins. */
export const memberDetailsSchema = currentUserSchema.extend({
  id: z.string(),
  role: z.enum(roles),
  /** False for a member who came with an imported organization and has no password yet. */
  hasPassword: z.boolean(),
  isInstructor: z.boolean(),
  instructorRate: z.number().nullable(),
  instructorRatings: z.string(),
  /**
   * Their active lessons as instructor that have not ended yet: what switching them off would
   * leave booked (docs/rules/instructors.md).
   */
  upcomingLessons: z.number().int(),
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

/** An admin's change of a member's role: 'Make Administrator' / 'Make Member'. */
export const changeRoleInputSchema = z.object({ role: z.enum(roles) });
export type ChangeRoleInput = z.infer<typeof changeRoleInputSchema>;
