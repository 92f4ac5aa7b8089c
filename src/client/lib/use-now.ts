import { useEffect, useState } from "react";

/** The current time, refreshed on each whole period so the seconds change together. */
export function useNow(periodMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, periodMs - (current.getTime() % periodMs));
    };
    timer = setTimeout(tick, periodMs - (Date.now() % periodMs));
    return () => clearTimeout(timer);
  }, [periodMs]);
  return now;
}
