import { z } from "zod";
import { bookingStatuses, bookingTypes } from "./booking.constants";

export const pilotSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/**
 * A booking as the API returns it to one viewer. Admins, the booking's pilot and its instructor
 * get every detail; other members get a busy block: aircraft, times, type, status and the
 * instructor only.
 */
export const bookingSchema = z.object({
  id: z.string(),
  /** Null on a Ground booking, which has no aircraft. */
  aircraftId: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  type: z.enum(bookingTypes),
  status: z.enum(bookingStatuses),
  /** Who teaches, seen by every member (instructors are staff); null without an instructor. */
  instructor: pilotSchema.nullable(),
  /** The viewer is the booking's pilot. */
  isOwn: z.boolean(),
  /** The viewer may edit and cancel it. */
  canEdit: z.boolean(),
  /** The viewer may cancel it: whoever may edit it, and its instructor. */
  canCancel: z.boolean(),
  details: z
    .object({
      title: z.string(),
      notes: z.string().nullable(),
      pilotId: z.string(),
      userId: z.string(),
      pilot: pilotSchema.nullable(),
      editableByMember: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totalBookings: z.number(),
  totalHours: z.number(),
  perAircraft: z.array(
    z.object({
      aircraftId: z.string(),
      registration: z.string(),
      model: z.string(),
      count: z.number(),
      hours: z.number(),
    }),
  ),
  /** Hours of the bookings each instructor is on, with an aircraft or without. */
  perInstructor: z.array(
    z.object({
      instructorId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      count: z.number(),
      hours: z.number(),
    }),
  ),
});
export type BookingStatistics = z.infer<typeof bookingStatisticsSchema>;
