import type { UseFormReturn } from "react-hook-form";
import { profileFieldLabels as texts } from "../../lib/field-labels";
import { InputField } from "../ui/input-field";
import type { ProfileFormValues } from "./profile-form-values";

const legendClasses = "mb-3 text-base font-semibold text-slate-900 dark:text-slate-100";
const emergencyNoteId = "emergency-contact-note";

interface ProfileFieldsProps<Sent> {
  form: UseFormReturn<ProfileFormValues, unknown, Sent>;
  /**
   * Onboarding asks for the name, the phone and the address (and marks the rest optional);
   * Settings requires nothing, so it marks nothing.
   */
  marksRequired: boolean;
  /** A sentence under the emergency contact's legend, which describes the group. */
  emergencyNote?: string;
}

/**
 * The profile's fields: the person, the address and the emergency contact, as siblings in the
 * form's own layout.
 */
export function ProfileFields<Sent>({
  form,
  marksRequired,
  emergencyNote,
}: ProfileFieldsProps<Sent>) {
  const { register } = form;
  const { errors } = form.formState;
  const required = marksRequired || undefined;
  const optional = marksRequired || undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={texts.firstNameLabel}
          required={required}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <InputField
          label={texts.lastNameLabel}
          required={required}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
        <InputField
          label={texts.phoneNumberLabel}
          type="tel"
          required={required}
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          className="sm:col-span-2"
          {...register("phoneNumber")}
        />
      </div>
      <fieldset>
        <legend className={legendClasses}>{texts.addressLegend}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={texts.streetLabel}
            required={required}
            autoComplete="address-line1"
            error={errors.address?.street?.message}
            className="sm:col-span-2"
            {...register("address.street")}
          />
          <InputField
            label={texts.apartmentLabel}
            optional={optional}
            autoComplete="address-line2"
            error={errors.address?.apartment?.message}
            {...register("address.apartment")}
          />
          <InputField
            label={texts.unitLabel}
            optional={optional}
            error={errors.address?.unit?.message}
            {...register("address.unit")}
          />
          <InputField
            label={texts.cityLabel}
            required={required}
            autoComplete="address-level2"
            error={errors.address?.city?.message}
            {...register("address.city")}
          />
          <InputField
            label={texts.stateLabel}
            required={required}
            autoComplete="address-level1"
            error={errors.address?.state?.message}
            {...register("address.state")}
          />
          <InputField
            label={texts.postalCodeLabel}
            required={required}
            autoComplete="postal-code"
            error={errors.address?.postalCode?.message}
            {...register("address.postalCode")}
          />
          <InputField
            label={texts.countryLabel}
            required={required}
            autoComplete="country-name"
            error={errors.address?.country?.message}
            {...register("address.country")}
          />
        </div>
      </fieldset>
      <fieldset aria-describedby={emergencyNote ? emergencyNoteId : undefined}>
        <legend className={legendClasses}>{texts.emergencyLegend}</legend>
        {emergencyNote && (
          <p id={emergencyNoteId} className="-mt-2 mb-3 text-sm text-slate-600 dark:text-slate-400">
            {emergencyNote}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={texts.emergencyNameLabel}
            error={errors.emergencyContact?.name?.message}
            {...register("emergencyContact.name")}
          />
          <InputField
            label={texts.relationshipLabel}
            error={errors.emergencyContact?.relationship?.message}
            {...register("emergencyContact.relationship")}
          />
          <InputField
            label={texts.emergencyPhoneLabel}
            type="tel"
            error={errors.emergencyContact?.phone?.message}
            {...register("emergencyContact.phone")}
          />
          <InputField
            label={texts.emergencyAddressLabel}
            error={errors.emergencyContact?.address?.message}
            {...register("emergencyContact.address")}
          />
        </div>
      </fieldset>
    </>
  );
}
