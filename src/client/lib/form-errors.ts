import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the server's per-field messages (400 `fields`, keyed by dotted path) on the form's
 * fields. Returns whether any landed on a field of this form, so the caller knows whether a
 * general message is still needed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => candidate === path);
    if (!name) continue;
    setError(name, { type: "server", message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
