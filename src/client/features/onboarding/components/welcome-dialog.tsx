import { Building2, UserPlus } from "lucide-react";
import { BlockingDialog } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { onboardingTexts as texts } from "../onboarding.texts";
import { SupportLink } from "./support-link";

interface WelcomeDialogProps {
  onCreate: () => void;
  onJoin: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function WelcomeDialog({ onCreate, onJoin, onLogout, isLoggingOut }: WelcomeDialogProps) {
  return (
    <BlockingDialog title={texts.welcomeTitle} description={texts.welcomeGuidance}>
      <div className="grid gap-3">
        <Button onClick={onCreate} className="min-h-12">
          <Building2 aria-hidden="true" className="size-5" />
          {texts.createNew}
        </Button>
        <Button variant="secondary" onClick={onJoin} className="min-h-12">
          <UserPlus aria-hidden="true" className="size-5" />
          {texts.joinExisting}
        </Button>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
        <SupportLink>{texts.needHelp}</SupportLink>
        <Button variant="ghost" onClick={onLogout} disabled={isLoggingOut}>
          {texts.logout}
        </Button>
      </div>
    </BlockingDialog>
  );
}
