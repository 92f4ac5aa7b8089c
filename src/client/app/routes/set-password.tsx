import { useState } from "react";
import { Link, useLocation } from "react-router";
import { linkClasses } from "../../components/ui/link-classes";
import { authTexts, signInLinkMessages } from "../../features/auth/auth.texts";
import { SetPasswordForm } from "../../features/auth/components/set-password-form";
import { tokenFromHash } from "../../features/auth/password-forms";
import { PublicPageLayout } from "../layout/public-page-layout";

const texts = authTexts.setPassword;

/**
 * The page of a sign-in link (SIGN_IN_LINK_PATH): the token is in the fragment, which no server
 * or log sees. Open to anyone, also while someone else is signed in on this browser: the link
 * signs its own member in.
 */
export function SetPasswordRoute() {
  const fromHash = tokenFromHash(useLocation().hash);
  // Kept when the fragment goes (the form clears it after use); a link pasted into this tab
  // changes only the fragment, and replaces it.
  const [token, setToken] = useState(fromHash);
  if (fromHash && fromHash !== token) setToken(fromHash);
  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold">{texts.title}</h1>
        {token ? (
          <>
            <p className="mt-2 mb-6 text-sm leading-6 text-slate-700 dark:text-slate-300">
              {texts.intro}
            </p>
            <SetPasswordForm key={token} token={token} />
          </>
        ) : (
          <p role="alert" className="mt-3 leading-7 text-slate-700 dark:text-slate-300">
            {signInLinkMessages.invalid}
          </p>
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
