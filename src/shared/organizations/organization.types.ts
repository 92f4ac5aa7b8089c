import { z } from "zod";
import { organizationStatuses, organizationTypes } from "./organization.constants";
import { organizationSettingsSchema } from "./organization.schemas";

/** An organization as the API returns it. `joinCode` is given to administrators only. */
export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(organizationTypes),
  status: z.enum(organizationStatuses),
  joinCode: z.string().optional(),
  baseAirport: z.object({
    icaoCode: z.string(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
    address: z.string().optional(),
  }),
  contact: z.object({
    email: z.string(),
    phone: z.string().optional(),
    website: z.string().optional(),
    address: z.string().optional(),
  }),
  settings: organizationSettingsSchema,
  ownerUid: z.string(),
  createdByUserId: z.string(),
  logo: z.string().optional(),
  description: z.string().optional(),
  socialMedia: z
    .object({
      facebook: z.string().optional(),
      twitter: z.string().optional(),
      instagram: z.string().optional(),
      linkedin: z.string().optional(),
    })
    .optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;
