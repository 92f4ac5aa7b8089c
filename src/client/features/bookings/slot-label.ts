import { format, isSameDay } from "date-fns";
import type { SlotView } from "../../../shared/bookings/slot.schemas";
import { inZone } from "./local-time";

/**
 * A proposed slot as Find a Slot lists it, on the organization's clocks:
 * 'Tue 3 Dec, 14:00–15:00 · N12345 · Jane Smith' (no instructor: the registration last; a slot
 * that ends on a later date names that date too).
 */
export function slotLabel(slot: SlotView, timeZone: string): string {
  const [from, to] = [inZone(new Date(slot.start), timeZone), inZone(new Date(slot.end), timeZone)];
  const end = isSameDay(from, to) ? format(to, "HH:mm") : format(to, "EEE d MMM, HH:mm");
  const parts = [`${format(from, "EEE d MMM, HH:mm")}–${end}`, slot.aircraft.registration];
  if (slot.instructor) parts.push(`${slot.instructor.firstName} ${slot.instructor.lastName}`);
  return parts.join(" · ");
}

/** '30 min', '1 h', '1 h 30 min': a duration of Find a Slot. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
