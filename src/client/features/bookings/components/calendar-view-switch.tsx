import type { Aircraft } from "../../../../shared/aircraft/aircraft.types";
import { cn } from "../../../lib/cn";
import { bookingTexts as texts } from "../bookings.texts";
import type { CalendarRows } from "../grid-rows";

/** The day grid (every aircraft on one day) or one aircraft's week. */
export type CalendarMode = "day" | "week";

interface CalendarViewSwitchProps {
  /** Whose rows the calendar shows: the aircraft's, or the instructors' (a day only). */
  rows: CalendarRows;
  onRowsChange: (rows: CalendarRows) => void;
  mode: CalendarMode;
  onModeChange: (mode: CalendarMode) => void;
  /** The aircraft the week may show, and the one it shows. */
  aircraft: readonly Aircraft[];
  aircraftId: string | undefined;
  onAircraftChange: (aircraftId: string) => void;
}

const segment =
  "min-h-10 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
  "aria-pressed:bg-sky-700 aria-pressed:text-white dark:aria-pressed:bg-sky-700";

const select =
  "h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 " +
  "dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

/** One choice of a few, as pressed buttons in a frame. */
function Segments<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
      <legend className="sr-only">{legend}</legend>
      {options.map(([option, label], index) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(segment, index > 0 && "border-l border-slate-300 dark:border-slate-600")}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

const ROWS = [
  ["aircraft", texts.aircraftRows],
  ["instructors", texts.instructorRows],
] as const;

const MODES = [
  ["day", texts.dayView],
  ["week", texts.weekView],
] as const;

/**
 * 'Aircraft' / 'Instructors'; for the aircraft 'Day' / 'Week', and in the week view the aircraft
 * it shows.
 */
export function CalendarViewSwitch({
  rows,
  onRowsChange,
  mode,
  onModeChange,
  aircraft,
  aircraftId,
  onAircraftChange,
}: CalendarViewSwitchProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Segments legend={texts.calendarRows} options={ROWS} value={rows} onChange={onRowsChange} />
      {rows === "aircraft" && (
        <Segments
          legend={texts.calendarView}
          options={MODES}
          value={mode}
          onChange={onModeChange}
        />
      )}
      {rows === "aircraft" && mode === "week" && aircraft.length > 0 && (
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {texts.weekAircraft}
          <select
            value={aircraftId}
            onChange={(event) => onAircraftChange(event.target.value)}
            className={select}
          >
            {aircraft.map((plane) => (
              <option key={plane.id} value={plane.id}>
                {texts.aircraftOption(plane.registration, plane.model)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
