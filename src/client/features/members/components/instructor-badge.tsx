import { Badge } from "../../../components/ui/badge";
import { membersTexts as texts } from "../members.texts";

/** Beside the role badge of a member who teaches, in the list and on their page. */
export function InstructorBadge() {
  return <Badge tone="success">{texts.instructor.badge}</Badge>;
}
