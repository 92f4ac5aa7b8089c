import { Plus, X } from "lucide-react";
import { useId } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { availabilityTexts as texts, weekdayNames } from "../instructors.texts";
import { nextRange, type WeeklyHoursFormValues } from "../weekly-hours-form";
import { ClockField } from "./clock-field";

interface DayHoursProps {
  form: UseFormReturn<WeeklyHoursFormValues>;
  /** The API's number of the day: 0 is Sunday. */
  weekday: number;
}

/** One weekday's ranges of hours, each with its start and end, added and removed in place. */
export function DayHours({ form, weekday }: DayHoursProps) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: `days.${weekday}.ranges`,
  });
  const dayId = useId();
  const day = weekdayNames[weekday] ?? "";
  const dayErrors = form.formState.errors.days?.[weekday]?.ranges;

  return (
    <fieldset
      aria-labelledby={dayId}
      className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0 min-w-0 sm:flex-row dark:border-slate-800"
    >
      <span
        id={dayId}
        className="pt-2 text-sm font-medium text-slate-800 sm:w-32 sm:shrink-0 dark:text-slate-200"
      >
        {day}
      </span>
      <div className="flex flex-col gap-2">
        {fields.length === 0 && (
          <p className="pt-2 text-sm text-slate-600 dark:text-slate-400">{texts.dayOff}</p>
        )}
        {fields.map((field, index) => {
          const n = index + 1;
          const errors = dayErrors?.[index];
          return (
            <div key={field.id} className="flex flex-wrap items-start gap-2">
              <ClockField
                label={texts.startLabel(day, n)}
                placeholder={texts.timePlaceholder}
                error={errors?.start?.message}
                {...form.register(`days.${weekday}.ranges.${index}.start`)}
              />
              <span aria-hidden="true" className="pt-2 text-sm text-slate-600 dark:text-slate-400">
                {texts.to}
              </span>
              <ClockField
                label={texts.endLabel(day, n)}
                placeholder={texts.timePlaceholder}
                error={errors?.end?.message}
                {...form.register(`days.${weekday}.ranges.${index}.end`)}
              />
              <Button
                variant="ghost"
                className="px-2"
                aria-label={texts.removeRange(day, n)}
                title={texts.removeRange(day, n)}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onClick={() => append(nextRange(form.getValues(`days.${weekday}.ranges`)))}
          >
            <Plus aria-hidden="true" className="size-4" />
            {texts.addRange}
            <span className="sr-only">{texts.addRangeFor(day)}</span>
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
