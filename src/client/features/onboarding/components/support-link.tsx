import { SupportEmailLink } from "../../support/components/support-email-link";

export function SupportLink({ children }: { children: string }) {
  return <SupportEmailLink>{children}</SupportEmailLink>;
}
