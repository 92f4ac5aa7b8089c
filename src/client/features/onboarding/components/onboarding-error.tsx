import { TriangleAlert } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { onboardingTexts as texts } from "../onboarding.texts";
import { SupportLink } from "./support-link";

/** Refreshing opens the flow afresh, without the `?step=` that may have led here. */
const refresh = () => window.location.replace(window.location.pathname);

export function OnboardingError() {
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <TriangleAlert
          aria-hidden="true"
          className="mx-auto size-10 text-amber-600 dark:text-amber-400"
        />
        <h1 className="mt-3 text-xl font-semibold">{texts.errorTitle}</h1>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{texts.errorBody}</p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Button onClick={refresh}>{texts.refresh}</Button>
          <SupportLink>{texts.contactSupport}</SupportLink>
        </div>
      </div>
    </div>
  );
}
