import type { UseFormReturn } from "react-hook-form";
import {
  organizationTypeLabels,
  organizationTypes,
} from "../../../../shared/organizations/organization.constants";
import type {
  CreateOrganizationData,
  CreateOrganizationInput,
} from "../../../../shared/organizations/organization.schemas";
import { InputField } from "../../../components/ui/input-field";
import { SelectField } from "../../../components/ui/select-field";
import { organizationTexts as texts } from "../organizations.texts";

export type CreateOrganizationForm = UseFormReturn<
  CreateOrganizationInput,
  unknown,
  CreateOrganizationData
>;

const typeOptions = organizationTypes.map((type) => ({
  value: type,
  label: organizationTypeLabels[type],
}));

export function CreateOrganizationFields({ form }: { form: CreateOrganizationForm }) {
  const { errors } = form.formState;
  const { register } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label={texts.nameLabel}
        required
        autoComplete="organization"
        error={errors.name?.message}
        className="sm:col-span-2"
        {...register("name")}
      />
      <SelectField
        label={texts.typeLabel}
        options={typeOptions}
        error={errors.type?.message}
        {...register("type")}
      />
      <InputField
        label={texts.icaoCodeLabel}
        required
        maxLength={4}
        autoCapitalize="characters"
        autoComplete="off"
        hint={texts.icaoCodeHint}
        error={errors.icaoCode?.message}
        {...register("icaoCode")}
      />
      <InputField
        label={texts.airportNameLabel}
        required
        error={errors.airportName?.message}
        className="sm:col-span-2"
        {...register("airportName")}
      />
      <InputField
        label={texts.cityLabel}
        required
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register("city")}
      />
      <InputField
        label={texts.countryLabel}
        required
        autoComplete="country-name"
        error={errors.country?.message}
        {...register("country")}
      />
      <InputField
        label={texts.contactEmailLabel}
        type="email"
        required
        autoComplete="email"
        error={errors.contactEmail?.message}
        {...register("contactEmail")}
      />
      <InputField
        label={texts.phoneLabel}
        type="tel"
        optional
        autoComplete="tel"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <InputField
        label={texts.websiteLabel}
        type="url"
        optional
        placeholder="https://"
        autoComplete="url"
        error={errors.website?.message}
        className="sm:col-span-2"
        {...register("website")}
      />
      <InputField
        label={texts.airportAddressLabel}
        optional
        error={errors.airportAddress?.message}
        className="sm:col-span-2"
        {...register("airportAddress")}
      />
    </div>
  );
}
