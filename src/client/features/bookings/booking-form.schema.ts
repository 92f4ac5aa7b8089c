import { z } from "zod";
import { bookingMessages, bookingTypes } from "../../../shared/bookings/booking.constants";
import { type BookingInput, bookingInputSchema } from "../../../shared/bookings/booking.schemas";
import type { Caller } from "../../../shared/bookings/booking-access";
import {
  type BookingFacts,
  type BookingRequest,
  decideBooking,
} from "../../../shared/bookings/booking-policy";
import { nextFullHour } from "../../../shared/bookings/booking-rules";
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
  /** '' for no instructor. */
  instructorId: string;
}

/** The facts the form knows of a request (the server reads its own under locks). */
export type KnownFacts = Pick<
  BookingFacts,
  "changing" | "pilotIsMember" | "aircraft" | "overlapping" | "instructor"
>;

export interface FormRules {
  /** The admin variant has the User select, and a user must be chosen. */
  withPilot: boolean;
  caller: Caller;
  /** The organization's time zone: the lead time is the server's, on the organization's clocks. */
  timeZone: string;
  /** The clock the lead-time rule reads, when the form is submitted. */
  now: () => Date;
  /** The booking being edited. */
  editingId?: string;
  facts: (request: BookingRequest) => KnownFacts;
}

/**
 * A `datetime-local` value, on the organization's clock, as the API's instant; what cannot be
 * read is passed on as it is.
 */
const toInstant = (value: string, timeZone: string) =>
  fromLocalInputValue(value, timeZone)?.toISOString() ?? value;

/**
 * The booking form's rules: the API's input schema on what the form will send (its local times
 * read on the organization's clock), then the booking policy on the facts the form knows, with the
 * lead time on the organization's clocks — the answers the server would give. A refusal that
 * names no field (a conflict, a booking that cannot be changed) is the form's `root` error.
 */
export function bookingFormSchema({
  withPilot,
  caller,
  timeZone,
  now,
  editingId,
  facts,
}: FormRules) {
  return z
    .object({
      aircraftId: z.string(),
      type: z.enum(bookingTypes, { error: bookingMessages.typeRequired }),
      title: z.string(),
      start: z.string(),
      end: z.string(),
      notes: z.string(),
      pilotId: z.string(),
      instructorId: z.string(),
    })
    .transform(
      (values): z.input<typeof bookingInputSchema> => ({
        aircraftId: values.aircraftId,
        type: values.type,
        title: values.title,
        start: toInstant(values.start, timeZone),
        end: toInstant(values.end, timeZone),
        notes: values.notes,
        ...(withPilot ? { pilotId: values.pilotId } : {}),
        // Maintenance has no instructor: its select is hidden, and what it held is not sent.
        instructorId:
          values.type === "maintenance" || values.instructorId === "" ? null : values.instructorId,
      }),
    )
    .pipe(bookingInputSchema)
    .superRefine((input: BookingInput, ctx) => {
      const request: BookingRequest = {
        id: editingId,
        aircraftId: input.aircraftId,
        pilotId: input.pilotId ?? caller.userId,
        instructorId: input.instructorId,
        type: input.type,
        start: new Date(input.start),
        end: new Date(input.end),
      };
      const decision = decideBooking({
        ...facts(request),
        caller,
        request,
        timeZone,
        earliestStart: nextFullHour(now(), timeZone),
      });
      if (decision.allowed) return;
      const { message, fields } = decision.refusal;
      if (!fields) {
        ctx.addIssue({ code: "custom", path: ["root"], message });
        return;
      }
      for (const [field, fieldMessage] of Object.entries(fields)) {
        ctx.addIssue({ code: "custom", path: [field], message: fieldMessage });
      }
    });
}
