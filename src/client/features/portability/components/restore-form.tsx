import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { NewPasswordFields } from "../../../components/forms/new-password-fields";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { InputField } from "../../../components/ui/input-field";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useImportOrganization } from "../api/import-organization";
import { readExportFile } from "../export-file";
import { portabilityMessages, portabilityTexts } from "../portability.texts";
import { type RestoreFormValues, restoreFormSchema } from "../restore-form";

const texts = portabilityTexts.restore;

const fileInputClasses =
  "block w-full rounded-md text-sm text-slate-700 dark:text-slate-300 " +
  "file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100 " +
  "dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100 dark:hover:file:bg-slate-700 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";

/**
 * The export file, and the restorer: an administrator in the file, who chooses a new password.
 * The file is read here first, so one that is not an export never leaves the browser.
 */
export function RestoreForm() {
  const restore = useImportOrganization();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RestoreFormValues>({
    resolver: zodResolver(restoreFormSchema),
    defaultValues: { setupCode: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // Registered here, in the order of the fields, so the first error is the one focused.
  const setupCodeField = form.register("setupCode");
  const fileField = form.register("file");

  const onSubmit = form.handleSubmit(async ({ setupCode, file, email, password }) => {
    setFailure(null);
    const text = await file[0]?.text().catch(() => null);
    const reading = typeof text === "string" ? readExportFile(text) : null;
    if (!reading?.ok) {
      const message = reading?.message ?? portabilityMessages.notAnExport;
      form.setError("file", { type: "validate", message }, { shouldFocus: true });
      return;
    }
    try {
      await restore.mutateAsync({ setupCode, email, password, file: reading.file });
      navigate("/dashboard", { replace: true });
    } catch (error) {
      console.error("Restoring the organization failed", error);
      const fields = ["setupCode", "file", "email", "password"] as const;
      if (!applyServerFieldErrors(error, form.setError, fields)) {
        setFailure(errorMessage(error, portabilityMessages.importFailed));
      }
    }
  });

  const busy = isSubmitting || restore.isPending || restore.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <InputField
        label={texts.setupCodeLabel}
        hint={texts.setupCodeHint}
        autoComplete="off"
        spellCheck={false}
        required
        error={errors.setupCode?.message}
        {...setupCodeField}
      />
      <Field label={texts.fileLabel} hint={texts.fileHint} error={errors.file?.message}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".json,application/json"
            required
            className={fileInputClasses}
            {...fileField}
          />
        )}
      </Field>
      <InputField
        label={texts.emailLabel}
        hint={texts.emailHint}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <NewPasswordFields
        form={form}
        password={{ name: "password", label: texts.passwordLabel }}
        confirmation={{ name: "confirmPassword", label: texts.confirmPasswordLabel }}
      />
      <p className="flex items-start gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <Info
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-400"
        />
        <span>{texts.membersNote}</span>
      </p>
      <FormAlert message={failure} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? texts.restoring : texts.restore}
      </Button>
    </form>
  );
}
