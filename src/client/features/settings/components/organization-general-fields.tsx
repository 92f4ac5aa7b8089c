import type { UseFormReturn } from "react-hook-form";
import { organizationInputs } from "../../../components/forms/organization-inputs";
import { InputField } from "../../../components/ui/input-field";
import { SelectField } from "../../../components/ui/select-field";
import type { OrganizationFormValues } from "../organization-form";
import { settingsTexts } from "../settings.texts";
import { DetailGroup } from "./detail-list";

const texts = settingsTexts.organization;
const inputs = organizationInputs;

type Form = UseFormReturn<OrganizationFormValues>;

/** Name, type and contact; the onboarding form's labels. */
export function OrganizationGeneralFields({ form }: { form: Form }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <DetailGroup title={texts.general}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...inputs.name}
          error={errors.name?.message}
          className="sm:col-span-2"
          {...register("name")}
        />
        <SelectField {...inputs.type} error={errors.type?.message} {...register("type")} />
        <InputField
          {...inputs.contactEmail}
          error={errors.contact?.email?.message}
          {...register("contact.email")}
        />
        <InputField
          {...inputs.phone}
          error={errors.contact?.phone?.message}
          {...register("contact.phone")}
        />
        <InputField
          {...inputs.website}
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
          {...inputs.icaoCode}
          error={errors?.icaoCode?.message}
          {...register("baseAirport.icaoCode")}
        />
        <InputField
          {...inputs.airportName}
          error={errors?.name?.message}
          {...register("baseAirport.name")}
        />
        <InputField
          {...inputs.city}
          error={errors?.city?.message}
          {...register("baseAirport.city")}
        />
        <InputField
          {...inputs.country}
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
          {...inputs.airportAddress}
          error={errors?.address?.message}
          className="sm:col-span-2"
          {...register("baseAirport.address")}
        />
      </div>
    </DetailGroup>
  );
}
