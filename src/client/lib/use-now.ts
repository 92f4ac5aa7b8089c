import { useMemo, useSyncExternalStore } from "react";
import { useFirstViewTime } from "./viewer-time";

/**
 * The app's one clock: components read "now" and "today" here (useNow, useToday), never from
 * `Date.now()` or `new Date()` while rendering (render-purity.test.ts), so that the server's
 * first view, the browser's takeover of it and every later render agree on the time.
 */

const periodicSubscriptions = new Map<number, (onTick: () => void) => () => void>();

/** A subscription to the turns of `periodMs` on the browser's clock, each on the whole period. */
function everyPeriod(periodMs: number) {
  let subscribe = periodicSubscriptions.get(periodMs);
  if (!subscribe) {
    subscribe = (onTick) => {
      let timer: ReturnType<typeof setTimeout>;
      const schedule = () => {
        timer = setTimeout(
          () => {
            onTick();
            schedule();
          },
          periodMs - (Date.now() % periodMs),
        );
      };
      schedule();
      return () => clearTimeout(timer);
    };
    periodicSubscriptions.set(periodMs, subscribe);
  }
  return subscribe;
}

/**
 * `read` of the clock, read again on each turn of `periodMs`; the component renders again only
 * when the reading changed. In a view the server rendered, it reads the server's time of
 * rendering until the view is taken over, and the browser's clock from then on.
 */
export function useClockReading<T extends string | number>(
  periodMs: number,
  read: (now: number) => T,
): T {
  const renderedAt = useFirstViewTime();
  return useSyncExternalStore(
    everyPeriod(periodMs),
    () => read(Date.now()),
    () => read(renderedAt ?? Date.now()),
  );
}

/**
 * The current time, to the whole period, refreshed on each whole period so the seconds change
 * together. Within the same period the server's time stands: taking its view over renders
 * nothing again.
 */
export function useNow(periodMs = 1000): Date {
  const now = useClockReading(periodMs, (ms) => ms - (ms % periodMs));
  return useMemo(() => new Date(now), [now]);
}
