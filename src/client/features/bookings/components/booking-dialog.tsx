import { addHours } from "date-fns";
import type { BookingInput } from "../../../../shared/bookings/booking.schemas";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { nextFullHour } from "../../../../shared/bookings/booking-rules";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { LoadingMessage } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { useNow } from "../../../lib/use-now";
import { useBookableAircraft, usePilotCandidates } from "../api/get-booking-resources";
import { useCreateBooking, useUpdateBooking } from "../api/save-booking";
import type { BookingFormValues } from "../booking-form.schema";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import { toLocalInputValue } from "../local-time";
import { pilotOptions } from "../pilot-options";
import { BookingForm } from "./booking-form";
import { CancelBookingButton } from "./cancel-booking-button";

/** What to open: a new booking (personal, or the admin variant with a User select), or an edit. */
export type BookingDialogRequest =
  | { mode: "create"; withPilot: boolean; aircraftId?: string; start?: Date; pilotId?: string }
  | { mode: "edit"; booking: Booking };

function initialValues(request: BookingDialogRequest, now: Date): BookingFormValues {
  if (request.mode === "edit") {
    const { booking } = request;
    return {
      aircraftId: booking.aircraftId,
      type: booking.type,
      title: booking.details?.title ?? "",
      start: toLocalInputValue(new Date(booking.start)),
      end: toLocalInputValue(new Date(booking.end)),
      notes: booking.details?.notes ?? "",
      pilotId: booking.details?.pilotId ?? "",
    };
  }
  // A new booking runs from the next full hour for one hour, type rental (docs/rules/calendar.md).
  const start = request.start ?? nextFullHour(now);
  return {
    aircraftId: request.aircraftId ?? "",
    type: "rental",
    title: "",
    start: toLocalInputValue(start),
    end: toLocalInputValue(addHours(start, 1)),
    notes: "",
    pilotId: request.pilotId ?? "",
  };
}

export interface BookingDialogProps {
  request: BookingDialogRequest | null;
  onClose: () => void;
  currentUser: CurrentUser;
}

/** 'New Booking' or 'Edit Booking'. Closes after a save; stays open on failure and says why. */
export function BookingDialog({ request, onClose, currentUser }: BookingDialogProps) {
  const editing = request?.mode === "edit" ? request.booking : undefined;
  // Admins may hand a booking to another pilot when editing, as when creating one for a user.
  const withPilot = request?.mode === "create" ? request.withPilot : currentUser.role === "admin";
  // Read only once opened: a dashboard without bookings asks nothing of the fleet.
  const fleet = useBookableAircraft({ enabled: request !== null });
  const members = usePilotCandidates({ enabled: request !== null && withPilot });
  const create = useCreateBooking();
  const update = useUpdateBooking();
  const mutation = editing ? update : create;
  const now = useNow(60_000);

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const save = async (input: BookingInput) => {
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, input });
        toast.success(bookingMessages.updated);
      } else {
        await create.mutateAsync(input);
        toast.success(bookingMessages.created);
      }
    } catch (error) {
      toast.error(editing ? bookingMessages.updateFailed : bookingMessages.createFailed);
      throw error;
    }
    close();
  };

  const ready = fleet.data && (!withPilot || members.data);
  return (
    <ModalDialog
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title={editing ? texts.editTitle : texts.newTitle}
      closeLabel={texts.close}
      size="lg"
      locked={mutation.isPending}
    >
      {request && ready ? (
        <BookingForm
          defaultValues={initialValues(request, now)}
          aircraftOptions={fleet.data.map((aircraft) => ({
            value: aircraft.id,
            label: texts.aircraftOption(aircraft.registration, aircraft.model),
          }))}
          pilotOptions={withPilot ? pilotOptions(members.data ?? [], currentUser) : undefined}
          editingId={editing?.id}
          submitLabel={editing ? texts.update : texts.create}
          onSave={save}
          failureFallback={editing ? bookingMessages.updateFailed : bookingMessages.createFailed}
          onCancel={close}
          isPending={mutation.isPending}
          secondaryActions={
            editing?.canEdit && <CancelBookingButton bookingId={editing.id} onCancelled={close} />
          }
        />
      ) : (
        <LoadingMessage label={texts.loadingList} className="py-10" />
      )}
    </ModalDialog>
  );
}
