import {
  type AircraftData,
  newAircraftDefaults,
} from "../../../../shared/aircraft/aircraft.schemas";
import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { toast } from "../../../lib/toast";
import { aircraftTexts as texts } from "../aircraft.texts";
import { useCreateAircraft } from "../api/create-aircraft";
import { useUpdateAircraft } from "../api/update-aircraft";
import { AircraftForm } from "./aircraft-form";
import { addFailure, updateFailure } from "./aircraft-save-errors";

/** When editing, the aircraft's own values are the form's defaults (docs/rules/aircraft.md). */
function formValues(aircraft: Aircraft): AircraftData {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = aircraft;
  return values;
}

interface AircraftFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The aircraft to edit; without it the dialog adds a new one. */
  aircraft?: Aircraft;
  /** A new aircraft starts at the organization's base airport. */
  baseAirportICAO?: string;
}

/** 'Add New Aircraft' or 'Edit Aircraft'. Both stay open on failure and say why. */
export function AircraftFormDialog({
  open,
  onOpenChange,
  aircraft,
  baseAirportICAO = "",
}: AircraftFormDialogProps) {
  const create = useCreateAircraft();
  const update = useUpdateAircraft();
  const mutation = aircraft ? update : create;

  const setOpen = (next: boolean) => {
    if (!next) {
      create.reset();
      update.reset();
    }
    onOpenChange(next);
  };

  const save = async (values: AircraftData) => {
    if (aircraft) {
      await update.mutateAsync({ id: aircraft.id, input: values });
      toast.success(texts.updated);
    } else {
      await create.mutateAsync(values);
      toast.success(texts.added);
    }
    setOpen(false);
  };

  const failure = mutation.isError
    ? aircraft
      ? updateFailure(mutation.error)
      : addFailure(mutation.error)
    : null;

  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      title={aircraft ? texts.editTitle : texts.addTitle}
      closeLabel={texts.close}
      size="lg"
      locked={mutation.isPending}
    >
      <AircraftForm
        defaultValues={aircraft ? formValues(aircraft) : newAircraftDefaults(baseAirportICAO)}
        baseAirportICAO={aircraft ? undefined : baseAirportICAO}
        submitLabel={aircraft ? texts.updateAircraft : texts.addAircraft}
        onSave={save}
        onCancel={() => setOpen(false)}
        failure={failure}
        isPending={mutation.isPending}
      />
    </ModalDialog>
  );
}
