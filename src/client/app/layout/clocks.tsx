import { cn } from "../../lib/cn";
import { formatLocalClock, formatUtcClock } from "../../lib/time-format";
import { useNow } from "../../lib/use-now";
import { appTexts } from "../app.texts";

/** Spec section 1: a local and a UTC clock, HH:mm:ss, refreshed every second. */
export function Clocks({ className }: { className?: string }) {
  const now = useNow(1000);
  return (
    // Not a live region: announcing every second would drown out everything else.
    <div className={cn("flex items-center gap-4 text-sm", className)}>
      <Clock label={appTexts.localClock} value={formatLocalClock(now)} />
      <Clock label={appTexts.utcClock} value={formatUtcClock(now)} />
    </div>
  );
}

function Clock({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex items-baseline gap-1.5">
      <span className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </span>
      <time className="font-mono text-slate-900 tabular-nums dark:text-slate-100">{value}</time>
    </p>
  );
}
