import { Plane } from "lucide-react";
import type { ReactNode } from "react";
import { LegalFooter } from "../../../components/legal-footer";
import { authTexts } from "../auth.texts";

/** The frame of the public account pages: brand, one card with the page's h1, legal links. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm">
          <p className="mb-6 flex items-center justify-center gap-2 text-lg font-semibold text-sky-800 dark:text-sky-300">
            <Plane aria-hidden="true" className="size-6" />
            {authTexts.productName}
          </p>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <h1 className="mb-6 text-center text-xl font-semibold">{title}</h1>
            {children}
          </div>
        </div>
      </main>
      <LegalFooter />
    </div>
  );
}
