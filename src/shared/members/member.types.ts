import { z } from "zod";
import { currentUserSchema, roles } from "../profile/user.types";

/** A row of the members list: names for everyone, contact details for admins only. */
export const memberListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
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
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

/** An admin's change of a member's role: 'Make Administrator' / 'Make Member'. */
export const changeRoleInputSchema = z.object({ role: z.enum(roles) });
export type ChangeRoleInput = z.infer<typeof changeRoleInputSchema>;
