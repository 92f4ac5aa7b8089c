import { Link } from "react-router";
import { linkClasses } from "../../components/ui/link-classes";
import { SUPPORT_EMAIL } from "../../lib/support";
import { appTexts } from "../app.texts";
import { PublicPageLayout } from "../layout/public-page-layout";

/** No reset form yet: the page points people to support (docs/rules/app.md). */
export function ForgotPasswordRoute() {
  const texts = appTexts.forgotPassword;
  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold">{texts.title}</h1>
        <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{texts.body}</p>
        <p className="mt-3">
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p className="mt-6">
          <Link to="/login" className={linkClasses}>
            {texts.backToSignIn}
          </Link>
        </p>
      </div>
    </PublicPageLayout>
  );
}
