import { type ReactNode, useId } from "react";

const OPTIONAL_TEXT = "Optional";

export const controlClasses =
  "block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 " +
  "focus:border-sky-600 focus:outline-2 focus:outline-sky-600/30 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 " +
  "border-slate-300 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:aria-[invalid=true]:border-red-400";

export interface FieldProps {
  label: string;
  error?: string;
  /** Shown as "Optional" beside the label, outside it, so the label stays the field's exact name. */
  optional?: boolean;
  hint?: string;
  id?: string;
  className?: string;
}

export interface ControlAttributes {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled form control: label tied by id, hint and error tied by aria-describedby. */
export function Field({
  label,
  error,
  optional,
  hint,
  id,
  className,
  children,
}: FieldProps & { children: (control: ControlAttributes) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const optionalId = `${controlId}-optional`;
  const describedBy = [optional && optionalId, hint && hintId, error && errorId]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label
          htmlFor={controlId}
          className="text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {label}
        </label>
        {optional && (
          <span id={optionalId} className="text-xs text-slate-600 dark:text-slate-400">
            {OPTIONAL_TEXT}
          </span>
        )}
      </div>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
