import { Search } from "lucide-react";
import { useId } from "react";
import { controlClasses } from "../../../components/ui/field";
import { cn } from "../../../lib/cn";
import { bookingTexts as texts } from "../bookings.texts";

/** Filters the grid's rows by registration, model or manufacturer. */
export function AircraftSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="w-full max-w-md">
      <label
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {texts.searchLabel}
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
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          className={cn(controlClasses, "pl-9")}
        />
      </div>
    </div>
  );
}
