import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { controlClasses, Field, type FieldProps } from "./field";

type InputFieldProps = FieldProps & Omit<ComponentProps<"input">, "id" | "className">;

export function InputField({
  label,
  error,
  optional,
  hint,
  id,
  className,
  ...input
}: InputFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      optional={optional}
      hint={hint}
      id={id}
      className={className}
    >
      {(control) => <input {...control} {...input} className={cn(controlClasses)} />}
    </Field>
  );
}
