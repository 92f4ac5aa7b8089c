import { termsOfUse } from "../legal/legal.texts";
import { LegalDocumentPage } from "../legal/legal-document-page";

export function TermsRoute() {
  return <LegalDocumentPage document={termsOfUse} />;
}
