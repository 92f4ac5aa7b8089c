import {
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";

/**
 * One tooltip for the whole grid (decision 0012). A Radix tooltip per chip and per registration
 * cost about 60% of the grid's render, and as much again each time the window moved: here the
 * triggers are plain elements marked with `data-tooltip`, and this component listens to the
 * grid's events and shows the details of the one under the pointer or holding the focus.
 * It behaves as the Radix tooltips did: open on hover after a delay (at once when moving from
 * one trigger to the next), at once on keyboard focus (not on a focus that follows a tap: a
 * touch screen gets a booking's details from a tap, docs/rules/calendar.md); closed by leaving,
 * blurring, pressing, Escape and scrolling the trigger away; the pointer may move onto the
 * tooltip without closing it (WCAG 1.4.13); the open trigger is described by the tooltip for
 * screen readers.
 */
export const TOOLTIP_ATTRIBUTE = "data-tooltip";

const OPEN_DELAY_MS = 300;
/** After a tooltip closes, another opens without delay for this long. */
const SKIP_DELAY_MS = 300;
/** Time to cross the gap between a trigger and its tooltip before the tooltip closes. */
const GRACE_MS = 120;
const SIDE_OFFSET = 6;
const COLLISION_PADDING = 8;
const ARROW_WIDTH = 10;
const ARROW_HEIGHT = 5;

interface GridTooltipProps {
  /** The element that holds the triggers. */
  containerRef: RefObject<HTMLElement | null>;
  /** The details of the trigger with this `data-tooltip` key; null when there are none. */
  content: (key: string) => ReactNode;
}

interface Shown {
  key: string;
  trigger: HTMLElement;
}

function triggerOf(target: EventTarget | null, container: HTMLElement): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const trigger = target.closest<HTMLElement>(`[${TOOLTIP_ATTRIBUTE}]`);
  return trigger && container.contains(trigger) ? trigger : null;
}

export function GridTooltip({ containerRef, content }: GridTooltipProps) {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  /** The pointer's way onto the tooltip and back, for the tooltip's own element. */
  const hover = useRef({ enter: () => {}, leave: (_to: EventTarget | null) => {} });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let openTimer = 0;
    let closeTimer = 0;
    let skipDelayTimer = 0;
    let delayed = true;
    let pointerDown = false;
    /**
     * The last press anywhere was a finger's, and no key came since: a focus now is the page's
     * doing (a closed dialog giving it back to a tapped chip), not a wish to read the tooltip.
     */
    let touched = false;
    /** Where the shown trigger was on screen when its tooltip opened. */
    let shownAt = { left: 0, top: 0 };

    const open = (trigger: HTMLElement) => {
      window.clearTimeout(openTimer);
      window.clearTimeout(closeTimer);
      window.clearTimeout(skipDelayTimer);
      delayed = false;
      const { left, top } = trigger.getBoundingClientRect();
      shownAt = { left, top };
      const key = trigger.getAttribute(TOOLTIP_ATTRIBUTE) ?? "";
      setShown((current) => (current?.trigger === trigger ? current : { key, trigger }));
    };
    const close = () => {
      window.clearTimeout(openTimer);
      window.clearTimeout(closeTimer);
      if (!shownRef.current) return;
      setShown(null);
      window.clearTimeout(skipDelayTimer);
      skipDelayTimer = window.setTimeout(() => {
        delayed = true;
      }, SKIP_DELAY_MS);
    };
    const closeSoon = () => {
      window.clearTimeout(closeTimer);
      closeTimer = window.setTimeout(close, GRACE_MS);
    };
    hover.current = {
      enter: () => window.clearTimeout(closeTimer),
      leave: (to) => {
        const trigger = shownRef.current?.trigger;
        if (!(to instanceof Node && trigger?.contains(to))) closeSoon();
      },
    };

    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      const trigger = triggerOf(event.target, container);
      if (!trigger) return;
      if (shownRef.current?.trigger === trigger) {
        window.clearTimeout(closeTimer);
        return;
      }
      window.clearTimeout(openTimer);
      if (delayed) openTimer = window.setTimeout(() => open(trigger), OPEN_DELAY_MS);
      else open(trigger);
    };
    const onPointerOut = (event: PointerEvent) => {
      const trigger = triggerOf(event.target, container);
      if (!trigger || trigger.contains(event.relatedTarget as Node | null)) return;
      if (shownRef.current?.trigger === trigger) closeSoon();
      else window.clearTimeout(openTimer);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!triggerOf(event.target, container)) return;
      close();
      pointerDown = true;
      document.addEventListener("pointerup", () => (pointerDown = false), { once: true });
    };
    const onFocusIn = (event: FocusEvent) => {
      const trigger = triggerOf(event.target, container);
      if (trigger && !pointerDown && !touched) open(trigger);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (shownRef.current?.trigger === event.target) close();
    };
    const onClick = (event: MouseEvent) => {
      if (triggerOf(event.target, container)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      touched = false;
      if (event.key === "Escape") close();
    };
    const onAnyPointerDown = (event: PointerEvent) => {
      touched = event.pointerType === "touch";
    };
    // A scroll that moves the trigger takes its tooltip away. One that leaves it in place keeps
    // it: a registration stays put (sticky) while the window moves under it, or while the grid
    // puts the window it showed first over the whole day.
    const onScroll = (event: Event) => {
      const trigger = shownRef.current?.trigger;
      if (!(trigger && event.target instanceof Node && event.target.contains(trigger))) return;
      // Less than a pixel is no move: the grid places its window on whole pixels, its columns
      // are not.
      const { left, top } = trigger.getBoundingClientRect();
      if (Math.abs(left - shownAt.left) >= 1 || Math.abs(top - shownAt.top) >= 1) close();
    };

    const listeners: [EventTarget, string, (event: never) => void, AddEventListenerOptions?][] = [
      [container, "pointerover", onPointerOver],
      [container, "pointerout", onPointerOut],
      [container, "pointerdown", onPointerDown],
      [container, "focusin", onFocusIn],
      [container, "focusout", onFocusOut],
      [container, "click", onClick],
      [document, "keydown", onKeyDown],
      [document, "pointerdown", onAnyPointerDown, { capture: true }],
      [window, "scroll", onScroll, { capture: true }],
    ];
    for (const [target, type, listener, options] of listeners) {
      target.addEventListener(type, listener as EventListener, options);
    }
    return () => {
      window.clearTimeout(openTimer);
      window.clearTimeout(closeTimer);
      window.clearTimeout(skipDelayTimer);
      for (const [target, type, listener, options] of listeners) {
        target.removeEventListener(type, listener as EventListener, options);
      }
    };
  }, [containerRef]);

  // A trigger that left the grid (the window moved, a booking went away) takes its tooltip along.
  const details = shown?.trigger.isConnected ? content(shown.key) : null;
  useEffect(() => {
    if (shown && details === null) setShown(null);
  });

  // The trigger is described by the tooltip while it is open, as Radix's triggers were.
  const trigger = details === null ? undefined : shown?.trigger;
  useEffect(() => {
    if (!trigger) return;
    const before = trigger.getAttribute("aria-describedby");
    trigger.setAttribute("aria-describedby", before ? `${before} ${id}` : id);
    return () => {
      if (before) trigger.setAttribute("aria-describedby", before);
      else trigger.removeAttribute("aria-describedby");
    };
  }, [trigger, id]);

  if (!trigger) return null;
  return createPortal(
    <TooltipBox
      id={id}
      trigger={trigger}
      onPointerEnter={() => hover.current.enter()}
      onPointerLeave={(event) => hover.current.leave(event.relatedTarget)}
    >
      {details}
    </TooltipBox>,
    document.body,
  );
}

