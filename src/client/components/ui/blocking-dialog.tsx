import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

interface BlockingDialogProps {
  title: string;
  description: string;
  children?: ReactNode;
  /** Dialog width on larger screens. */
  size?: "md" | "lg";
}

const preventClose = (event: Event) => event.preventDefault();

/**
 * An always-open modal that cannot be dismissed (no Escape, no outside click, no close X):
 * the person has to pick one of the dialog's own actions. Its title is the page's h1
 * because the dialog is the whole page. It renders in place, without a portal, so the page can
 * put it inside its <main> landmark.
 */
export function BlockingDialog({ title, description, children, size = "md" }: BlockingDialogProps) {
  return (
    <Dialog.Root open>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60 backdrop-blur-[2px]" />
      <Dialog.Content
        onEscapeKeyDown={preventClose}
        onPointerDownOutside={preventClose}
        onInteractOutside={preventClose}
        className={
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 " +
          "overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 dark:bg-slate-900 " +
          (size === "lg" ? "max-w-2xl" : "max-w-md")
        }
      >
        <Dialog.Title asChild>
          <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">{title}</h1>
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </Dialog.Description>
        <div className="mt-5">{children}</div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The action row of a dialog: leaving actions on the left, moving-on actions on the right. */
export function DialogActions({
  secondary,
  primary,
}: {
  secondary?: ReactNode;
  primary?: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col-reverse gap-2 sm:flex-row">{secondary}</div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">{primary}</div>
    </div>
  );
}
