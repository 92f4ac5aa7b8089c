import type { Booking } from "../../../../shared/bookings/booking.types";
import { DialogActions } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { bookingLabel } from "../booking-view";
import { bookingTexts as texts } from "../bookings.texts";
import { BookingDetails } from "./booking-chip";
import { CancelBookingButton } from "./cancel-booking-button";

export interface BookingDetailsDialogProps {
  /** The tapped booking; null when closed. */
  booking: Booking | null;
  /** The day the grid shows, which its times are read against. */
  day: Date;
  onClose: () => void;
  /** Opens the booking in the edit form; without it, the dialog offers no edit. */
  onEdit?: (booking: Booking) => void;
}

/**
 * A tapped booking: what its tooltip says, and what the server lets this viewer do with it:
 * edit, and cancel (its instructor may cancel without editing). A touch screen cannot hover for
 * the tooltip (docs/rules/calendar.md).
 */
export function BookingDetailsDialog({ booking, day, onClose, onEdit }: BookingDetailsDialogProps) {
  const editable = booking?.canEdit && onEdit ? booking : null;
  const cancellable = booking?.canCancel ? booking : null;
  return (
    <ModalDialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={booking ? bookingLabel(booking) : texts.booked}
      closeLabel={texts.close}
    >
      {booking && (
        <div className="space-y-1 text-sm">
          <BookingDetails booking={booking} day={day} />
        </div>
      )}
      <DialogActions
        secondary={
          cancellable && <CancelBookingButton bookingId={cancellable.id} onCancelled={onClose} />
        }
        primary={
          <>
            <Button variant="secondary" onClick={onClose}>
              {texts.close}
            </Button>
            {editable && <Button onClick={() => onEdit?.(editable)}>{texts.editBooking}</Button>}
          </>
        }
      />
    </ModalDialog>
  );
}
