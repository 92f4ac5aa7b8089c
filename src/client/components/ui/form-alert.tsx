import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";

interface FormAlertProps {
  message: string | null | undefined;
  /**
   * Moves the focus to the message when it appears, for forms whose failure has no field to go
   * to (a refused sign-in): the person, and a screen reader, start again from what went wrong.
   */
  takeFocus?: boolean;
}

/** A form-level error, announced when it appears. */
export function FormAlert({ message, takeFocus = false }: FormAlertProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus && message) ref.current?.focus();
  }, [takeFocus, message]);
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p
          ref={ref}
          tabIndex={takeFocus ? -1 : undefined}
          className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-600 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
