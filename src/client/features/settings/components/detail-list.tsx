import type { ReactNode } from "react";
import { settingsTexts as texts } from "../settings.texts";

/** A labelled value; 'Not provided' when it is empty. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === undefined || children === null || children === "";
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-slate-100">
        {empty ? texts.notProvided : children}
      </dd>
    </div>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}

/** A group of details or fields with its own small heading. */
export function DetailGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      {children}
    </div>
  );
}

export const yesNo = (value: boolean | undefined) => (value ? texts.yes : texts.no);
