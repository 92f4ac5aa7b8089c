import { Link } from "react-router";
import { linkClasses } from "../../components/ui/link-classes";
import { useSupportEmail } from "../../features/support/api/use-support-email";
import { SupportEmailLink } from "../../features/support/components/support-email-link";
import { appTexts } from "../app.texts";
import { PublicPageLayout } from "../layout/public-page-layout";

/** No reset form yet: the page points people to support (docs/rules/app.md). */
export function ForgotPasswordRoute() {
  const texts = appTexts.forgotPassword;
  const supportEmail = useSupportEmail();
  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold">{texts.title}</h1>
        <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{texts.body}</p>
        <p className="mt-3">{supportEmail ? <SupportEmailLink /> : texts.noContact}</p>
        <p className="mt-6">
          <Link to="/login" className={linkClasses}>
            {texts.backToSignIn}
          </Link>
        </p>
      </div>
    </PublicPageLayout>
  );
}