/** Above the trigger, or below when there is no room above; kept inside the viewport. */
function TooltipBox({
  trigger,
  children,
  ...props
}: {
  trigger: HTMLElement;
  children: ReactNode;
} & Pick<HTMLAttributes<HTMLDivElement>, "id" | "onPointerEnter" | "onPointerLeave">) {
  const boxRef = useRef<HTMLDivElement>(null);
  const arrowRef = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const arrow = arrowRef.current;
    if (!box || !arrow) return;
    const anchor = trigger.getBoundingClientRect();
    const { width, height } = box.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const above = anchor.top - SIDE_OFFSET - height >= COLLISION_PADDING;
    const top = above ? anchor.top - SIDE_OFFSET - height : anchor.bottom + SIDE_OFFSET;
    const centre = anchor.left + anchor.width / 2;
    const left = Math.max(
      COLLISION_PADDING,
      Math.min(centre - width / 2, viewport - width - COLLISION_PADDING),
    );
    box.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    box.style.visibility = "visible";
    const arrowLeft = Math.max(
      ARROW_WIDTH / 2,
      Math.min(centre - left - ARROW_WIDTH / 2, width - ARROW_WIDTH * 1.5),
    );
    arrow.style.left = `${Math.round(arrowLeft)}px`;
    arrow.style.top = above ? "100%" : `-${ARROW_HEIGHT}px`;
    arrow.style.transform = above ? "" : "rotate(180deg)";
  });
  return (
    <div
      ref={boxRef}
      role="tooltip"
      {...props}
      style={{ visibility: "hidden" }}
      className="fixed top-0 left-0 z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg dark:bg-slate-700"
    >
      {children}
      <svg
        ref={arrowRef}
        aria-hidden="true"
        width={ARROW_WIDTH}
        height={ARROW_HEIGHT}
        viewBox="0 0 30 10"
        preserveAspectRatio="none"
        className="absolute fill-slate-900 dark:fill-slate-700"
      >
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>
  );
}

/** One 'Label: value' line of a tooltip. */
export function TooltipLine({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <p>
      {/* Dimmed, not coloured: the lines are also read on a light dialog (a tapped booking). */}
      {label && <span className="opacity-80">{`${label}: `}</span>}
      {children}
    </p>
  );
}
