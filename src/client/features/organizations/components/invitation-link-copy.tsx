import { useId } from "react";
import { CopyWithStatus } from "../../../components/ui/copy-with-status";
import { invitationLinkPath } from "../invitation-link";
import { invitationTexts as texts } from "../organizations.texts";

/**
 * The sign-up link that carries the code, with a Copy button that confirms as the code's does.
 * Rendered in the browser only (the dialog opens on a click): the page's own address is known.
 */
export function InvitationLinkCopy({ code }: { code: string }) {
  const id = useId();
  const link = new URL(invitationLinkPath(code), window.location.origin).href;
  return (
    <div>
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
        {texts.linkShare}
      </label>
      <CopyWithStatus
        value={link}
        texts={{
          copy: texts.copy,
          label: texts.copyLink,
          copied: texts.copied,
          failed: texts.linkCopyFailed,
        }}
      >
        {(button) => (
          <div className="mt-2 flex items-center gap-3">
            <input
              id={id}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-50"
            />
            {button}
          </div>
        )}
      </CopyWithStatus>
    </div>
  );
}
