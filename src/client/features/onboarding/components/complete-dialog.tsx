import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
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

export function CompleteDialog({
  onContinue,
  onBack,
  onLogout,
  isLoggingOut,
}: CompleteDialogProps) {
  useEffect(() => {
    const timer = setTimeout(onContinue, AUTO_CONTINUE_MS);
    return () => clearTimeout(timer);
  }, [onContinue]);

  return (
    <BlockingDialog title={texts.completeTitle} description={texts.completeHint}>
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
    </BlockingDialog>
  );
}
