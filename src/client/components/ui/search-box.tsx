import { Search } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { controlClasses } from "./field";

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search input with a magnifier, as the lists and the calendar use it. */
export function SearchBox({ label, placeholder, value, onChange, className }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={cn("w-full max-w-xl", className)}>
      <label
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className={cn(controlClasses, "pl-9")}
        />
      </div>
    </div>
  );
}

/** The box around a list's loading, empty and error texts. */
export const listMessageClasses =
  "rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300";
