import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../lib/toast";
import { useCancelBooking } from "../api/save-booking";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";

interface CancelBookingButtonProps {
  bookingId: string;
  onCancelled: () => void;
}

/**
 * 'Cancel Booking', for an admin or the booking's pilot: asked first, then the booking is
 * cancelled (kept for history) and its slot is free again (docs/rules/calendar.md).
 */
export function CancelBookingButton({ bookingId, onCancelled }: CancelBookingButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBooking();

  const onConfirm = async () => {
    try {
      await cancel.mutateAsync(bookingId);
      toast.success(bookingMessages.cancelled);
      setConfirming(false);
      onCancelled();
    } catch (error) {
      console.error("Cancelling the booking failed", error);
      toast.error(bookingMessages.deleteFailed);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {texts.cancelBooking}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.cancelBooking}
        question={texts.cancelQuestion}
        confirmLabel={texts.cancelBooking}
        pendingLabel={texts.cancelling}
        cancelLabel={texts.keepBooking}
        isPending={cancel.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
