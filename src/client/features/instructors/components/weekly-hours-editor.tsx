import { useId } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { WeeklyRangeView } from "../../../../shared/instructors/availability.types";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { ApiError, isApiError } from "../../../lib/api-client";
import { resolverFrom } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useSaveWeeklyHours } from "../api/availability";
import {
  availabilityMessages,
  availabilityTexts as texts,
  weekdayOrder,
} from "../instructors.texts";
import {
  formPathOf,
  hoursFormValues,
  toWeeklyHoursInput,
  WEEK_PATH,
  type WeeklyHoursFormValues,
  weeklyHoursMessages,
} from "../weekly-hours-form";
import { DayHours } from "./day-hours";

/** The same rules as the server's, with its messages, on the fields they concern. */
const resolver = resolverFrom<WeeklyHoursFormValues>(weeklyHoursMessages);

interface WeeklyHoursEditorProps {
  userId: string;
  hours: readonly WeeklyRangeView[];
}

/** 'Weekly Hours': each weekday's ranges, saved together as the whole week. */
export function WeeklyHoursEditor({ userId, hours }: WeeklyHoursEditorProps) {
  const headingId = useId();
  const hintId = useId();
  const save = useSaveWeeklyHours(userId);
  const form = useForm<WeeklyHoursFormValues>({
    resolver,
    defaultValues: hoursFormValues(hours),
  });
  const weekError = form.formState.errors.days?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    const { input, paths } = toWeeklyHoursInput(values);
    try {
      const saved = await save.mutateAsync(input);
      form.reset(hoursFormValues(saved));
      toast.success(availabilityMessages.hoursUpdated);
    } catch (error) {
      console.error("Saving the weekly hours failed", error);
      if (error instanceof ApiError) {
        let first = true;
        for (const [apiPath, message] of Object.entries(error.fields)) {
          const path = formPathOf(apiPath, paths);
          if (!path) continue;
          const name = path as FieldPath<WeeklyHoursFormValues>;
          form.setError(
            name,
            { type: "server", message },
            { shouldFocus: first && path !== WEEK_PATH },
          );
          first = false;
        }
      }
      toast.error(
        isApiError(error) && error.fromServer && error.message
          ? `${availabilityMessages.hoursUpdateFailed}: ${error.message}`
          : availabilityMessages.hoursUpdateFailed,
      );
    }
  });

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {texts.weeklyHours}
      </h3>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {texts.weeklyHoursHint}
      </p>
      <form onSubmit={onSubmit} noValidate aria-describedby={hintId} className="mt-2 space-y-3">
        <div>
          {weekdayOrder.map((weekday) => (
            <DayHours key={weekday} form={form} weekday={weekday} />
          ))}
        </div>
        <FormAlert message={weekError} />
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending || form.formState.isSubmitting}>
            {save.isPending ? texts.saving : texts.saveHours}
          </Button>
        </div>
      </form>
    </section>
  );
}
