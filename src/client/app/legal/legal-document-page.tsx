import { useSupportEmail } from "../../features/support/api/use-support-email";
import { SupportEmailLink } from "../../features/support/components/support-email-link";
import { PublicPageLayout } from "../layout/public-page-layout";
import { type LegalDocument, legalTexts } from "./legal.texts";

export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const supportEmail = useSupportEmail();
  return (
    <PublicPageLayout>
      <article className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-3xl font-semibold tracking-tight">{document.title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {legalTexts.effectiveDate}
        </p>
        <p className="mt-6 leading-7">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section className="mt-8">
          <h2 className="text-xl font-semibold">{legalTexts.contactHeading}</h2>
          {supportEmail ? (
            <p className="mt-3 leading-7">
              {legalTexts.contactLead} <SupportEmailLink />.
            </p>
          ) : (
            <p className="mt-3 leading-7">{legalTexts.noContact}</p>
          )}
        </section>
      </article>
    </PublicPageLayout>
  );
}
