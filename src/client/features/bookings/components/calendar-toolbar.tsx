import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo } from "react";
import { Button } from "../../../components/ui/button";
import { bookingTexts as texts } from "../bookings.texts";
import { formatDay } from "../local-time";

interface CalendarToolbarProps {
  day: Date;
  onPreviousDay: () => void;
  onToday: () => void;
  onNextDay: () => void;
  onNow: () => void;
  onPreviousHour?: () => void;
  onNextHour?: () => void;
}

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-50 " +
  "dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

/** The day shown, and the buttons that move the grid by days and hours. */
export function CalendarToolbar({
  day,
  onPreviousDay,
  onToday,
  onNextDay,
  onNow,
  onPreviousHour,
  onNextHour,
}: CalendarToolbarProps) {
  const title = useMemo(() => formatDay(day), [day]);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 aria-live="polite" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {title}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={onPreviousDay}>
          {texts.previousDay}
        </Button>
        <Button variant="secondary" onClick={onToday}>
          {texts.today}
        </Button>
        <Button variant="secondary" onClick={onNextDay}>
          {texts.nextDay}
        </Button>
        <Button variant="secondary" onClick={onNow}>
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
