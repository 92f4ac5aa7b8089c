import { Link } from "react-router";
import { linkClasses } from "../../../components/ui/link-classes";
import { useInstallation } from "../api/get-installation";
import { portabilityTexts } from "../portability.texts";

const texts = portabilityTexts.restoreLink;

/**
 * On the sign-in and sign-up pages of an installation nobody uses yet: the way to restore an
 * organization there. Nothing while the answer is pending or when it cannot be had.
 */
export function RestoreLink() {
  const installation = useInstallation();
  if (!installation.data?.acceptsImport) return null;
  return (
    <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      {texts.question}{" "}
      <Link to="/restore" className={linkClasses}>
        {texts.link}
      </Link>
    </p>
  );
}
