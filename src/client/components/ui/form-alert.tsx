import { TriangleAlert } from "lucide-react";

/** A form-level error, announced when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
