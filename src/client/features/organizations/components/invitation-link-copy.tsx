import { Check, Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useCopyToClipboard } from "../../../lib/use-copy-to-clipboard";
import { invitationLinkPath } from "../invitation-link";
import { invitationTexts as texts } from "../organizations.texts";

/**
 * The sign-up link that carries the code, with a Copy button that confirms as the code's does.
 * Rendered in the browser only (the dialog opens on a click): the page's own address is known.
 */
export function InvitationLinkCopy({ code }: { code: string }) {
  const { state, copy } = useCopyToClipboard();
  const id = useId();
  const link = new URL(invitationLinkPath(code), window.location.origin).href;
  return (
    <div>
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
        {texts.linkShare}
      </label>
      <div className="mt-2 flex items-center gap-3">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-50"
        />
        <Button variant="secondary" aria-label={texts.copyLink} onClick={() => copy(link)}>
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
        {state === "copied" ? texts.copied : state === "failed" ? texts.linkCopyFailed : ""}
      </p>
    </div>
  );
}
