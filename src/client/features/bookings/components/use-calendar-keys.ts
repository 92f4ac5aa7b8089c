import { useEffect, useRef } from "react";

interface CalendarKeys {
  /** Off while a dialog is open: its keys belong to it. */
  enabled: boolean;
  onEarlier: () => void;
  onLater: () => void;
  onNow: () => void;
  onToday: () => void;
}

/** Keys typed into a field belong to the field, not to the calendar. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/** The grid's keys (docs/rules/calendar.md): ← and → one hour, N now, T today. */
export function useCalendarKeys({ enabled, ...actions }: CalendarKeys): void {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      const action = {
        ArrowLeft: latest.current.onEarlier,
        ArrowRight: latest.current.onLater,
        n: latest.current.onNow,
        N: latest.current.onNow,
        t: latest.current.onToday,
        T: latest.current.onToday,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
