import { Popover } from "radix-ui";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { cn } from "../../../lib/cn";
import { useMetar } from "../api/get-metar";
import { useBrowserUnits } from "../browser-units";
import { weatherTexts as texts } from "../weather.texts";
import { MetarReport } from "./metar-report";
import { RefreshWeatherButton } from "./refresh-weather-button";
import { StripSummary } from "./strip-summary";

/** Long enough to cross the gap between the strip and its popover with the mouse. */
const HOVER_CLOSE_DELAY_MS = 200;

const onlyMouse = (handler: () => void) => (event: PointerEvent) => {
  if (event.pointerType === "mouse") handler();
};

/**
 * The top bar's METAR summary. Hovering it or focusing it opens the 420-pixel popover with the
 * full report; Escape, moving away, or focus or a click elsewhere closes it. The popover stays
 * next to the strip in the page, so Tab moves from the strip into it and on out of it.
 */
export function WeatherStrip({ icao, className }: { icao: string; className?: string }) {
  const query = useMetar(icao);
  const units = useBrowserUnits();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const returningFocus = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = () => {
    cancelClose();
    setOpen(true);
  };
  /** Focus inside the popover goes back to the strip, which must not open it again. */
  const close = () => {
    cancelClose();
    if (contentRef.current?.contains(document.activeElement)) {
      returningFocus.current = true;
      triggerRef.current?.focus();
      returningFocus.current = false;
    }
    setOpen(false);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? show() : setOpen(false))}>
      <Popover.Trigger
        ref={triggerRef}
        onPointerEnter={onlyMouse(show)}
        onPointerLeave={onlyMouse(closeSoon)}
        onFocus={() => {
          if (!returningFocus.current) show();
        }}
        // A click (or Enter) opens it, never closes it: it opened already on hover or focus.
        onClick={(event) => {
          event.preventDefault();
          show();
        }}
        className={cn(
          "shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
          className,
        )}
      >
        <StripSummary icao={icao} query={query} units={units} />
      </Popover.Trigger>
      <Popover.Content
        ref={contentRef}
        side="bottom"
        align="start"
        sideOffset={8}
        collisionPadding={8}
        onPointerEnter={onlyMouse(cancelClose)}
        onPointerLeave={onlyMouse(closeSoon)}
        // Hover and focus leave the focus where it is; Tab moves into the popover.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          close();
        }}
        // Radix keeps Tab inside a popover; this one lets it move on through the page.
        onKeyDownCapture={(event) => {
          if (event.key === "Tab") event.stopPropagation();
        }}
        className="z-40 w-[420px] max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="mb-3 flex items-center justify-between gap-2">
          <Popover.Title className="text-base font-semibold">{texts.title(icao)}</Popover.Title>
          <RefreshWeatherButton
            onRefresh={() => void query.refetch()}
            refreshing={query.isFetching}
          />
        </div>
        <MetarReport query={query} units={units} />
      </Popover.Content>
    </Popover.Root>
  );
}
