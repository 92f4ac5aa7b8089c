import type { UseFormReturn } from "react-hook-form";
import {
  organizationTypeLabels,
  organizationTypes,
} from "../../../../shared/organizations/organization.constants";
import { InputField } from "../../../components/ui/input-field";
import { SelectField } from "../../../components/ui/select-field";
import type { OrganizationFormValues } from "../organization-form";
import { settingsTexts } from "../settings.texts";
import { DetailGroup } from "./detail-list";

const texts = settingsTexts.organization;
const typeOptions = organizationTypes.map((type) => ({
  value: type,
  label: organizationTypeLabels[type],
}));

type Form = UseFormReturn<OrganizationFormValues>;

/** Name, type and contact; the onboarding form's labels. */
export function OrganizationGeneralFields({ form }: { form: Form }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <DetailGroup title={texts.general}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={texts.nameLabel}
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
          label={texts.contactEmailLabel}
          type="email"
          autoComplete="email"
          error={errors.contact?.email?.message}
          {...register("contact.email")}
        />
        <InputField
          label={texts.phoneLabel}
          type="tel"
          optional
          autoComplete="tel"
          error={errors.contact?.phone?.message}
          {...register("contact.phone")}
        />
        <InputField
          label={texts.websiteLabel}
          type="url"
          optional
          placeholder="https://"
          autoComplete="url"
          error={errors.contact?.website?.message}
          {...register("contact.website")}
        />
      </div>
    </DetailGroup>
  );
}

/** The base airport, with its coordinates. */
export function OrganizationAirportFields({ form }: { form: Form }) {
  const { register } = form;
  const errors = form.formState.errors.baseAirport;
  return (
    <DetailGroup title={texts.baseAirport}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={texts.icaoCodeLabel}
          maxLength={4}
          autoCapitalize="characters"
          autoComplete="off"
          hint={texts.icaoCodeHint}
          error={errors?.icaoCode?.message}
          {...register("baseAirport.icaoCode")}
        />
        <InputField
          label={texts.airportNameLabel}
          error={errors?.name?.message}
          {...register("baseAirport.name")}
        />
        <InputField
          label={texts.cityLabel}
          error={errors?.city?.message}
          {...register("baseAirport.city")}
        />
        <InputField
          label={texts.countryLabel}
          error={errors?.country?.message}
          {...register("baseAirport.country")}
        />
        <InputField
          label={texts.latitudeLabel}
          type="number"
          inputMode="decimal"
          step="any"
          min={-90}
          max={90}
          hint={texts.latitudeHint}
          error={errors?.coordinates?.latitude?.message}
          {...register("baseAirport.coordinates.latitude")}
        />
        <InputField
          label={texts.longitudeLabel}
          type="number"
          inputMode="decimal"
          step="any"
          min={-180}
          max={180}
          hint={texts.longitudeHint}
          error={errors?.coordinates?.longitude?.message}
          {...register("baseAirport.coordinates.longitude")}
        />
        <InputField
          label={texts.airportAddressLabel}
          optional
          error={errors?.address?.message}
          className="sm:col-span-2"
          {...register("baseAirport.address")}
        />
      </div>
    </DetailGroup>
  );
}
