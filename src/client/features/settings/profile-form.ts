import type { ProfileUpdate } from "../../../shared/profile/profile.schemas";
import type { ProfileFormValues } from "../../components/forms/profile-form-values";

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
