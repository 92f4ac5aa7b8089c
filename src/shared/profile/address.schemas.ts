import { z } from "zod";
import { optionalText, requiredText } from "../validation/text";

export const addressMessages = {
  street: "Street address is required",
  city: "City is required",
  state: "State/Province is required",
  postalCode: "Postal code is required",
  country: "Country is required",
} as const;

/** How long each part of an address may be, wherever an address is typed. */
export const addressMaxLength = {
  street: 200,
  apartment: 200,
  unit: 200,
  building: 200,
  floor: 200,
  city: 200,
  state: 200,
  postalCode: 20,
  country: 200,
} as const;
const max = addressMaxLength;

/** A postal address (docs/rules/accounts.md, onboarding). */
export const addressSchema = z.object(
  {
    street: requiredText(addressMessages.street, max.street),
    apartment: optionalText(max.apartment),
    unit: optionalText(max.unit),
    building: optionalText(max.building),
    floor: optionalText(max.floor),
    city: requiredText(addressMessages.city, max.city),
    state: requiredText(addressMessages.state, max.state),
    postalCode: requiredText(addressMessages.postalCode, max.postalCode),
    country: requiredText(addressMessages.country, max.country),
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
