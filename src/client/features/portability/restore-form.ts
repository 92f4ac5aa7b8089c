import { z } from "zod";
import { registerFormSchema } from "../../../shared/auth/auth.schemas";
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
 * new password by the sign-up rules (the register form's, confirmation included).
 */
export const restoreFormSchema = registerFormSchema.and(
  z.object({
    setupCode: z.string().trim().min(1, portabilityMessages.setupCodeRequired),
    file: chosenFile,
  }),
);
export type RestoreFormValues = z.infer<typeof restoreFormSchema>;
