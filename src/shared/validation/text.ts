import { z } from "zod";

export const tooLong = (max: number) => `Must be at most ${max} characters`;
export const controlCharacterMessage = "Must not contain control characters";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL cannot store the NUL character or half of a surrogate pair; no person types
 * either.
 */
export const hasNoNul = (value: string) => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/**
 * Text a person types on one line: no control character at all. Each one costs six bytes
 * wherever the text is sent as JSON (`\u0001`), and none is ever meant.
 */
export const isOneLineText = (value: string) => hasNoNul(value) && !/\p{Cc}/u.test(value);

/** Text of several lines: line breaks and tabs, but no other control character. */
export const isMultiLineText = (value: string) =>
  hasNoNul(value) && !/[^\P{Cc}\t\n\r]/u.test(value);

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
