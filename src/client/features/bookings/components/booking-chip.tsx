import { type CSSProperties, createContext, memo, useContext } from "react";
import type { Booking } from "../../../../shared/bookings/booking.types";
import { cn } from "../../../lib/cn";
import { useTimeZone } from "../../../lib/viewer-time";
import { bookingLabel, oneLine, pilotName } from "../booking-view";
import { bookingTypeLabels, bookingTexts as texts } from "../bookings.texts";
import { instructorName } from "../instructor-rows";
import { clockTime, formatTimeRange } from "../local-time";
import { TOOLTIP_ATTRIBUTE, TooltipLine } from "./grid-tooltip";

interface BookingChipProps {
  booking: Booking;
  /** Opens the booking (to edit, or to cancel); absent when the viewer may do neither. */
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

/**
 * What a tap on a chip does: shows the booking's details and actions (the calendar's details
 * dialog). Given by the calendar once, not per chip: the grid is not drawn again for it.
 */
export const BookingTapContext = createContext<((booking: Booking) => void) | null>(null);

/**
 * A press by touch (or pen): the hand that made it could not hover for the tooltip first. A
 * browser whose clicks do not say their pointer tells by its screen: a real press (not a key)
 * on a screen that cannot hover.
 */
function isTap(event: MouseEvent): boolean {
  if ("pointerType" in event && typeof event.pointerType === "string" && event.pointerType) {
    return event.pointerType === "touch" || event.pointerType === "pen";
  }
  return event.detail > 0 && window.matchMedia("(hover: none)").matches;
}

/** The grid tooltip's key of a booking's chip (see GridTooltip). */
export const bookingTooltipKey = (booking: Booking) => `booking:${booking.id}`;

/**
 * A booking on the grid: a focusable button named by what the viewer may see of it, showing its
 * times, type and instructor too (its details are in the grid's tooltip). Maintenance is drawn
 * apart from flights. A click or a key opens only bookings the viewer may change or cancel; a tap
 * opens the details of
 * any (docs/rules/calendar.md, phones).
 * Memoized: moving the window by an hour redraws every row, but not the chips that stay.
 */
export const BookingChip = memo(function BookingChip({ booking, onOpen, style }: BookingChipProps) {
  const timeZone = useTimeZone();
  const tone = booking.isOwn ? "own" : booking.details ? "seen" : "busy";
  const label = oneLine(bookingLabel(booking));
  const tap = useContext(BookingTapContext);
  const times = `${clockTime(Date.parse(booking.start), timeZone)}–${clockTime(Date.parse(booking.end), timeZone)}`;
  return (
    <button
      type="button"
      {...{ [TOOLTIP_ATTRIBUTE]: bookingTooltipKey(booking) }}
      // Named by the label alone, as before: the times and type are the tooltip's description.
      aria-label={label}
      aria-disabled={onOpen ? undefined : true}
      onClick={(event) => {
        if (tap && isTap(event.nativeEvent)) tap(booking);
        else onOpen?.(booking);
      }}
      className={cn(
        "booking-chip stretch-part",
        onOpen ? "cursor-pointer" : "cursor-default",
        tones[tone],
        booking.type === "maintenance" && "booking-chip-maintenance",
      )}
      style={style}
    >
      {`${label}\n${times} · ${bookingTypeLabels[booking.type]}${
        booking.instructor ? ` · ${oneLine(instructorName(booking.instructor))}` : ""
      }`}
    </button>
  );
});

/**
 * A booking chip's tooltip: title, time, pilot, instructor, notes, type (docs/rules/calendar.md).
 * Who teaches is every member's to see.
 */
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
      {booking.instructor && instructorName(booking.instructor) && (
        <TooltipLine label={texts.instructorLabel}>
          {instructorName(booking.instructor)}
        </TooltipLine>
      )}
      {booking.details?.notes && (
        <TooltipLine label={texts.notesLabel}>{booking.details.notes}</TooltipLine>
      )}
      <TooltipLine label={texts.typeLabel}>{bookingTypeLabels[booking.type]}</TooltipLine>
    </>
  );
}
