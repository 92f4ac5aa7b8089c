import { type ComponentProps, useId } from "react";

type SwitchFieldProps = Omit<ComponentProps<"input">, "id" | "type" | "role" | "className"> & {
  label: string;
  hint?: string;
  className?: string;
};

/**
 * An on/off setting: a checkbox that says it is a switch (role "switch", read as on or off),
 * drawn as a track and knob. Label and track are both clickable; the hint is tied by
 * aria-describedby.
 */
export function SwitchField({ label, hint, className, ...input }: SwitchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <div className="flex min-h-10 items-center gap-3">
        <span className="relative inline-flex h-6 w-11 shrink-0">
          <input
            id={id}
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox says itself whether it is on; ARIA in HTML asks for no aria-checked on one, which would only go stale.
            role="switch"
            aria-describedby={hint ? hintId : undefined}
            className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
            {...input}
          />
          <span
            aria-hidden="true"
            className="h-6 w-11 rounded-full bg-slate-400 transition-colors peer-checked:bg-sky-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-600 peer-disabled:opacity-50 dark:bg-slate-600 dark:peer-checked:bg-sky-500"
          />
          <span
            aria-hidden="true"
            className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5"
          />
        </span>
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
