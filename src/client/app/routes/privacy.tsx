import { privacyPolicy } from "../legal/legal.texts";
import { LegalDocumentPage } from "../legal/legal-document-page";

export function PrivacyRoute() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
