import { ConfirmButton } from "../../../components/ui/confirm-button";
import { toast } from "../../../lib/toast";
import { useCancelBooking } from "../api/save-booking";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";

interface CancelBookingButtonProps {
  bookingId: string;
  onCancelled: () => void;
}

/**
 * 'Cancel Booking', for an admin, the booking's pilot or its instructor: asked first, then the booking is
 * cancelled (kept for history) and its slot is free again (docs/rules/calendar.md).
 */
export function CancelBookingButton({ bookingId, onCancelled }: CancelBookingButtonProps) {
  const cancel = useCancelBooking();

  const onConfirm = async () => {
    try {
      await cancel.mutateAsync(bookingId);
      toast.success(bookingMessages.cancelled);
      onCancelled();
    } catch (error) {
      console.error("Cancelling the booking failed", error);
      toast.error(bookingMessages.deleteFailed);
    }
  };

  return (
    <ConfirmButton
      label={texts.cancelBooking}
      question={texts.cancelQuestion}
      pendingLabel={texts.cancelling}
      cancelLabel={texts.keepBooking}
      onConfirm={onConfirm}
    />
  );
}
