import { type ReactNode, useCallback, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import {
  deriveOnboardingStep,
  type OnboardingStep,
  previousOnboardingStep,
} from "../../../shared/onboarding/onboarding-step";
import { FullScreenSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { useSignOut } from "../../features/auth/api/sign-out";
import { CompleteDialog } from "../../features/onboarding/components/complete-dialog";
import { OnboardingError } from "../../features/onboarding/components/onboarding-error";
import { ProfileDialog } from "../../features/onboarding/components/profile-dialog";
import { WelcomeDialog } from "../../features/onboarding/components/welcome-dialog";
import { startingStep } from "../../features/onboarding/starting-step";
import { CreateOrganizationDialog } from "../../features/organizations/components/create-organization-dialog";
import { JoinOrganizationDialog } from "../../features/organizations/components/join-organization-dialog";
import { invitationCodeOf } from "../../features/organizations/invitation-link";
import { appTexts } from "../app.texts";

/**
 * The step comes from the user (docs/rules/accounts.md); a link may ask for a step with `?step=`,
 * which is honoured only where the person could have gone by hand. A local step records the moves
 * made on this page: initial to create or join, the back moves, and the complete step shown after
 * the profile is saved. A person who arrives already onboarded goes straight to the dashboard.
 */
export function OnboardingRoute() {
  const { user, isLoading } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [localStep, setLocalStep] = useState<OnboardingStep | null>(null);
  const goToDashboard = useCallback(() => navigate("/dashboard", { replace: true }), [navigate]);

  if (isLoading) return <FullScreenSpinner label={appTexts.loading} />;
  if (!user) return <Navigate to="/login" replace />;

  const derivedStep = deriveOnboardingStep(user);
  if (derivedStep === "complete" && localStep === null) return <Navigate to="/dashboard" replace />;

  // A requested step that is none of the five: the 'Onboarding Error' page.
  const start = startingStep(derivedStep, searchParams.get("step"));
  if (start === undefined) {
    return (
      <main className="min-h-dvh">
        <OnboardingError />
      </main>
    );
  }

  const logout = { onLogout: signOut, isLoggingOut: isSigningOut };
  const back = (from: OnboardingStep) => () => setLocalStep(previousOnboardingStep(from));
  // After a create or join the refreshed user says "profile", so the local move is dropped.
  const followUser = () => setLocalStep(null);

  const dialogs: Record<OnboardingStep, () => ReactNode> = {
    initial: () => (
      <WelcomeDialog
        onCreate={() => setLocalStep("create")}
        onJoin={() => setLocalStep("join")}
        // Back from the profile lands here; a member of an organization can only go forward.
        onContinueToProfile={user.orgId ? () => setLocalStep("profile") : undefined}
        {...logout}
      />
    ),
    create: () => (
      <CreateOrganizationDialog onCancel={back("create")} onCreated={followUser} {...logout} />
    ),
    join: () => (
      <JoinOrganizationDialog
        initialCode={invitationCodeOf(searchParams)}
        onBack={back("join")}
        onJoined={followUser}
        {...logout}
      />
    ),
    profile: () => (
      <ProfileDialog
        user={user}
        onSaved={() => setLocalStep("complete")}
        onBack={back("profile")}
        {...logout}
      />
    ),
    complete: () => (
      <CompleteDialog onContinue={goToDashboard} onBack={back("complete")} {...logout} />
    ),
  };

  return <main className="min-h-dvh">{dialogs[localStep ?? start]()}</main>;
}
