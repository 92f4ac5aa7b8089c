import { z } from "zod";
import { optionalText, requiredText, text } from "../validation/text";
import { addressMaxLength, addressSchema } from "./address.schemas";

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

/** How long the person's own fields may be, in onboarding and in Settings alike. */
const personMaxLength = { firstName: 100, lastName: 100, phoneNumber: 50 } as const;

/** The onboarding profile (docs/rules/accounts.md, onboarding). */
export const profileInputSchema = z.object({
  firstName: requiredText(profileMessages.firstName, personMaxLength.firstName),
  lastName: requiredText(profileMessages.lastName, personMaxLength.lastName),
  phoneNumber: requiredText(profileMessages.phoneNumber, personMaxLength.phoneNumber),
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
const editableText = (max: number) => text(max).optional();

/** Every part of the address editable, each with the onboarding's limit. */
const editableAddress = z.object(
  Object.fromEntries(
    Object.entries(addressMaxLength).map(([part, max]) => [part, editableText(max)]),
  ) as Record<keyof typeof addressMaxLength, ReturnType<typeof editableText>>,
);

/**
 * The settings' profile edit (docs/rules/members.md): no required fields. Only what is sent
 * changes; an empty apartment or unit is omitted.
 */
export const profileUpdateSchema = z.object({
  firstName: editableText(personMaxLength.firstName),
  lastName: editableText(personMaxLength.lastName),
  phoneNumber: editableText(personMaxLength.phoneNumber),
  address: editableAddress.optional(),
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
