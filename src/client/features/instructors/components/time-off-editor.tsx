import { CalendarOff, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { TimeOffView } from "../../../../shared/instructors/availability.types";
import { TIME_OFF_REASON_MAX_LENGTH } from "../../../../shared/instructors/instructor.constants";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { InputField } from "../../../components/ui/input-field";
import { isApiError } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { resolverFrom } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useNow } from "../../../lib/use-now";
import { useTimeZone } from "../../../lib/viewer-time";
import { useAddTimeOff, useDeleteTimeOff } from "../api/availability";
import { availabilityMessages, availabilityTexts as texts } from "../instructors.texts";
import {
  emptyTimeOff,
  formatTimeOff,
  type TimeOffFormValues,
  timeOffFieldNames,
  timeOffMessages,
  toTimeOffInput,
} from "../time-off-form";

const MINUTE_MS = 60_000;

const failure = (fallback: string, error: unknown) =>
  isApiError(error) && error.fromServer && error.message
    ? `${fallback}: ${error.message}`
    : fallback;

interface TimeOffEditorProps {
  userId: string;
  /** Their time off that has not ended, soonest first. */
  timeOff: readonly TimeOffView[];
}

/** 'Time Off': the upcoming ones, each deleted after a question, and a form to add one. */
export function TimeOffEditor({ userId, timeOff }: TimeOffEditorProps) {
  const headingId = useId();
  const timeZone = useTimeZone();
  const now = useNow(MINUTE_MS);
  const remove = useDeleteTimeOff(userId);
  const [deleting, setDeleting] = useState<{ id: string; when: string } | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(availabilityMessages.timeOffDeleted);
    } catch (error) {
      console.error("Deleting the time off failed", error);
      toast.error(failure(availabilityMessages.timeOffDeleteFailed, error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {texts.timeOff}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{texts.timeOffHint}</p>
      {timeOff.length === 0 ? (
        <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {texts.noTimeOff}
        </p>
      ) : (
        <ul
          aria-label={texts.timeOffListLabel}
          className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {timeOff.map((off) => {
            const when = formatTimeOff(off, timeZone, now);
            return (
              <li key={off.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <div className="flex min-w-0 items-start gap-2">
                  <CalendarOff
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400"
                  />
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900 tabular-nums dark:text-slate-100">
                      {when}
                    </p>
                    {off.reason && (
                      <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                        {off.reason}
                      </p>
                    )}
                  </div>
                </div>
                <Button
                  variant="ghost"
                  className="shrink-0 px-2"
                  onClick={() => setDeleting({ id: off.id, when })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {texts.deleteTimeOff}
                  <span className="sr-only">{texts.deleteTimeOffFor(when)}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <AddTimeOffForm userId={userId} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={texts.deleteQuestionTitle}
        question={texts.deleteQuestion(deleting?.when ?? "")}
        confirmLabel={texts.deleteTimeOff}
        pendingLabel={texts.deleting}
        cancelLabel={texts.cancel}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

/** A new time off: its start and end on the organization's clock, and why (optional). */
function AddTimeOffForm({ userId }: { userId: string }) {
  const timeZone = useTimeZone();
  const add = useAddTimeOff(userId);
  const form = useForm<TimeOffFormValues>({
    resolver: resolverFrom((values) => timeOffMessages(values, timeZone)),
    defaultValues: emptyTimeOff,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(toTimeOffInput(values, timeZone));
      form.reset(emptyTimeOff);
      toast.success(availabilityMessages.timeOffAdded);
    } catch (error) {
      console.error("Adding the time off failed", error);
      applyServerFieldErrors(error, form.setError, timeOffFieldNames);
      toast.error(failure(availabilityMessages.timeOffAddFailed, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={texts.startField}
          type="datetime-local"
          step={60}
          error={errors.start?.message}
          {...form.register("start")}
        />
        <InputField
          label={texts.endField}
          type="datetime-local"
          step={60}
          error={errors.end?.message}
          {...form.register("end")}
        />
        <InputField
          label={texts.reasonField}
          placeholder={texts.reasonPlaceholder}
          maxLength={TIME_OFF_REASON_MAX_LENGTH}
          autoComplete="off"
          optional
          className="sm:col-span-2"
          error={errors.reason?.message}
          {...form.register("reason")}
        />
      </div>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="secondary"
          disabled={add.isPending || form.formState.isSubmitting}
        >
          {add.isPending ? texts.adding : texts.addTimeOff}
        </Button>
      </div>
    </form>
  );
}
