import { Check, Copy } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useCopyToClipboard } from "../../../lib/use-copy-to-clipboard";
import { invitationTexts as texts } from "../organizations.texts";

interface InvitationCodeCopyProps {
  code: string;
  /** The dialog shows the code large; the dashboard panel more compactly. */
  size?: "lg" | "md";
}

/** The code, a Copy button, and 'Copied to clipboard!' for 2 seconds after copying. */
export function InvitationCodeCopy({ code, size = "md" }: InvitationCodeCopyProps) {
  const { state, copy } = useCopyToClipboard();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <code
          className={cn(
            "rounded-lg bg-slate-100 px-3 py-1.5 font-mono font-semibold tracking-[0.2em] text-slate-900 select-all dark:bg-slate-800 dark:text-slate-50",
            size === "lg" ? "text-3xl" : "text-xl",
          )}
        >
          {code}
        </code>
        <Button variant="secondary" aria-label={texts.copyCode} onClick={() => copy(code)}>
          {state === "copied" ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {texts.copy}
        </Button>
      </div>
      <p
        role="status"
        className={cn(
          "mt-2 min-h-5 text-sm",
          state === "failed"
            ? "text-red-700 dark:text-red-400"
            : "text-emerald-800 dark:text-emerald-300",
        )}
      >
        {state === "copied" ? texts.copied : state === "failed" ? texts.copyFailed : ""}
      </p>
    </div>
  );
}
