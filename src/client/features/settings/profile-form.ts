import type { ProfileUpdate } from "../../../shared/profile/profile.schemas";
import type { CurrentUser } from "../../../shared/profile/user.types";

/** The settings' profile form: every field is text, none is required. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: {
    street: string;
    apartment: string;
    unit: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  emergencyContact: { name: string; relationship: string; phone: string; address: string };
}

export function profileFormValues(user: CurrentUser): ProfileFormValues {
  const address = typeof user.address === "object" && user.address !== null ? user.address : null;
  // An address stored as plain text (docs/rules/accounts.md) is offered as the street.
  const street = typeof user.address === "string" ? user.address : (address?.street ?? "");
  const contact = user.emergencyContact;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    address: {
      street,
      apartment: address?.apartment ?? "",
      unit: address?.unit ?? "",
      city: address?.city ?? "",
      state: address?.state ?? "",
      postalCode: address?.postalCode ?? "",
      country: address?.country ?? "",
    },
    emergencyContact: {
      name: contact?.name ?? "",
      relationship: contact?.relationship ?? "",
      phone: contact?.phone ?? "",
      address: contact?.address ?? "",
    },
  };
}

/**
 * The PATCH body. Emptied fields are sent empty, which clears them; the server then leaves an
 * empty apartment or unit out of the saved address (sending nothing would keep the old one,
 * since the edit merges). A blank first or last name is not sent: the name is what makes the
 * profile complete, and clearing it would send the person back to onboarding.
 */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  const trim = <T extends Record<string, string>>(record: T): T =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value.trim()])) as T;
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    phoneNumber: values.phoneNumber.trim(),
    address: trim(values.address),
    emergencyContact: trim(values.emergencyContact),
  };
}
