import { useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { currencyOfCountry } from "../../../../shared/organizations/country-currency";
import type {
  CreateOrganizationData,
  CreateOrganizationInput,
} from "../../../../shared/organizations/organization.schemas";
import { organizationInputs, timeZoneOptions } from "../../../components/forms/organization-inputs";
import { InputField } from "../../../components/ui/input-field";
import { SelectField } from "../../../components/ui/select-field";

export type CreateOrganizationForm = UseFormReturn<
  CreateOrganizationInput,
  unknown,
  CreateOrganizationData
>;

const inputs = organizationInputs;

export function CreateOrganizationFields({ form }: { form: CreateOrganizationForm }) {
  const { errors } = form.formState;
  const { register } = form;
  const proposedZone = form.formState.defaultValues?.timezone ?? "UTC";
  const zones = useMemo(() => timeZoneOptions(proposedZone), [proposedZone]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        {...inputs.name}
        required
        error={errors.name?.message}
        className="sm:col-span-2"
        {...register("name")}
      />
      <SelectField {...inputs.type} error={errors.type?.message} {...register("type")} />
      <InputField
        {...inputs.icaoCode}
        required
        error={errors.icaoCode?.message}
        {...register("icaoCode")}
      />
      <InputField
        {...inputs.airportName}
        required
        error={errors.airportName?.message}
        className="sm:col-span-2"
        {...register("airportName")}
      />
      <InputField
        {...inputs.city}
        required
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register("city")}
      />
      <InputField
        {...inputs.country}
        required
        autoComplete="country-name"
        error={errors.country?.message}
        {...register("country", {
          // The country's currency is proposed until the creator chooses one.
          onChange: (event) => {
            const currency = currencyOfCountry(event.target.value);
            if (currency && !form.getFieldState("currency").isDirty)
              form.setValue("currency", currency);
          },
        })}
      />
      <SelectField
        {...inputs.timezone}
        options={zones}
        error={errors.timezone?.message}
        {...register("timezone")}
      />
      <SelectField
        {...inputs.currency}
        error={errors.currency?.message}
        {...register("currency")}
      />
      <InputField
        {...inputs.contactEmail}
        required
        error={errors.contactEmail?.message}
        {...register("contactEmail")}
      />
      <InputField {...inputs.phone} error={errors.phone?.message} {...register("phone")} />
      <InputField
        {...inputs.website}
        error={errors.website?.message}
        className="sm:col-span-2"
        {...register("website")}
      />
      <InputField
        {...inputs.airportAddress}
        error={errors.airportAddress?.message}
        className="sm:col-span-2"
        {...register("airportAddress")}
      />
    </div>
  );
}
