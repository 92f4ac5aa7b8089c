import { CopyWithStatus } from "../../../components/ui/copy-with-status";
import { cn } from "../../../lib/cn";
import { invitationTexts as texts } from "../organizations.texts";

interface InvitationCodeCopyProps {
  code: string;
  /** The dialog shows the code large; the dashboard panel more compactly. */
  size?: "lg" | "md";
}

/** The code, a Copy button, and 'Copied to clipboard!' for 2 seconds after copying. */
export function InvitationCodeCopy({ code, size = "md" }: InvitationCodeCopyProps) {
  return (
    <div>
      <CopyWithStatus
        value={code}
        texts={{
          copy: texts.copy,
          label: texts.copyCode,
          copied: texts.copied,
          failed: texts.copyFailed,
        }}
      >
        {(button) => (
          <div className="flex flex-wrap items-center gap-3">
            <code
              className={cn(
                "rounded-lg bg-slate-100 px-3 py-1.5 font-mono font-semibold tracking-[0.2em] text-slate-900 select-all dark:bg-slate-800 dark:text-slate-50",
                size === "lg" ? "text-3xl" : "text-xl",
              )}
            >
              {code}
            </code>
            {button}
          </div>
        )}
      </CopyWithStatus>
    </div>
  );
}
