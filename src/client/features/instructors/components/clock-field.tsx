import { type ComponentProps, useId } from "react";
import { controlClasses } from "../../../components/ui/field";
import { cn } from "../../../lib/cn";

type ClockFieldProps = Omit<ComponentProps<"input">, "id" | "className" | "type"> & {
  /** Read by screen readers; the row shows which day and range it is. */
  label: string;
  error?: string;
};

/**
 * A time of day typed as 'HH:mm'. Not a time input: those cannot say '24:00', the end of the
 * day. The label is for screen readers; its error is shown and tied to it.
 */
export function ClockField({ label, error, ...input }: ClockFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="w-24">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(controlClasses, "tabular-nums")}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
