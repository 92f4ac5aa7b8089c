import { z } from "zod";
import { optionalText, requiredText } from "../validation/text";

export const addressMessages = {
  street: "Street address is required",
  city: "City is required",
  state: "State/Province is required",
  postalCode: "Postal code is required",
  country: "Country is required",
} as const;

/** A postal address (docs/rules/accounts.md, onboarding). */
export const addressSchema = z.object(
  {
    street: requiredText(addressMessages.street),
    apartment: optionalText(),
    unit: optionalText(),
    building: optionalText(),
    floor: optionalText(),
    city: requiredText(addressMessages.city),
    state: requiredText(addressMessages.state),
    postalCode: requiredText(addressMessages.postalCode, 20),
    country: requiredText(addressMessages.country),
  },
  { error: "Address is required" },
);
export type Address = z.infer<typeof addressSchema>;

/** An address as stored and answered (no input rules), or a string (docs/rules/accounts.md). */
export const storedAddressSchema = z.union([
  z.object({
    street: z.string(),
    apartment: z.string().optional(),
    unit: z.string().optional(),
    building: z.string().optional(),
    floor: z.string().optional(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  z.string(),
]);
export type StoredAddress = z.infer<typeof storedAddressSchema>;
