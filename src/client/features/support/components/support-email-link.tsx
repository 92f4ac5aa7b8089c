import type { ReactNode } from "react";
import { linkClasses } from "../../../components/ui/link-classes";
import { useSupportEmail } from "../api/use-support-email";

/**
 * A link to write to this installation's contact, showing `children` or the address itself;
 * nothing while no contact is known, rather than an address nobody reads.
 */
export function SupportEmailLink({ children }: { children?: ReactNode }) {
  const email = useSupportEmail();
  if (!email) return null;
  return (
    <a href={`mailto:${email}`} className={linkClasses}>
      {children ?? email}
    </a>
  );
}
