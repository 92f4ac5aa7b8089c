import { z } from "zod";
import { authMessages } from "../../shared/auth/auth.schemas";

/**
 * A form that sets a new password asks for it twice. The second typing is the form's alone (no
 * server input has it), so it is added here to the server's input schema, whose password rules
 * the form keeps. The mismatch shows under the confirmation.
 */
export function withPasswordConfirmation<
  Shape extends z.ZodRawShape,
  Password extends keyof Shape & string,
  Confirmation extends string,
>(schema: z.ZodObject<Shape>, password: Password, confirmation: Confirmation) {
  const confirmationShape = { [confirmation]: z.string() } as Record<Confirmation, z.ZodString>;
  return schema
    .extend(confirmationShape)
    .refine((values: Record<string, unknown>) => values[password] === values[confirmation], {
      message: authMessages.passwordsDoNotMatch,
      path: [confirmation],
    });
}
