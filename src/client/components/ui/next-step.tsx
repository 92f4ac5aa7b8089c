import type { ReactNode } from "react";

/**
 * Under an empty list: one sentence saying what to do next and, when the viewer may do it, the
 * action itself, so that a new club is never left in front of a blank panel.
 */
export function NextStep({ hint, action }: { hint: string; action?: ReactNode }) {
  return (
    <div className="mt-2 space-y-3 text-sm text-slate-700 dark:text-slate-300">
      <p>{hint}</p>
      {action && <div>{action}</div>}
    </div>
  );
}
