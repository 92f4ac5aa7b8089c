import { useEffect, useRef, useState } from "react";
import { useFirstViewTime } from "./viewer-time";

/**
 * The current time, refreshed on each whole period so the seconds change together. In a view
 * the server rendered, it starts at the server's time of rendering and catches up with the
 * browser's clock as soon as the view is taken over.
 */
export function useNow(periodMs = 1000): Date {
  const renderedAt = useFirstViewTime();
  const [now, setNow] = useState(() => new Date(renderedAt ?? Date.now()));
  const behind = useRef(renderedAt !== null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, periodMs - (current.getTime() % periodMs));
    };
    if (behind.current) {
      behind.current = false;
      // Within the same period the server's time stands: no render of the view for nothing.
      const current = Date.now();
      setNow((shown) =>
        Math.floor(current / periodMs) === Math.floor(shown.getTime() / periodMs)
          ? shown
          : new Date(current),
      );
      timer = setTimeout(tick, periodMs - (current % periodMs));
    } else {
      timer = setTimeout(tick, periodMs - (Date.now() % periodMs));
    }
    return () => clearTimeout(timer);
  }, [periodMs]);
  return now;
}
