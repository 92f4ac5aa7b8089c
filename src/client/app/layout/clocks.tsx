import { useClientOnly } from "../../lib/client-only";
import { cn } from "../../lib/cn";
import { formatLocalClock, formatUtcClock } from "../../lib/time-format";
import { useNow } from "../../lib/use-now";
import { useTimeZone } from "../../lib/viewer-time";
import { appTexts } from "../app.texts";

/**
 * A local and a UTC clock, HH:mm:ss, refreshed every second (docs/rules/app.md); local is the
 * airfield's: the organization's zone.
 */
export function Clocks({ className }: { className?: string }) {
  const now = useNow(1000);
  const timeZone = useTimeZone();
  // The server's first view has no viewer's clock: the times appear once the browser has it.
  const shown = useClientOnly(() => now, null);
  return (
    // Not a live region: announcing every second would drown out everything else.
    <div className={cn("flex items-center gap-4 text-sm", className)}>
      <Clock label={appTexts.localClock} value={shown && formatLocalClock(shown, timeZone)} />
      <Clock label={appTexts.utcClock} value={shown && formatUtcClock(shown)} />
    </div>
  );
}

/** `value` null: the clock's place, kept at its width, until the browser has the time. */
function Clock({ label, value }: { label: string; value: string | null }) {
  return (
    <p className="flex items-baseline gap-1.5">
      <span className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </span>
      {value === null ? (
        <span aria-hidden="true" className="invisible font-mono tabular-nums">
          00:00:00
        </span>
      ) : (
        <time className="font-mono text-slate-900 tabular-nums dark:text-slate-100">{value}</time>
      )}
    </p>
  );
}
