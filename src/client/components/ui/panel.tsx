import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

interface PanelProps {
  title: string;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A card with a heading, named by it as a landmark region. */
export function Panel({ title, actions, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900",
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
