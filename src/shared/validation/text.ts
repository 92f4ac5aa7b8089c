import { z } from "zod";

export const tooLong = (max: number) => `Must be at most ${max} characters`;
export const controlCharacterMessage = "Must not contain control characters";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL cannot store the NUL character or half of a surrogate pair; no person types
 * either.
 */
export const hasNoNul = (value: string) => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/** Any text field: the given length limit, and nothing PostgreSQL cannot store. */
export const text = (max = 200, message?: string) =>
  z
    .string({ error: message ?? "Must be text" })
    .trim()
    .max(max, tooLong(max))
    .refine(hasNoNul, controlCharacterMessage);

/** A required text field: missing, of another type or blank all give the field's message. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong(max))
    .refine(hasNoNul, controlCharacterMessage);

/** An optional text field; blank counts as absent. */
export const optionalText = (max = 200) =>
  text(max)
    .transform((v) => (v === "" ? undefined : v))
    .optional();
