import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { appTexts } from "../app.texts";
import { PublicPageLayout } from "../layout/public-page-layout";

export function NotFoundRoute() {
  const texts = appTexts.notFound;
  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-md py-12 text-center">
        <p className="text-5xl font-bold text-sky-700 dark:text-sky-400">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{texts.title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{texts.body}</p>
        <Link to="/" className={buttonClasses("primary", "mt-8")}>
          {texts.home}
        </Link>
      </div>
    </PublicPageLayout>
  );
}
