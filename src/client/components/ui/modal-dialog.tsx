import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useCallback, useRef } from "react";
import { cn } from "../../lib/cn";

interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title; omit when the title says it all. */
  description?: string;
  closeLabel: string;
  children: ReactNode;
  size?: "md" | "lg";
  /** While something is being saved the dialog stays, whatever key or button is pressed. */
  locked?: boolean;
}

/** The fields a dialog may start on; buttons only when it has none. */
const FIELD =
  "input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)";
const TABBABLE = `${FIELD}, button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])`;

/**
 * A modal that the person may leave: Escape, the close button or the dialog's own Cancel.
 * A click beside it does not close it, so a stray click does not throw away what was typed.
 * It opens on its first field (not on its close button, which comes first), and on closing gives
 * the focus back to what had it when it opened, when that is still on the page.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  size = "md",
  locked = false,
}: ModalDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const bodyRef = useCallback((node: HTMLDivElement | null) => {
    body.current = node;
    return focusFirstFieldWhenItArrives(node);
  }, []);
  const change = (next: boolean) => {
    if (!locked || next) onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60 backdrop-blur-[2px]" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            const first =
              body.current?.querySelector<HTMLElement>(FIELD) ??
              body.current?.querySelector<HTMLElement>(TABBABLE);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target instanceof HTMLElement && target.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2",
            "overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 dark:bg-slate-900",
            size === "lg" ? "max-w-2xl" : "max-w-md",
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900 dark:text-slate-50">
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              disabled={locked}
              className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {description}
            </Dialog.Description>
          )}
          <div ref={bodyRef} className="mt-5">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog that opened on a loading message (its form waits for what it reads) has no field to
 * focus when it opens: the focus goes to the close button. When the first field arrives, and
 * the focus is still there (or nowhere), it moves to that field, as if the dialog had opened on
 * it. A dialog whose fields were there from the start is left to its opening. A ref callback
 * of the dialog's body: watched from when the body is there until it goes.
 */
function focusFirstFieldWhenItArrives(root: HTMLDivElement | null) {
  if (!root || root.querySelector(FIELD)) return undefined;
  const observer = new MutationObserver(() => {
    const field = root.querySelector<HTMLElement>(FIELD);
    if (!field) return;
    observer.disconnect();
    const active = document.activeElement;
    const dialog = root.closest('[role="dialog"]');
    const unchosen =
      !active || active === document.body || (dialog?.contains(active) && !root.contains(active));
    if (unchosen) field.focus();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
