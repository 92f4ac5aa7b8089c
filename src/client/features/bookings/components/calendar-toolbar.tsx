import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Button } from "../../../components/ui/button";
import { useTimeZone } from "../../../lib/viewer-time";
import { bookingTexts as texts } from "../bookings.texts";
import { formatDay, toDateInputValue } from "../local-time";

interface CalendarToolbarProps {
  day: Date;
  /** The week view's last day: the title then names the week. */
  lastDay?: Date;
  /** The switch between the day and the week view. */
  views?: ReactNode;
  onPreviousDay: () => void;
  onToday: () => void;
  onNextDay: () => void;
  /** A day picked in 'Go to date' ('yyyy-MM-dd'). */
  onGoToDate: (value: string) => void;
  onNow: () => void;
  onPreviousHour?: () => void;
  onNextHour?: () => void;
}

const iconButton =
  "inline-flex size-10 shrink-0 max-sm:w-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-50 " +
  "dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

const EARLIEST_DATE = "1970-01-01";

const dateInput =
  "calendar-date h-10 shrink-0 rounded-md border border-slate-300 bg-white px-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 " +
  "dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:[color-scheme:dark]";

/** On a phone the day's buttons are narrower, so that the navigation holds on one row. */
const dayButton = "shrink-0 whitespace-nowrap max-sm:px-1.5";

/** The day shown, and the buttons that move the grid by days and hours. */
export function CalendarToolbar({
  day,
  lastDay,
  views,
  onPreviousDay,
  onToday,
  onNextDay,
  onGoToDate,
  onNow,
  onPreviousHour,
  onNextHour,
}: CalendarToolbarProps) {
  const title = useMemo(
    () => (lastDay ? `${formatDay(day)} – ${formatDay(lastDay)}` : formatDay(day)),
    [day, lastDay],
  );
  const timeZone = useTimeZone();
  // The day's date on the organization's clock, not in the browser's zone.
  const date = useMemo(() => toDateInputValue(day, timeZone), [day, timeZone]);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 aria-live="polite" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {title}
      </h2>
      {views}
      {/* One row on a phone (docs/rules/calendar.md): the day is in the title above, so 'Go to
          date' shows there as a calendar to pick from, named as on a wider screen. */}
      <div className="flex items-center gap-0.5 max-sm:w-full max-sm:justify-between sm:flex-wrap sm:gap-2">
        <Button variant="secondary" className={dayButton} onClick={onPreviousDay}>
          {texts.previousDay}
        </Button>
        <Button variant="secondary" className={dayButton} onClick={onToday}>
          {texts.today}
        </Button>
        <Button variant="secondary" className={dayButton} onClick={onNextDay}>
          {texts.nextDay}
        </Button>
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <span className="max-sm:sr-only">{texts.goToDate}</span>
          <input
            type="date"
            value={date}
            // While a year is typed the input passes through years such as 0002: not a day to go to.
            min={EARLIEST_DATE}
            onChange={(event) => {
              if (event.target.validity.valid) onGoToDate(event.target.value);
            }}
            className={dateInput}
          />
        </label>
        <Button variant="secondary" className={dayButton} onClick={onNow}>
          {texts.now}
        </Button>
        <button
          type="button"
          className={iconButton}
          aria-label={texts.previousHour}
          title={texts.previousHour}
          disabled={!onPreviousHour}
          onClick={onPreviousHour}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={texts.nextHour}
          title={texts.nextHour}
          disabled={!onNextHour}
          onClick={onNextHour}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
