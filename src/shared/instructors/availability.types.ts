import { z } from "zod";

/** A range of weekly hours as the API returns it: "HH:mm" on the organization's clocks. */
export const weeklyRangeSchema = z.object({
  weekday: z.number(),
  start: z.string(),
  end: z.string(),
});
export type WeeklyRangeView = z.infer<typeof weeklyRangeSchema>;

/** A time off as the API returns it; `reason` is "" for viewers other than its instructor and admins. */
export const timeOffSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  reason: z.string(),
});
export type TimeOffView = z.infer<typeof timeOffSchema>;

/** An instructor's week of hours, and their time off that has not ended yet, soonest first. */
export const instructorAvailabilitySchema = z.object({
  hours: z.array(weeklyRangeSchema),
  timeOff: z.array(timeOffSchema),
});
export type InstructorAvailability = z.infer<typeof instructorAvailabilitySchema>;

/** An instructor of the organization, as every member may see them, with their availability. */
export const instructorSchema = instructorAvailabilitySchema.extend({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ratings: z.string(),
});
export type InstructorView = z.infer<typeof instructorSchema>;
