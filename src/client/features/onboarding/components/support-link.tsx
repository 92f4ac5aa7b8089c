import { linkClasses } from "../../../components/ui/link-classes";
import { SUPPORT_EMAIL } from "../../../lib/support";

export function SupportLink({ children }: { children: string }) {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
      {children}
    </a>
  );
}
