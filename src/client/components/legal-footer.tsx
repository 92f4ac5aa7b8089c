import { Link } from "react-router";

const texts = { legal: "Legal", privacy: "Privacy Policy", terms: "Terms of Use" } as const;

const footerLink =
  "rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600";

/** The page footer of the public pages, linking the privacy policy and the terms. */
export function LegalFooter() {
  return (
    <footer className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
      <nav aria-label={texts.legal} className="flex justify-center gap-6">
        <Link to="/privacy" className={footerLink}>
          {texts.privacy}
        </Link>
        <Link to="/terms" className={footerLink}>
          {texts.terms}
        </Link>
      </nav>
    </footer>
  );
}
