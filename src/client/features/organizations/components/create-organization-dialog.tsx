import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  type CreateOrganizationData,
  type CreateOrganizationInput,
  createOrganizationInputSchema,
} from "../../../../shared/organizations/organization.schemas";
import { isKnownTimeZone } from "../../../../shared/organizations/time-zone";
import { BlockingDialog, DialogActions } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { browserTimeZone } from "../../../lib/viewer-time";
import { useCreateOrganization } from "../api/create-organization";
import { organizationMessages, organizationTexts as texts } from "../organizations.texts";
import { CreateOrganizationFields } from "./create-organization-fields";
import { OrganizationReview } from "./organization-review";

const fieldNames = [
  "name",
  "type",
  "icaoCode",
  "airportName",
  "city",
  "country",
  "contactEmail",
  "phone",
  "website",
  "airportAddress",
  "timezone",
  "currency",
] as const;

const emptyForm: CreateOrganizationInput = {
  name: "",
  type: "club",
  icaoCode: "",
  airportName: "",
  city: "",
  country: "",
  contactEmail: "",
  phone: "",
  website: "",
  airportAddress: "",
  timezone: "UTC",
  currency: "USD",
};

/** The creator's browser's zone, proposed as the organization's (UTC if this one is unknown). */
const proposedTimeZone = () => {
  const zone = browserTimeZone();
  return isKnownTimeZone(zone) ? zone : "UTC";
};

interface CreateOrganizationDialogProps {
  onCancel: () => void;
  onCreated: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** Form, then review, then create. The form stays mounted in state so Back keeps the values. */
export function CreateOrganizationDialog({
  onCancel,
  onCreated,
  onLogout,
  isLoggingOut,
}: CreateOrganizationDialogProps) {
  const [reviewed, setReviewed] = useState<CreateOrganizationData | null>(null);
  const create = useCreateOrganization();
  const form = useForm<CreateOrganizationInput, unknown, CreateOrganizationData>({
    resolver: zodResolver(createOrganizationInputSchema),
    defaultValues: { ...emptyForm, timezone: proposedTimeZone() },
  });

  const toReview = form.handleSubmit((values) => {
    create.reset();
    setReviewed(values);
  });

  const submit = (values: CreateOrganizationData) =>
    create.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        // Field problems are fixed on the form, so go back there to show them.
        if (applyServerFieldErrors(error, form.setError, fieldNames)) setReviewed(null);
      },
    });

  const leaveActions = (
    <>
      <Button variant="ghost" onClick={onLogout} disabled={isLoggingOut}>
        {texts.logout}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
        {texts.cancel}
      </Button>
    </>
  );

  if (reviewed) {
    return (
      <BlockingDialog title={texts.reviewTitle} description={texts.reviewGuidance} size="lg">
        <OrganizationReview values={reviewed} />
        <div className="mt-4">
          <FormAlert
            message={
              create.isError ? errorMessage(create.error, organizationMessages.createFailed) : null
            }
          />
        </div>
        <DialogActions
          secondary={leaveActions}
          primary={
            <>
              <Button
                variant="secondary"
                onClick={() => setReviewed(null)}
                disabled={create.isPending}
              >
                {texts.back}
              </Button>
              <Button onClick={() => submit(reviewed)} disabled={create.isPending}>
                {create.isPending ? texts.creating : texts.createOrganization}
              </Button>
            </>
          }
        />
      </BlockingDialog>
    );
  }

  return (
    <BlockingDialog title={texts.createTitle} description={texts.createGuidance} size="lg">
      <form onSubmit={toReview} noValidate>
        <CreateOrganizationFields form={form} />
        <DialogActions
          secondary={leaveActions}
          primary={<Button type="submit">{texts.review}</Button>}
        />
      </form>
    </BlockingDialog>
  );
}
