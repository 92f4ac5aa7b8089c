import type { UseFormReturn } from "react-hook-form";
import { InputField } from "../../../components/ui/input-field";
import type { ProfileFormValues } from "../profile-form";
import { settingsTexts } from "../settings.texts";

const texts = settingsTexts.profile;
const legendClasses = "mb-3 text-base font-semibold text-slate-900 dark:text-slate-100";

/** The profile's fields with the onboarding labels; none is required here. */
export function ProfileEditFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={texts.firstNameLabel}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <InputField
          label={texts.lastNameLabel}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
        <InputField
          label={texts.phoneNumberLabel}
          type="tel"
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
            autoComplete="address-line1"
            error={errors.address?.street?.message}
            className="sm:col-span-2"
            {...register("address.street")}
          />
          <InputField
            label={texts.apartmentLabel}
            autoComplete="address-line2"
            error={errors.address?.apartment?.message}
            {...register("address.apartment")}
          />
          <InputField
            label={texts.unitLabel}
            error={errors.address?.unit?.message}
            {...register("address.unit")}
          />
          <InputField
            label={texts.cityLabel}
            autoComplete="address-level2"
            error={errors.address?.city?.message}
            {...register("address.city")}
          />
          <InputField
            label={texts.stateLabel}
            autoComplete="address-level1"
            error={errors.address?.state?.message}
            {...register("address.state")}
          />
          <InputField
            label={texts.postalCodeLabel}
            autoComplete="postal-code"
            error={errors.address?.postalCode?.message}
            {...register("address.postalCode")}
          />
          <InputField
            label={texts.countryLabel}
            autoComplete="country-name"
            error={errors.address?.country?.message}
            {...register("address.country")}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClasses}>{texts.emergencyLegend}</legend>
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
    </div>
  );
}
