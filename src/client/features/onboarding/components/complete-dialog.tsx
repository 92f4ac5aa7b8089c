import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { BlockingDialog, DialogActions } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { onboardingTexts as texts } from "../onboarding.texts";

/** Long enough to read the confirmation, short enough not to keep anyone waiting. */
const AUTO_CONTINUE_MS = 1500;

interface CompleteDialogProps {
  onContinue: () => void;
  onBack: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/**
 * Moves on to the dashboard by itself, unless the person starts using the dialog (points at
 * it, presses a key in it): someone reaching for 'Back' must not be carried away mid-move.
 */
export function CompleteDialog({
  onContinue,
  onBack,
  onLogout,
  isLoggingOut,
}: CompleteDialogProps) {
  const [autoContinue, setAutoContinue] = useState(true);
  const actionsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoContinue) return;
    const timer = setTimeout(onContinue, AUTO_CONTINUE_MS);
    return () => clearTimeout(timer);
  }, [autoContinue, onContinue]);

  useEffect(() => {
    const element = actionsRef.current;
    if (!element || !autoContinue) return;
    const stop = () => setAutoContinue(false);
    // A dialog that appears under a resting pointer gets a move without any movement: not a person.
    const onPointerMove = (event: PointerEvent) => {
      if (event.movementX !== 0 || event.movementY !== 0) stop();
    };
    element.addEventListener("pointermove", onPointerMove);
    element.addEventListener("pointerdown", stop);
    element.addEventListener("keydown", stop);
    return () => {
      element.removeEventListener("pointermove", onPointerMove);
      element.removeEventListener("pointerdown", stop);
      element.removeEventListener("keydown", stop);
    };
  }, [autoContinue]);

  return (
    <BlockingDialog title={texts.completeTitle} description={texts.completeHint}>
      <div ref={actionsRef}>
        <CircleCheck
          aria-hidden="true"
          className="mx-auto size-12 text-emerald-600 dark:text-emerald-400"
        />
        <DialogActions
          secondary={
            <Button variant="ghost" onClick={onLogout} disabled={isLoggingOut}>
              {texts.logout}
            </Button>
          }
          primary={
            <>
              <Button variant="secondary" onClick={onBack}>
                {texts.back}
              </Button>
              <Button onClick={onContinue}>{texts.goToDashboard}</Button>
            </>
          }
        />
      </div>
    </BlockingDialog>
  );
}
