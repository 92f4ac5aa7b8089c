import { useEffect, useMemo } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { Organization } from "../../../../shared/organizations/organization.types";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { isApiError } from "../../../lib/api-client";
import { leafPaths, resolverFrom } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useUpdateOrganization } from "../api/update-organization";
import {
  confirmingZoneAndCurrency,
  type OrganizationFormValues,
  organizationFormValues,
  toOrganizationUpdate,
} from "../organization-form";
import { FORM_ERROR_PATH, validateOrganizationUpdate } from "../organization-form-validation";
import { organizationMessages, settingsMessages, settingsTexts as texts } from "../settings.texts";
import { OrganizationAboutFields } from "./organization-about-fields";
import {
  OrganizationAirportFields,
  OrganizationGeneralFields,
} from "./organization-general-fields";
import {
  OrganizationBillingFields,
  OrganizationOperationsFields,
} from "./organization-settings-fields";

interface OrganizationEditFormProps {
  organization: Organization;
  onDone: () => void;
}

/** The admin's edit of the organization. Only what changed is sent. */
export function OrganizationEditForm({ organization, onDone }: OrganizationEditFormProps) {
  const save = useUpdateOrganization();
  const initial = useMemo(() => organizationFormValues(organization), [organization]);
  const resolver = useMemo(
    () =>
      resolverFrom<OrganizationFormValues>((values) => {
        const update = toOrganizationUpdate(values, initial);
        return update ? validateOrganizationUpdate(update, values, organization.settings) : {};
      }),
    [initial, organization.settings],
  );
  const form = useForm<OrganizationFormValues>({ resolver, defaultValues: initial });
  // The form's field names, which are the API's paths.
  const fieldNames = useMemo(() => new Set(leafPaths({ ...initial })), [initial]);

  useEffect(() => form.setFocus("name"), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const update = confirmingZoneAndCurrency(
      toOrganizationUpdate(values, initial),
      values,
      organization.settings.timeZoneAndCurrencyConfirmed === true,
    );
    if (!update) {
      onDone();
      return;
    }
    try {
      await save.mutateAsync(update);
      toast.success(settingsMessages.organizationUpdated);
      onDone();
    } catch (error) {
      console.error("Updating the organization failed", error);
      const invalidSettings =
        isApiError(error) && error.message === organizationMessages.invalidSettings;
      // Field messages go under their fields; the rest (settings as a whole) above the buttons.
      const fields = isApiError(error) ? Object.entries(error.fields) : [];
      for (const [index, [path, message]] of fields.entries()) {
        const name = (
          fieldNames.has(path) ? path : FORM_ERROR_PATH
        ) as FieldPath<OrganizationFormValues>;
        form.setError(name, { type: "server", message }, { shouldFocus: index === 0 });
      }
      if (fields.length === 0 && isApiError(error) && error.fromServer) {
        form.setError(FORM_ERROR_PATH, { type: "server", message: error.message });
      }
      toast.error(
        invalidSettings
          ? organizationMessages.invalidSettings
          : settingsMessages.organizationUpdateFailed,
      );
    }
  });

  const rootError = form.formState.errors.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <OrganizationGeneralFields form={form} />
      <OrganizationAirportFields form={form} />
      <OrganizationOperationsFields form={form} />
      <OrganizationBillingFields form={form} />
      <OrganizationAboutFields form={form} />
      <FormAlert message={rootError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
