import { z } from "zod";
import { bookingMessages, bookingTypes } from "../../../shared/bookings/booking.constants";
import { type BookingInput, leadTimeErrors } from "../../../shared/bookings/booking.schemas";
import { requiredText, tooLong } from "../../../shared/validation/text";
import { fromLocalInputValue } from "./local-time";

/** What the booking form holds: `datetime-local` strings, and '' for an empty select. */
export interface BookingFormValues {
  aircraftId: string;
  type: (typeof bookingTypes)[number];
  title: string;
  start: string;
  end: string;
  notes: string;
  pilotId: string;
}

interface FormRules {
  /** The admin variant has the User select, and a user must be chosen. */
  withPilot: boolean;
  /** The clock the lead-time rule reads, when the form is submitted. */
  now: () => Date;
}

/**
 * The booking form's rules (docs/rules/bookings.md), in the browser's time zone; its output is the
 * API's body, with the local times turned into ISO instants. The server checks all of it again.
 */
export function bookingFormSchema({ withPilot, now }: FormRules) {
  return z
    .object({
      aircraftId: z.string().trim().min(1, bookingMessages.aircraftRequired),
      type: z.enum(bookingTypes, { error: bookingMessages.typeRequired }),
      title: requiredText(bookingMessages.purposeRequired, 200),
      start: z.string(),
      end: z.string(),
      notes: z
        .string()
        .trim()
        .max(2000, tooLong(2000))
        .transform((notes) => (notes === "" ? undefined : notes)),
      pilotId: withPilot ? z.string().min(1, bookingMessages.userRequired) : z.string(),
    })
    .superRefine((values, ctx) => {
      const start = fromLocalInputValue(values.start);
      const end = fromLocalInputValue(values.end);
      const issue = (path: "start" | "end", message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (!start) issue("start", bookingMessages.timesRequired);
      if (!end) issue("end", bookingMessages.timesRequired);
      if (!start || !end) return;
      const lead = leadTimeErrors({ start, end }, now());
      if (lead.start) issue("start", lead.start);
      if (end <= start) issue("end", bookingMessages.endAfterStart);
      else if (lead.end) issue("end", lead.end);
    })
    .transform(
      (values): BookingInput => ({
        aircraftId: values.aircraftId,
        type: values.type,
        title: values.title,
        // Checked above: both are readable local times.
        start: (fromLocalInputValue(values.start) as Date).toISOString(),
        end: (fromLocalInputValue(values.end) as Date).toISOString(),
        notes: values.notes,
        ...(withPilot ? { pilotId: values.pilotId } : {}),
      }),
    );
}
