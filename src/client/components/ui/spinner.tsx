import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin", className)} />;
}

/** A loading message that screen readers announce politely. */
export function LoadingMessage({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        "flex items-center justify-center gap-3 text-slate-700 dark:text-slate-300",
        className,
      )}
    >
      <Spinner className="size-6 text-sky-700 dark:text-sky-400" />
      <span>{label}</span>
    </div>
  );
}

export function FullScreenSpinner({ label }: { label: string }) {
  return <LoadingMessage label={label} className="min-h-dvh" />;
}
