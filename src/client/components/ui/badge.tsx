import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const tones = {
  neutral: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  success: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  warning: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
