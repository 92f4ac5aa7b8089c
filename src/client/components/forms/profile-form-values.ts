import type { CurrentUser } from "../../../shared/profile/user.types";

/**
 * The profile form of onboarding and of Settings: every field is text. Its paths are the API's
 * paths, so the server's field errors land on the fields.
 */
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

/** The form's field names, in the order the form shows them. */
export const profileFieldPaths = [
  "firstName",
  "lastName",
  "phoneNumber",
  "address.street",
  "address.apartment",
  "address.unit",
  "address.city",
  "address.state",
  "address.postalCode",
  "address.country",
  "emergencyContact.name",
  "emergencyContact.relationship",
  "emergencyContact.phone",
  "emergencyContact.address",
] as const;

/** Starts from what the user already has; empty where nothing is stored. */
export function profileFormValues(user: CurrentUser): ProfileFormValues {
  const address = typeof user.address === "object" && user.address !== null ? user.address : null;
  // An address stored as plain text (an imported member's may be) is offered as the street.
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
