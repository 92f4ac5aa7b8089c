import { AlertDialog } from "radix-ui";
import { Button } from "./button";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs; the dialog stays until it ends. */
  pendingLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone. Cancel has the focus, so Enter does no harm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  question,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  isPending,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {question}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={isPending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: that would close the dialog before the action ends. */}
            <Button variant="danger" onClick={onConfirm} disabled={isPending}>
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
