import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { InputField } from "../ui/input-field";

interface NewPasswordField<T extends FieldValues> {
  name: Path<T>;
  label: string;
}

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  password: NewPasswordField<T>;
  confirmation: NewPasswordField<T>;
}

/**
 * The new password and its confirmation (see withPasswordConfirmation), as two sibling fields
 * so they can sit in the form's own layout. The browser's password manager offers a new one.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  password,
  confirmation,
}: NewPasswordFieldsProps<T>) {
  return (
    <>
      {[password, confirmation].map(({ name, label }) => (
        <InputField
          key={name}
          label={label}
          type="password"
          autoComplete="new-password"
          required
          error={form.getFieldState(name, form.formState).error?.message}
          {...form.register(name)}
        />
      ))}
    </>
  );
}
