import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  type InstructorData,
  type InstructorInput,
  instructorInputSchema,
  instructorRateFromInput,
} from "../../../../shared/members/instructor.schemas";
import {
  INSTRUCTOR_RATE_MAX,
  INSTRUCTOR_RATINGS_MAX,
} from "../../../../shared/members/member.constants";
import type { MemberDetails } from "../../../../shared/members/member.types";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { InputField } from "../../../components/ui/input-field";
import { Panel } from "../../../components/ui/panel";
import { SwitchField } from "../../../components/ui/switch-field";
import { isApiError } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useCurrency } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { getMember } from "../api/get-member";
import { useUpdateInstructor } from "../api/update-instructor";
import { memberMessages, membersTexts } from "../members.texts";

const texts = membersTexts.instructor;
const fieldNames = Object.keys(instructorInputSchema.shape) as (keyof InstructorInput)[];

/** Number inputs give text; the schema wants a number, or null for no rate. */
const inputText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

const savedValues = (member: MemberDetails): InstructorData => ({
  isInstructor: member.isInstructor,
  instructorRate: member.instructorRate,
  instructorRatings: member.instructorRatings,
});

/** Their lessons ahead as the server counts them now; the page's count if it cannot say. */
const upcomingLessonsNow = (member: MemberDetails) =>
  getMember(member.id).then(
    (fresh) => fresh.upcomingLessons,
    () => member.upcomingLessons,
  );

/**
 * The 'Instructor' switch with the rate and ratings (docs/rules/instructors.md). Switching off
 * someone with lessons ahead asks first: the lessons stay booked until changed.
 */
export function InstructorPanel({ member }: { member: MemberDetails }) {
  const currency = useCurrency();
  const update = useUpdateInstructor();
  const form = useForm<InstructorInput, unknown, InstructorData>({
    resolver: zodResolver(instructorInputSchema),
    defaultValues: savedValues(member),
  });
  const [asking, setAsking] = useState<{ values: InstructorData; lessons: number } | null>(null);
  const isInstructor = form.watch("isInstructor");
  const { errors } = form.formState;

  const save = async (values: InstructorData) => {
    try {
      const saved = await update.mutateAsync({ id: member.id, input: values });
      form.reset(savedValues(saved));
      toast.success(memberMessages.updated);
    } catch (error) {
      console.error("Updating the member failed", error);
      applyServerFieldErrors(error, form.setError, fieldNames);
      toast.error(
        isApiError(error) && error.fromServer
          ? `${memberMessages.updateFailed}: ${error.message}`
          : memberMessages.updateFailed,
      );
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (member.isInstructor && !values.isInstructor) {
      const lessons = await upcomingLessonsNow(member);
      if (lessons > 0) {
        setAsking({ values, lessons });
        return;
      }
    }
    await save(values);
  });

  const confirmSwitchOff = async () => {
    if (asking) await save(asking.values);
    setAsking(null);
  };

  // Cancelled: they stay an instructor.
  const keepInstructor = () => {
    setAsking(null);
    form.setValue("isInstructor", true);
  };

  return (
    <Panel title={texts.title}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <SwitchField
          label={texts.switchLabel}
          hint={texts.switchHint}
          {...form.register("isInstructor", {
            // Hidden fields go back to what is saved: a half-typed rate cannot block the save.
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) return;
              form.resetField("instructorRate");
              form.resetField("instructorRatings");
            },
          })}
        />
        {isInstructor && (
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label={texts.rateLabel}
              type="number"
              inputMode="decimal"
              min={0}
              max={INSTRUCTOR_RATE_MAX}
              step={0.01}
              optional
              hint={texts.rateHint(currency)}
              error={errors.instructorRate?.message}
              {...form.register("instructorRate", {
                setValueAs: (value) => instructorRateFromInput(inputText(value)),
              })}
            />
            <InputField
              label={texts.ratingsLabel}
              placeholder={texts.ratingsPlaceholder}
              maxLength={INSTRUCTOR_RATINGS_MAX}
              autoComplete="off"
              optional
              error={errors.instructorRatings?.message}
              {...form.register("instructorRatings")}
            />
          </div>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending || form.formState.isSubmitting}>
            {update.isPending ? texts.saving : texts.save}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && keepInstructor()}
        title={memberMessages.upcomingLessons(asking?.lessons ?? 0)}
        question={memberMessages.lessonsStay}
        confirmLabel={texts.switchOff}
        pendingLabel={texts.saving}
        cancelLabel={membersTexts.cancel}
        isPending={update.isPending}
        onConfirm={confirmSwitchOff}
      />
    </Panel>
  );
}
