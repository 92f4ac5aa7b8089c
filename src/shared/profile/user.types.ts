import { z } from "zod";
import { storedAddressSchema } from "./address.schemas";
import { roles } from "./roles";

export { type Role, roleLabels, roles } from "./roles";

/** The signed-in user as `GET /api/me` returns it (docs/rules/accounts.md, the user record). */
export const currentUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  address: storedAddressSchema.nullable(),
  emergencyContact: z
    .object({
      name: z.string().optional(),
      relationship: z.string().optional(),
      phone: z.string().optional(),
      address: z.string().optional(),
    })
    .nullable(),
  role: z.enum(roles).nullable(),
  orgId: z.string().nullable(),
  joinedOrgAt: z.string().nullable(),
  /** Teaches in their organization now: their dashboard lists their lessons, Settings shows 'My Availability'. */
  isInstructor: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
