import { z } from "zod";
import { importRequestSchema } from "../../../shared/portability/organization-export";
import { withPasswordConfirmation } from "../../lib/new-password";
import { portabilityMessages, portabilityTexts } from "./portability.texts";

/** What the file input holds: a FileList in the browser (anything list-like here). */
const chosenFile = z.custom<FileList>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    "length" in value &&
    (value as ArrayLike<unknown>).length > 0,
  { error: portabilityTexts.restore.fileRequired },
);

/**
 * The restore form: the installation's setup code, the export file, and the restorer's email and
 * new password by the import's rules, the password typed twice. The file is checked here only
 * for being chosen: it is read on submit.
 */
export const restoreFormSchema = withPasswordConfirmation(
  importRequestSchema.pick({ email: true, password: true }),
  "password",
  "confirmPassword",
).and(
  z.object({
    setupCode: z.string().trim().min(1, portabilityMessages.setupCodeRequired),
    file: chosenFile,
  }),
);
export type RestoreFormValues = z.infer<typeof restoreFormSchema>;
