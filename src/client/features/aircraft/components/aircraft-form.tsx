import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import {
  type AircraftData,
  type AircraftInput,
  aircraftInputSchema,
} from "../../../../shared/aircraft/aircraft.schemas";
import { DialogActions } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { aircraftMessages, aircraftTexts as texts } from "../aircraft.texts";
import { AircraftFormFields } from "./aircraft-form-fields";
import { isDuplicateRegistration } from "./aircraft-save-errors";

const fieldNames = Object.keys(aircraftInputSchema.shape) as (keyof AircraftInput)[];

interface AircraftFormProps {
  defaultValues: AircraftInput;
  /** For a new aircraft: the organization's base airport, which may arrive after opening. */
  baseAirportICAO?: string;
  submitLabel: string;
  /** Saves, or throws the API's error. */
  onSave: (values: AircraftData) => Promise<void>;
  onCancel: () => void;
  failure: string | null;
  isPending: boolean;
}

export function AircraftForm({
  defaultValues,
  baseAirportICAO,
  submitLabel,
  onSave,
  onCancel,
  failure,
  isPending,
}: AircraftFormProps) {
  const form = useForm<AircraftInput, unknown, AircraftData>({
    resolver: zodResolver(aircraftInputSchema),
    defaultValues,
  });

  // The organization can still be loading when the dialog opens: its base airport fills the
  // field once known, unless the person has typed there already.
  useEffect(() => {
    if (!baseAirportICAO || form.getFieldState("baseAirportICAO").isDirty) return;
    if (form.getValues("baseAirportICAO") === "") form.setValue("baseAirportICAO", baseAirportICAO);
  }, [baseAirportICAO, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      // The registration is the field to fix: its message sits on it, and it takes the focus.
      if (isDuplicateRegistration(error)) {
        form.setError(
          "registration",
          { type: "server", message: aircraftMessages.duplicateRegistration },
          { shouldFocus: true },
        );
      } else {
        applyServerFieldErrors(error, form.setError, fieldNames);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <AircraftFormFields form={form} />
      <FormAlert message={failure} />
      <DialogActions
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
