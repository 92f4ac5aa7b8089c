import { addHours } from "date-fns";
import { isAircraftBookable } from "../../../../shared/aircraft/fleet";
import type { BookingType } from "../../../../shared/bookings/booking.constants";
import type { BookingInput } from "../../../../shared/bookings/booking.schemas";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { aircraftFacts, type BookingRequest } from "../../../../shared/bookings/booking-policy";
import { nextFullHour } from "../../../../shared/bookings/booking-rules";
import { isKnownTimeZone } from "../../../../shared/organizations/time-zone";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { LoadingMessage } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { useNow } from "../../../lib/use-now";
import {
  useFleet,
  useInstructors,
  useOrganizationTimeZone,
  usePilotCandidates,
} from "../api/get-booking-resources";
import { useCreateBooking, useUpdateBooking } from "../api/save-booking";
import type { BookingFormValues, KnownFacts } from "../booking-form.schema";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import { instructorFacts } from "../instructor-options";
import { toLocalInputValue } from "../local-time";
import { pilotOptions } from "../pilot-options";
import { BookingForm } from "./booking-form";
import { CancelBookingButton } from "./cancel-booking-button";

/** What to open: a new booking (personal, or the admin variant with a User select), or an edit. */
export type BookingDialogRequest =
  | {
      mode: "create";
      withPilot: boolean;
      aircraftId?: string;
      start?: Date;
      /** One hour after `start` when absent. */
      end?: Date;
      pilotId?: string;
      instructorId?: string;
      /** Rental when absent. */
      type?: BookingType;
    }
  | { mode: "edit"; booking: Booking };

function initialValues(
  request: BookingDialogRequest,
  now: Date,
  timeZone: string,
): BookingFormValues {
  if (request.mode === "edit") {
    const { booking } = request;
    return {
      aircraftId: booking.aircraftId ?? "",
      type: booking.type,
      title: booking.details?.title ?? "",
      start: toLocalInputValue(new Date(booking.start), timeZone),
      end: toLocalInputValue(new Date(booking.end), timeZone),
      notes: booking.details?.notes ?? "",
      pilotId: booking.details?.pilotId ?? "",
      instructorId: booking.instructor?.id ?? "",
    };
  }
  // A new booking runs from the next full hour, on the organization's clocks, for one hour,
  // type rental (docs/rules/bookings.md).
  const start = request.start ?? nextFullHour(now, timeZone);
  return {
    aircraftId: request.aircraftId ?? "",
    type: request.type ?? "rental",
    title: "",
    start: toLocalInputValue(start, timeZone),
    end: toLocalInputValue(request.end ?? addHours(start, 1), timeZone),
    notes: "",
    pilotId: request.pilotId ?? "",
    instructorId: request.instructorId ?? "",
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
  const fleet = useFleet({ enabled: request !== null });
  const members = usePilotCandidates({ enabled: request !== null && withPilot });
  const zone = useOrganizationTimeZone({ enabled: request !== null });
  const instructors = useInstructors({ enabled: request !== null });
  // The rules read the organization's clocks; a zone this browser does not know reads as UTC.
  const timeZone = zone.data && isKnownTimeZone(zone.data) ? zone.data : "UTC";
  const caller = { userId: currentUser.uid, role: currentUser.role ?? "member" };
  const now = useNow(60_000);
  /**
   * What the form knows of a request for the booking policy. Overlaps are the conflict line's
   * (from the calendar's bookings): it names them as it always has, and holds the submit back.
   */
  const facts = ({
    aircraftId,
    pilotId,
    instructorId,
    start,
    end,
  }: BookingRequest): KnownFacts => ({
    changing: editing && {
      pilotId: editing.details?.pilotId ?? "",
      editableByMember: editing.details?.editableByMember ?? false,
      status: editing.status,
      instructorId: editing.instructor?.id ?? null,
      startsAt: new Date(editing.start),
      endsAt: new Date(editing.end),
    },
    pilotIsMember:
      pilotId === currentUser.uid || (members.data ?? []).some((member) => member.id === pilotId),
    aircraft: aircraftFacts(fleet.data?.find((aircraft) => aircraft.id === aircraftId)),
    overlapping: [],
    // Whether they teach elsewhere then is the server's to say (the form reads one aircraft's
    // days); the Instructor select already marks them unavailable from the calendar.
    // The edited lesson's own instructor, who no longer teaches, is kept while its times are.
    instructor: instructorId
      ? (instructorFacts(instructors.data ?? [], instructorId, { start, end }, timeZone) ??
        (editing?.instructor?.id === instructorId
          ? { ...editing.instructor, teaches: false, available: true, booked: false }
          : null))
      : undefined,
  });
  const create = useCreateBooking();
  const update = useUpdateBooking();
  const mutation = editing ? update : create;

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

  const ready = fleet.data && zone.data && instructors.data && (!withPilot || members.data);
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
          defaultValues={initialValues(request, now, timeZone)}
          aircraftOptions={fleet.data.filter(isAircraftBookable).map((aircraft) => ({
            value: aircraft.id,
            label: texts.aircraftOption(aircraft.registration, aircraft.model),
          }))}
          caller={caller}
          timeZone={timeZone}
          facts={facts}
          pilotOptions={withPilot ? pilotOptions(members.data ?? [], currentUser) : undefined}
          instructors={instructors.data}
          keptInstructor={editing?.instructor}
          editingId={editing?.id}
          submitLabel={editing ? texts.update : texts.create}
          onSave={save}
          failureFallback={editing ? bookingMessages.updateFailed : bookingMessages.createFailed}
          onCancel={close}
          isPending={mutation.isPending}
          secondaryActions={
            editing?.canCancel && <CancelBookingButton bookingId={editing.id} onCancelled={close} />
          }
        />
      ) : (
        <LoadingMessage label={texts.loadingList} className="py-10" />
      )}
    </ModalDialog>
  );
}
