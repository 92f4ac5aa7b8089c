import type { UseFormReturn } from "react-hook-form";
import type { ProfileInput } from "../../../../shared/profile/profile.schemas";
import { InputField } from "../../../components/ui/input-field";
import { onboardingTexts as texts } from "../onboarding.texts";

type ProfileForm = UseFormReturn<ProfileInput>;

const legendClasses = "mb-3 text-base font-semibold text-slate-900 dark:text-slate-100";

export function PersonalFields({ form }: { form: ProfileForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label={texts.firstNameLabel}
        required
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register("firstName")}
      />
      <InputField
        label={texts.lastNameLabel}
        required
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register("lastName")}
      />
      <InputField
        label={texts.phoneNumberLabel}
        type="tel"
        required
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        className="sm:col-span-2"
        {...form.register("phoneNumber")}
      />
    </div>
  );
}

export function AddressFields({ form }: { form: ProfileForm }) {
  const errors = form.formState.errors.address;
  return (
    <fieldset>
      <legend className={legendClasses}>{texts.addressLegend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={texts.streetLabel}
          required
          autoComplete="address-line1"
          error={errors?.street?.message}
          className="sm:col-span-2"
          {...form.register("address.street")}
        />
        <InputField
          label={texts.apartmentLabel}
          optional
          autoComplete="address-line2"
          error={errors?.apartment?.message}
          {...form.register("address.apartment")}
        />
        <InputField
          label={texts.unitLabel}
          optional
          error={errors?.unit?.message}
          {...form.register("address.unit")}
        />
        <InputField
          label={texts.cityLabel}
          required
          autoComplete="address-level2"
          error={errors?.city?.message}
          {...form.register("address.city")}
        />
        <InputField
          label={texts.stateLabel}
          required
          autoComplete="address-level1"
          error={errors?.state?.message}
          {...form.register("address.state")}
        />
        <InputField
          label={texts.postalCodeLabel}
          required
          autoComplete="postal-code"
          error={errors?.postalCode?.message}
          {...form.register("address.postalCode")}
        />
        <InputField
          label={texts.countryLabel}
          required
          autoComplete="country-name"
          error={errors?.country?.message}
          {...form.register("address.country")}
        />
      </div>
    </fieldset>
  );
}

export function EmergencyContactFields({ form }: { form: ProfileForm }) {
  const errors = form.formState.errors.emergencyContact;
  return (
    <fieldset aria-describedby="emergency-contact-note">
      <legend className={legendClasses}>{texts.emergencyLegend}</legend>
      <p
        id="emergency-contact-note"
        className="-mt-2 mb-3 text-sm text-slate-600 dark:text-slate-400"
      >
        {texts.emergencyOptional}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={texts.emergencyNameLabel}
          error={errors?.name?.message}
          {...form.register("emergencyContact.name")}
        />
        <InputField
          label={texts.relationshipLabel}
          error={errors?.relationship?.message}
          {...form.register("emergencyContact.relationship")}
        />
        <InputField
          label={texts.emergencyPhoneLabel}
          type="tel"
          error={errors?.phone?.message}
          {...form.register("emergencyContact.phone")}
        />
        <InputField
          label={texts.emergencyAddressLabel}
          error={errors?.address?.message}
          {...form.register("emergencyContact.address")}
        />
      </div>
    </fieldset>
  );
}
