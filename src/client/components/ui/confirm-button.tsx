import { type ReactNode, useState } from "react";
import { Button, type ButtonVariant } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

interface ConfirmButtonProps {
  /** The button's words, which are also the question's title and the confirming button's. */
  label: string;
  icon?: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  question: string;
  pendingLabel: string;
  cancelLabel: string;
  /**
   * The action, which tells its own success or failure (it should not throw). The question
   * stays open, its buttons disabled, until the action ends, and closes then either way.
   */
  onConfirm: () => Promise<void>;
}

/** A button whose action cannot be undone: it asks first (see ConfirmDialog). */
export function ConfirmButton({
  label,
  icon,
  variant = "danger",
  className,
  question,
  pendingLabel,
  cancelLabel,
  onConfirm,
}: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);

  // Closed after the action, even when the action has already unmounted this button (an
  // archived aircraft's page hides it): setting state then does nothing.
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant={variant} className={className} onClick={() => setConfirming(true)}>
        {icon}
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={label}
        question={question}
        confirmLabel={label}
        pendingLabel={pendingLabel}
        cancelLabel={cancelLabel}
        isPending={running}
        onConfirm={confirm}
      />
    </>
  );
}
