import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver from a check that returns messages keyed by dotted form path
 * (the API's paths), so the form shows the same messages the server would send.
 */
export function resolverFrom<T extends FieldValues>(
  validate: (values: T) => Record<string, string>,
): Resolver<T> {
  return (values, _context, options) => {
    const messages = validate(values);
    const paths = Object.keys(messages);
    if (paths.length === 0) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const path of paths) flat[path] = { type: "validate", message: messages[path] };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}

/** Zod issues as messages keyed by dotted path, the first message of each path. */
export function issueMessages(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (!(path in messages)) messages[path] = issue.message;
  }
  return messages;
}

/** The dotted paths of an object's leaves: the names of a form's fields. */
export function leafPaths(value: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "object" && child !== null && !Array.isArray(child)
      ? leafPaths(child as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
