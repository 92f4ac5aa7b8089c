import { PlaneTakeoff } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LegalFooter } from "../../components/legal-footer";
import { appTexts } from "../app.texts";

/** Pages anyone may open: privacy, terms, not found, forgot password. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-sm text-lg font-semibold text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300"
        >
          <PlaneTakeoff aria-hidden="true" className="size-6" />
          {appTexts.productName}
        </Link>
      </header>
      <main className="flex-1 px-4 py-8 sm:py-12">{children}</main>
      <LegalFooter />
    </div>
  );
}
