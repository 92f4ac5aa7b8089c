import { type CSSProperties, memo } from "react";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { cn } from "../../../lib/cn";
import { useTimeZone } from "../../../lib/viewer-time";
import { bookingLabel, pilotName } from "../booking-view";
import { bookingTypeLabels, bookingTexts as texts } from "../bookings.texts";
import { clockTime, formatTimeRange } from "../local-time";
import { TOOLTIP_ATTRIBUTE, TooltipLine } from "./grid-tooltip";

interface BookingChipProps {
  booking: Booking;
  /** Opens the booking in edit mode; absent when the viewer may not change it. */
  onOpen?: (booking: Booking) => void;
  /** Where the grid puts it (its place within its stretch of hours). */
  style?: CSSProperties;
}

/** Named utilities (styles.css): a grid holds a chip per booking of its window. */
const tones = {
  own: "booking-chip-own",
  seen: "booking-chip-seen",
  busy: "booking-chip-busy",
};

/** The grid tooltip's key of a booking's chip (see GridTooltip). */
export const bookingTooltipKey = (booking: Booking) => `booking:${booking.id}`;

/**
 * A booking on the grid: a focusable button named by what the viewer may see of it, showing its
 * times and type too (its details are in the grid's tooltip). Maintenance is drawn apart from
 * flights. Only bookings the viewer may change do anything when pressed.
 * Memoized: moving the window by an hour redraws every row, but not the chips that stay.
 */
export const BookingChip = memo(function BookingChip({ booking, onOpen, style }: BookingChipProps) {
  const timeZone = useTimeZone();
  const tone = booking.isOwn ? "own" : booking.details ? "seen" : "busy";
  const label = bookingLabel(booking);
  const times = `${clockTime(Date.parse(booking.start), timeZone)}–${clockTime(Date.parse(booking.end), timeZone)}`;
  return (
    <button
      type="button"
      {...{ [TOOLTIP_ATTRIBUTE]: bookingTooltipKey(booking) }}
      // Named by the label alone, as before: the times and type are the tooltip's description.
      aria-label={label}
      aria-disabled={onOpen ? undefined : true}
      onClick={onOpen ? () => onOpen(booking) : undefined}
      className={cn(
        "booking-chip stretch-part",
        onOpen ? "cursor-pointer" : "cursor-default",
        tones[tone],
        booking.type === "maintenance" && "booking-chip-maintenance",
      )}
      style={style}
    >
      <span className="block truncate">{label}</span>
      <span className="block truncate font-normal opacity-80">
        {`${times} · ${bookingTypeLabels[booking.type]}`}
      </span>
    </button>
  );
});

/** A booking chip's tooltip: title, time, pilot, notes, type (docs/rules/calendar.md). */
export function BookingDetails({ booking, day }: { booking: Booking; day: Date }) {
  return (
    <>
      <p className="font-semibold">{booking.details ? booking.details.title : texts.booked}</p>
      <TooltipLine>
        {formatTimeRange(new Date(booking.start), new Date(booking.end), day)}
      </TooltipLine>
      {booking.details ? (
        <TooltipLine label={texts.pilotLabel}>{pilotName(booking)}</TooltipLine>
      ) : (
        <TooltipLine>{texts.pilotHidden}</TooltipLine>
      )}
      {booking.details?.notes && (
        <TooltipLine label={texts.notesLabel}>{booking.details.notes}</TooltipLine>
      )}
      <TooltipLine label={texts.typeLabel}>{bookingTypeLabels[booking.type]}</TooltipLine>
    </>
  );
}
