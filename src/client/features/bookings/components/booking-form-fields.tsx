import { addHours } from "date-fns";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { bookingTypes, isGroundType } from "../../../../shared/bookings/booking.constants";
import type { BookingInput } from "../../../../shared/bookings/booking.schemas";
import { controlClasses, Field } from "../../../components/ui/field";
import { InputField } from "../../../components/ui/input-field";
import { SelectField } from "../../../components/ui/select-field";
import type { BookingFormValues } from "../booking-form.schema";
import { bookingTypeLabels, bookingTexts as texts } from "../bookings.texts";
import { fromLocalInputValue, toLocalInputValue } from "../local-time";
import { ConflictLine } from "./conflict-line";

interface Option {
  value: string;
  label: string;
}

export type BookingForm = UseFormReturn<BookingFormValues, unknown, BookingInput>;

const typeOptions = bookingTypes.map((type) => ({ value: type, label: bookingTypeLabels[type] }));

interface BookingFormFieldsProps {
  form: BookingForm;
  aircraftOptions: readonly Option[];
  /** The admin variant's User select; absent in the personal one. */
  pilotOptions?: readonly Option[];
  /** The organization's instructors, each marked when they cannot teach at the chosen times. */
  instructorOptions: readonly Option[];
  /** The earliest allowed time, as a `datetime-local` value. */
  min: string;
  /** The organization's zone, whose clock the inputs speak. */
  timeZone: string;
  conflict: string | null;
}

export function BookingFormFields({
  form,
  aircraftOptions,
  pilotOptions,
  instructorOptions,
  min,
  timeZone,
  conflict,
}: BookingFormFieldsProps) {
  const { register } = form;
  const { errors } = form.formState;
  // Maintenance has no instructor; Ground has no aircraft, and needs an instructor
  // (docs/rules/instructors.md).
  const type = useWatch({ control: form.control, name: "type" });
  const ground = isGroundType(type);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={texts.aircraftLabel}
        options={
          ground
            ? [{ value: "", label: texts.withoutAircraft }]
            : [{ value: "", label: texts.aircraftPlaceholder }, ...aircraftOptions]
        }
        error={errors.aircraftId?.message}
        className="sm:col-span-2"
        {...register("aircraftId")}
      />
      {pilotOptions && (
        <SelectField
          label={texts.userLabel}
          options={[{ value: "", label: texts.userPlaceholder }, ...pilotOptions]}
          error={errors.pilotId?.message}
          className="sm:col-span-2"
          {...register("pilotId")}
        />
      )}
      {type !== "maintenance" && (
        <SelectField
          label={texts.instructorLabel}
          options={[{ value: "", label: texts.noInstructor }, ...instructorOptions]}
          error={errors.instructorId?.message}
          className="sm:col-span-2"
          {...register("instructorId")}
        />
      )}
      <SelectField
        label={texts.typeFieldLabel}
        options={typeOptions}
        error={errors.type?.message}
        {...register("type", {
          // Ground takes the aircraft away: its select then offers 'No aircraft' only.
          onChange: (event) => {
            if (isGroundType(event.target.value)) form.setValue("aircraftId", "");
          },
        })}
      />
      <InputField
        label={texts.purposeLabel}
        placeholder={texts.purposePlaceholder}
        autoComplete="off"
        error={errors.title?.message}
        {...register("title")}
      />
      <InputField
        label={texts.startLabel}
        type="datetime-local"
        min={min}
        step={60}
        error={errors.start?.message}
        {...register("start", {
          // A new start moves the end to one hour later (docs/rules/calendar.md).
          onChange: (event) => {
            const start = fromLocalInputValue(event.target.value, timeZone);
            if (!start) return;
            form.setValue("end", toLocalInputValue(addHours(start, 1), timeZone), {
              shouldValidate: form.formState.isSubmitted,
            });
          },
        })}
      />
      <InputField
        label={texts.endLabel}
        type="datetime-local"
        min={min}
        step={60}
        error={errors.end?.message}
        {...register("end")}
      />
      <ConflictLine message={conflict} className="sm:col-span-2" />
      <Field
        label={texts.notesFieldLabel}
        optional
        error={errors.notes?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea {...control} rows={3} className={controlClasses} {...register("notes")} />
        )}
      </Field>
    </div>
  );
}
