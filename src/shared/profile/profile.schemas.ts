import { z } from "zod";
import { optionalText, requiredText, text } from "../validation/text";
import { addressSchema } from "./address.schemas";

export const profileMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  phoneNumber: "Phone number is required",
  saveFailed: "Failed to update profile. Please try again.",
} as const;

export const emergencyContactSchema = z.object({
  name: optionalText(),
  relationship: optionalText(),
  phone: optionalText(50),
  address: optionalText(1000),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** The onboarding profile (docs/rules/accounts.md, onboarding). */
export const profileInputSchema = z.object({
  firstName: requiredText(profileMessages.firstName, 100),
  lastName: requiredText(profileMessages.lastName, 100),
  phoneNumber: requiredText(profileMessages.phoneNumber, 50),
  address: addressSchema,
  emergencyContact: emergencyContactSchema.optional(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** True when any field of an emergency contact holds something: only then is it sent. */
export function hasEmergencyContact(contact: EmergencyContact | undefined): boolean {
  if (!contact) return false;
  return [contact.name, contact.relationship, contact.phone, contact.address].some(
    (value) => (value ?? "").trim() !== "",
  );
}

/**
 * The payload the onboarding form sends: empty optional address parts are omitted and the
 * emergency contact is included only when any of it is filled in.
 */
export function toProfilePayload(form: ProfileInput): ProfileInput {
  const { apartment, unit, ...address } = form.address;
  const payload: ProfileInput = {
    firstName: form.firstName,
    lastName: form.lastName,
    phoneNumber: form.phoneNumber,
    address: {
      ...address,
      ...(apartment?.trim() ? { apartment } : {}),
      ...(unit?.trim() ? { unit } : {}),
    },
  };
  if (hasEmergencyContact(form.emergencyContact)) payload.emergencyContact = form.emergencyContact;
  return payload;
}

/** A settings field: may be sent empty, which clears it; absent leaves it as it is. */
const editableText = (max = 200) => text(max).optional();

/**
 * The settings' profile edit (docs/rules/members.md): no required fields. Only what is sent
 * changes; an empty apartment or unit is omitted.
 */
export const profileUpdateSchema = z.object({
  firstName: editableText(100),
  lastName: editableText(100),
  phoneNumber: editableText(50),
  address: z
    .object({
      street: editableText(),
      apartment: editableText(),
      unit: editableText(),
      building: editableText(),
      floor: editableText(),
      city: editableText(),
      state: editableText(),
      postalCode: editableText(20),
      country: editableText(),
    })
    .optional(),
  emergencyContact: emergencyContactSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const settingsMessages = {
  profileUpdated: "Profile updated successfully",
  profileUpdateFailed: "Failed to update profile",
  organizationUpdated: "Organization updated successfully",
  organizationUpdateFailed: "Failed to update organization",
  loadFailed: "Failed to load user data",
} as const;
