import { Building2, UserPen, UserPlus } from "lucide-react";
import { BlockingDialog } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { onboardingTexts as texts } from "../onboarding.texts";
import { SupportLink } from "./support-link";

interface WelcomeDialogProps {
  onCreate: () => void;
  onJoin: () => void;
  /**
   * Given when the person already belongs to an organization (they came Back from the profile):
   * then it is the only way on, since a person belongs to one organization.
   */
  onContinueToProfile?: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function WelcomeDialog({
  onCreate,
  onJoin,
  onContinueToProfile,
  onLogout,
  isLoggingOut,
}: WelcomeDialogProps) {
  return (
    <BlockingDialog
      title={texts.welcomeTitle}
      description={onContinueToProfile ? texts.welcomeBackGuidance : texts.welcomeGuidance}
    >
      <div className="grid gap-3">
        {onContinueToProfile ? (
          <Button onClick={onContinueToProfile} className="min-h-12">
            <UserPen aria-hidden="true" className="size-5" />
            {texts.continueToProfile}
          </Button>
        ) : (
          <>
            <Button onClick={onCreate} className="min-h-12">
              <Building2 aria-hidden="true" className="size-5" />
              {texts.createNew}
            </Button>
            <Button variant="secondary" onClick={onJoin} className="min-h-12">
              <UserPlus aria-hidden="true" className="size-5" />
              {texts.joinExisting}
            </Button>
          </>
        )}
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
