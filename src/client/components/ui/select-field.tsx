import type { ComponentProps } from "react";
import { controlClasses, Field, type FieldProps } from "./field";

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<"select">, "id" | "className"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
  };

export function SelectField({
  label,
  error,
  optional,
  hint,
  id,
  className,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      optional={optional}
      hint={hint}
      id={id}
      className={className}
    >
      {(control) => (
        <select {...control} {...select} className={controlClasses}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
