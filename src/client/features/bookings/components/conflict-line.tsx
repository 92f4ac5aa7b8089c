import { CircleAlert } from "lucide-react";
import { bookingMessages } from "../../../../shared/bookings/booking.constants";
import { cn } from "../../../lib/cn";

/**
 * The form's live availability check, announced as it changes: a conflict in red, the request
 * to choose an aircraft first in a calm tone.
 */
export function ConflictLine({
  message,
  className,
}: {
  message: string | null;
  className?: string;
}) {
  const calm = message === bookingMessages.selectAircraftFirst;
  return (
    <div role="status" aria-live="polite" className={cn("empty:-mb-4", className)}>
      {message && (
        <p
          className={cn(
            "flex items-start gap-2 text-sm",
            calm
              ? "text-slate-700 dark:text-slate-300"
              : "font-medium text-red-700 dark:text-red-400",
          )}
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
