import { Link } from "react-router";
import { linkClasses } from "../../components/ui/link-classes";
import { LoadingMessage } from "../../components/ui/spinner";
import { useInstallation } from "../../features/portability/api/get-installation";
import { RestoreForm } from "../../features/portability/components/restore-form";
import {
  portabilityMessages,
  portabilityTexts,
} from "../../features/portability/portability.texts";
import { PublicPageLayout } from "../layout/public-page-layout";

const texts = portabilityTexts.restore;

/**
 * Restoring an organization from its export, on an installation nobody uses yet. When the
 * installation is known to be in use the form is not offered; when that cannot be learnt it
 * is, and the server has the last word.
 */
export function RestoreRoute() {
  const installation = useInstallation();
  const inUse = installation.data?.acceptsImport === false;
  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold">{texts.title}</h1>
        <p className="mt-2 mb-6 text-sm leading-6 text-slate-700 dark:text-slate-300">
          {texts.intro} {!inUse && texts.freshOnly}
        </p>
        {installation.isPending ? (
          <LoadingMessage label={texts.loading} className="py-6" />
        ) : inUse ? (
          <p role="status" className="text-slate-700 dark:text-slate-300">
            {portabilityMessages.notFresh}
          </p>
        ) : (
          <RestoreForm />
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className={linkClasses}>
            {texts.toSignIn}
          </Link>
        </p>
      </div>
    </PublicPageLayout>
  );
}
