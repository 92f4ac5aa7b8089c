import {
  mergeOrganizationSettings,
  type OrganizationSettings,
  organizationUpdateSchema,
} from "../../../shared/organizations/organization.schemas";
import { issueMessages } from "../../lib/form-resolver";
import { type OrganizationFormValues, type OrganizationPatch, toNumber } from "./organization-form";
import { organizationMessages, settingsTexts } from "./settings.texts";

/** A form-level message, for what no single field is to blame for. */
export const FORM_ERROR_PATH = "root";

const billingNumbers = [
  ["hourlyRate", true],
  ["minimumHours", true],
  ["depositAmount", false],
] as const;

/**
 * The messages for an edit, keyed by form path: the server's own schema for what changed, 0 or
 * more for the billing numbers, and 'Invalid organization settings' when the merged settings
 * would not be valid. Empty when the edit can be sent.
 */
export function validateOrganizationUpdate(
  update: OrganizationPatch,
  values: OrganizationFormValues,
  currentSettings: OrganizationSettings,
): Record<string, string> {
  const parsed = organizationUpdateSchema.safeParse(update);
  const errors = parsed.success ? {} : issueMessages(parsed.error.issues);
  if (update.settings && "billingSettings" in update.settings) {
    for (const [field, required] of billingNumbers) {
      const text = values.settings.billingSettings[field];
      if (!required && text.trim() === "") continue;
      const value = toNumber(text);
      if (!Number.isFinite(value) || value < 0) {
        errors[`settings.billingSettings.${field}`] = settingsTexts.organization.numberAtLeastZero;
      }
    }
  }
  if (
    Object.keys(errors).length === 0 &&
    update.settings &&
    !mergeOrganizationSettings(currentSettings, update.settings)
  ) {
    errors[FORM_ERROR_PATH] = organizationMessages.invalidSettings;
  }
  return errors;
}
