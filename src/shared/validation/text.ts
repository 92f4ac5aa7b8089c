import { z } from "zod";

export const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A required text field: missing, of another type or blank all give the field's message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** An optional text field; blank counts as absent. */
export const optionalText = (max = 200) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .max(max, tooLong(max))
    .transform((v) => (v === "" ? undefined : v))
    .optional();
