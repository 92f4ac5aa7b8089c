import { TZDate } from "@date-fns/tz";
import { startOfDay } from "date-fns";
import { useMemo } from "react";
import { useClockReading } from "./use-now";
import { useTimeZone } from "./viewer-time";

const MINUTE_MS = 60_000;

/**
 * Midnight of today in the viewer's time zone, carrying the zone (date-fns computes in it): the
 * dashboard's today and the calendar's are the same day. A page left open past midnight moves
 * on to the new day; the minutes in between render nothing.
 */
export function useToday(): TZDate {
  const timeZone = useTimeZone();
  const today = useClockReading(MINUTE_MS, (now) =>
    startOfDay(new TZDate(now, timeZone)).getTime(),
  );
  return useMemo(() => new TZDate(today, timeZone), [today, timeZone]);
}
