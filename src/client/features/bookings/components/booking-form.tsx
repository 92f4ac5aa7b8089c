import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  bookingMessages,
  isGroundType,
  MAX_CALENDAR_DAYS,
} from "../../../../shared/bookings/booking.constants";
import { type BookingInput, isRangeWithin } from "../../../../shared/bookings/booking.schemas";
import type { Caller } from "../../../../shared/bookings/booking-access";
import { nextFullHour } from "../../../../shared/bookings/booking-rules";
import type { InstructorView } from "../../../../shared/instructors/availability.types";
import { DialogActions } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useNow } from "../../../lib/use-now";
import { useBookingsInRange } from "../api/get-bookings";
import { type BookingFormValues, bookingFormSchema, type FormRules } from "../booking-form.schema";
import { conflictMessage } from "../booking-view";
import { bookingTexts as texts } from "../bookings.texts";
import { isInstructorUnavailable } from "../instructor-options";
import { fromLocalInputValue, localDaysRange, toLocalInputValue } from "../local-time";
import { type BookingForm as BookingFormApi, BookingFormFields } from "./booking-form-fields";

const fieldNames = [
  "aircraftId",
  "pilotId",
  "instructorId",
  "type",
  "title",
  "start",
  "end",
  "notes",
] as const;

interface Option {
  value: string;
  label: string;
}

interface BookingFormProps {
  defaultValues: BookingFormValues;
  aircraftOptions: readonly Option[];
  /** The admin variant's User select; absent in the personal one. */
  pilotOptions?: readonly Option[];
  /** The organization's instructors, for the Instructor select. */
  instructors: readonly InstructorView[];
  /**
   * The edited lesson's instructor, offered too when they no longer teach: the lesson keeps
   * them while its times stay (docs/rules/instructors.md).
   */
  keptInstructor?: { id: string; firstName: string; lastName: string } | null;
  /** The booking being edited, which does not conflict with itself. */
  editingId?: string;
  caller: Caller;
  /** The organization's time zone, whose clocks the booking rules read. */
  timeZone: string;
  /** What the form knows of a request, for the booking policy. */
  facts: FormRules["facts"];
  submitLabel: string;
  /** Saves, or throws the API's error. */
  onSave: (input: BookingInput) => Promise<void>;
  /** What to say when a save fails without the server's own words. */
  failureFallback: string;
  onCancel: () => void;
  isPending: boolean;
  /** Actions on the leaving side of the row, such as 'Cancel Booking'. */
  secondaryActions?: ReactNode;
}

/**
 * The booking form's conflict check against the bookings of the days it covers, and the
 * Instructor select's options, each instructor marked unavailable at the chosen times.
 */
function useLiveChecks(
  form: BookingFormApi,
  instructors: readonly InstructorView[],
  timeZone: string,
  editingId?: string,
  keptInstructor?: BookingFormProps["keptInstructor"],
) {
  const [aircraftId, type, startValue, endValue] = useWatch({
    control: form.control,
    name: ["aircraftId", "type", "start", "end"],
  });
  const start = fromLocalInputValue(startValue, timeZone);
  const end = fromLocalInputValue(endValue, timeZone);
  const slot = start && end && end > start ? { start, end } : null;
  const days = slot ? localDaysRange(slot.start, slot.end, timeZone) : null;
  // Longer bookings are refused anyway (30 days at most), and the calendar gives no wider window.
  const range = days && isRangeWithin(days, MAX_CALENDAR_DAYS) ? days : null;
  const read = useBookingsInRange(range, { toastOnError: false });
  const bookings = read.data?.bookings ?? [];
  return {
    conflict: conflictMessage(
      { aircraftId, ground: isGroundType(type), start, end, id: editingId },
      bookings,
    ),
    instructorOptions: [
      ...instructors.map((instructor) => ({
        value: instructor.id,
        label: texts.instructorOption(
          instructor.firstName,
          instructor.lastName,
          isInstructorUnavailable(instructor, slot, bookings, timeZone, editingId),
        ),
      })),
      ...(keptInstructor && !instructors.some((instructor) => instructor.id === keptInstructor.id)
        ? [
            {
              value: keptInstructor.id,
              label: texts.instructorOption(
                keptInstructor.firstName,
                keptInstructor.lastName,
                false,
              ),
            },
          ]
        : []),
    ],
  };
}

export function BookingForm({
  defaultValues,
  aircraftOptions,
  pilotOptions,
  instructors,
  keptInstructor,
  editingId,
  caller,
  timeZone,
  facts,
  submitLabel,
  onSave,
  failureFallback,
  onCancel,
  isPending,
  secondaryActions,
}: BookingFormProps) {
  const withPilot = pilotOptions !== undefined;
  // The latest facts, read when the form is checked (on submit, then on each change).
  const factsRef = useRef(facts);
  factsRef.current = facts;
  const { userId, role } = caller;
  const schema = useMemo(
    () =>
      bookingFormSchema({
        withPilot,
        caller: { userId, role },
        timeZone,
        now: () => new Date(),
        editingId,
        facts: (request) => factsRef.current(request),
      }),
    [withPilot, userId, role, timeZone, editingId],
  );
  const form = useForm<BookingFormValues, unknown, BookingInput>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { conflict, instructorOptions } = useLiveChecks(
    form,
    instructors,
    timeZone,
    editingId,
    keptInstructor,
  );
  const now = useNow(60_000);
  const min = toLocalInputValue(nextFullHour(now, timeZone), timeZone);

  const onSubmit = form.handleSubmit(
    async (input) => {
      // The line under the times already says why; the server would refuse it the same way.
      if (conflict && conflict !== bookingMessages.selectAircraftFirst) return;
      setFailure(null);
      try {
        await onSave(input);
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fieldNames)) {
          setFailure(errorMessage(error, failureFallback));
        }
      }
    },
    // The server's last answer is about a request no longer asked: the form's own says why now.
    () => setFailure(null),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <BookingFormFields
        form={form}
        aircraftOptions={aircraftOptions}
        pilotOptions={pilotOptions}
        instructorOptions={instructorOptions}
        min={min}
        timeZone={timeZone}
        conflict={conflict}
      />
      <FormAlert message={failure ?? form.formState.errors.root?.message ?? null} />
      <DialogActions
        secondary={secondaryActions}
        primary={
          <>
            <Button variant="secondary" onClick={onCancel} disabled={isPending}>
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? texts.saving : submitLabel}
            </Button>
          </>
        }
      />
    </form>
  );
}
