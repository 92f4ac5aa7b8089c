import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type ProfileInput,
  profileInputSchema,
  toProfilePayload,
} from "../../../../shared/profile/profile.schemas";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { BlockingDialog, DialogActions } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useSaveProfile } from "../api/save-profile";
import { profileMessages, onboardingTexts as texts } from "../onboarding.texts";
import { AddressFields, EmergencyContactFields, PersonalFields } from "./profile-fields";

const fieldNames = [
  "firstName",
  "lastName",
  "phoneNumber",
  "address.street",
  "address.apartment",
  "address.unit",
  "address.city",
  "address.state",
  "address.postalCode",
  "address.country",
  "emergencyContact.name",
  "emergencyContact.relationship",
  "emergencyContact.phone",
  "emergencyContact.address",
] as const;

/** Starts from what the user already has, so coming back to this step loses nothing. */
function initialValues(user: CurrentUser): ProfileInput {
  const address =
    typeof user.address === "object" && user.address !== null ? user.address : undefined;
  const contact = user.emergencyContact;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    address: {
      street: address?.street ?? "",
      apartment: address?.apartment ?? "",
      unit: address?.unit ?? "",
      city: address?.city ?? "",
      state: address?.state ?? "",
      postalCode: address?.postalCode ?? "",
      country: address?.country ?? "",
    },
    emergencyContact: {
      name: contact?.name ?? "",
      relationship: contact?.relationship ?? "",
      phone: contact?.phone ?? "",
      address: contact?.address ?? "",
    },
  };
}

interface ProfileDialogProps {
  user: CurrentUser;
  onSaved: () => void;
  onBack: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function ProfileDialog({
  user,
  onSaved,
  onBack,
  onLogout,
  isLoggingOut,
}: ProfileDialogProps) {
  const save = useSaveProfile();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: initialValues(user),
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toProfilePayload(values), {
      onSuccess: onSaved,
      onError: (error) => applyServerFieldErrors(error, form.setError, fieldNames),
    }),
  );

  return (
    <BlockingDialog title={texts.profileTitle} description={texts.profileHint} size="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <PersonalFields form={form} />
        <AddressFields form={form} />
        <EmergencyContactFields form={form} />
        <FormAlert message={save.isError ? profileMessages.saveFailed : null} />
        <DialogActions
          secondary={
            <Button variant="ghost" onClick={onLogout} disabled={isLoggingOut}>
              {texts.logout}
            </Button>
          }
          primary={
            <>
              <Button variant="secondary" onClick={onBack} disabled={save.isPending}>
                {texts.back}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? texts.saving : texts.saveAndContinue}
              </Button>
            </>
          }
        />
      </form>
    </BlockingDialog>
  );
}
