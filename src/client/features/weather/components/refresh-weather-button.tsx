import { RefreshCw } from "lucide-react";
import { cn } from "../../../lib/cn";
import { weatherTexts as texts } from "../weather.texts";

interface RefreshWeatherButtonProps {
  onRefresh: () => void;
  refreshing: boolean;
}

/** An icon button that asks the server again, past the browser's cache. */
export function RefreshWeatherButton({ onRefresh, refreshing }: RefreshWeatherButtonProps) {
  return (
    <button
      type="button"
      aria-label={texts.refresh}
      title={texts.refresh}
      aria-busy={refreshing}
      onClick={onRefresh}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <RefreshCw aria-hidden="true" className={cn("size-5", refreshing && "animate-spin")} />
    </button>
  );
}
