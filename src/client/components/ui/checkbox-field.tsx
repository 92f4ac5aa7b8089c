import { type ComponentProps, useId } from "react";

type CheckboxFieldProps = Omit<ComponentProps<"input">, "id" | "type" | "className"> & {
  label: string;
  hint?: string;
  className?: string;
};

/** A checkbox with its label beside it, both clickable; the hint is tied by aria-describedby. */
export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <div className="flex min-h-10 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          aria-describedby={hint ? hintId : undefined}
          className="size-4 rounded border-slate-300 accent-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
