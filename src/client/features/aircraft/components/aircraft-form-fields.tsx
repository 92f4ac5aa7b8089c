import type { FocusEvent } from "react";
import type { UseFormReturn } from "react-hook-form";
import {
  aircraftCategories,
  aircraftStatuses,
  aircraftTypes,
  fuelTypes,
  MIN_AIRCRAFT_YEAR,
  maxAircraftYear,
  REGISTRATION_MAX_LENGTH,
} from "../../../../shared/aircraft/aircraft.constants";
import {
  type AircraftData,
  type AircraftInput,
  hourlyRateFromInput,
  yearFromInput,
} from "../../../../shared/aircraft/aircraft.schemas";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { Field } from "../../../components/ui/field";
import { InputField } from "../../../components/ui/input-field";
import { SelectField } from "../../../components/ui/select-field";
import { useCurrency } from "../../../lib/money";
import {
  aircraftStatusLabels,
  aircraftTypeLabels,
  aircraftTexts as texts,
} from "../aircraft.texts";

export type AircraftForm = UseFormReturn<AircraftInput, unknown, AircraftData>;

const asOptions = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

const categoryOptions = asOptions(aircraftCategories);
const fuelOptions = asOptions(fuelTypes);
const typeOptions = asOptions(aircraftTypes, aircraftTypeLabels);
const statusOptions = asOptions(aircraftStatuses, aircraftStatusLabels);

/** Number inputs give text; the schema wants numbers (or null for no rate). */
const inputText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function AircraftFormFields({ form }: { form: AircraftForm }) {
  const currency = useCurrency();
  const { register } = form;
  const { errors } = form.formState;
  const color = form.watch("color");

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label={texts.registrationLabel}
        required
        maxLength={REGISTRATION_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.registration?.message}
        className="sm:col-span-2"
        {...register("registration")}
      />
      <InputField
        label={texts.manufacturerLabel}
        required
        autoComplete="off"
        error={errors.manufacturer?.message}
        {...register("manufacturer")}
      />
      <InputField
        label={texts.modelLabel}
        required
        autoComplete="off"
        error={errors.model?.message}
        {...register("model")}
      />
      <InputField
        label={texts.yearLabel}
        type="number"
        inputMode="numeric"
        min={MIN_AIRCRAFT_YEAR}
        max={maxAircraftYear()}
        step={1}
        error={errors.year?.message}
        {...register("year", {
          setValueAs: (value) => yearFromInput(inputText(value)),
          // An emptied year shows the current year again, the value the form now holds.
          onBlur: (event: FocusEvent<HTMLInputElement>) => {
            if (event.target.value.trim() === "") event.target.value = String(yearFromInput(""));
          },
        })}
      />
      <InputField
        label={texts.baseAirportLabel}
        required
        maxLength={4}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.baseAirportICAO?.message}
        {...register("baseAirportICAO")}
      />
      <SelectField
        label={texts.categoryLabel}
        options={categoryOptions}
        error={errors.category?.message}
        {...register("category")}
      />
      <SelectField
        label={texts.fuelTypeLabel}
        options={fuelOptions}
        error={errors.fuelType?.message}
        {...register("fuelType")}
      />
      <InputField
        label={texts.hourlyRateLabel}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        optional
        hint={texts.hourlyRateHint(currency)}
        error={errors.hourlyRate?.message}
        {...register("hourlyRate", {
          setValueAs: (value) => hourlyRateFromInput(inputText(value)),
        })}
      />
      <Field label={texts.colorLabel} error={errors.color?.message}>
        {(control) => (
          <div className="flex items-center gap-3">
            <input
              {...control}
              type="color"
              className="h-10 w-16 cursor-pointer rounded-md border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
              {...register("color")}
            />
            <span className="font-mono text-sm text-slate-700 dark:text-slate-300">{color}</span>
          </div>
        )}
      </Field>
      <SelectField
        label={texts.typeLabel}
        options={typeOptions}
        error={errors.type?.message}
        {...register("type")}
      />
      <SelectField
        label={texts.statusLabel}
        options={statusOptions}
        error={errors.status?.message}
        {...register("status")}
      />
      <div className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
        <CheckboxField label={texts.bookingEnabledLabel} {...register("bookingEnabled")} />
        <CheckboxField
          label={texts.archivedLabel}
          hint={texts.archivedHint}
          {...register("isArchived")}
        />
      </div>
    </div>
  );
}
