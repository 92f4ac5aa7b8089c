import { Tooltip } from "radix-ui";
import { type ReactElement, type ReactNode, useState } from "react";

/**
 * Details shown on hover and on keyboard focus of `trigger`, read out with it by screen
 * readers. Needs a Tooltip.Provider above it (the grid has one).
 * The content exists only while open: a grid holds hundreds of closed tooltips, and each
 * closed portal still costs its presence tracking on every render.
 */
export function InfoTooltip({ trigger, children }: { trigger: ReactElement; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
      {open && (
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg dark:bg-slate-700"
          >
            {children}
            <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-700" />
          </Tooltip.Content>
        </Tooltip.Portal>
      )}
    </Tooltip.Root>
  );
}

/** One 'Label: value' line of a tooltip. */
export function TooltipLine({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <p>
      {label && <span className="text-slate-300">{`${label}: `}</span>}
      {children}
    </p>
  );
}
