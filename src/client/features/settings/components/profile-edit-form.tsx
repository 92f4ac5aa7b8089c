import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { profileUpdateSchema } from "../../../../shared/profile/profile.schemas";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { Button } from "../../../components/ui/button";
import { isApiError } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { toast } from "../../../lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import { issueMessages, resolverFrom } from "../form-resolver";
import { type ProfileFormValues, profileFormValues, toProfileUpdate } from "../profile-form";
import { settingsMessages, settingsTexts as texts } from "../settings.texts";
import { ProfileEditFields } from "./profile-edit-fields";

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

/** The same rules as the server's: lengths only, nothing required. */
const resolver = resolverFrom<ProfileFormValues>((values) => {
  const parsed = profileUpdateSchema.safeParse(toProfileUpdate(values));
  return parsed.success ? {} : issueMessages(parsed.error.issues);
});

interface ProfileEditFormProps {
  user: CurrentUser;
  onDone: () => void;
}

export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({ resolver, defaultValues: profileFormValues(user) });

  useEffect(() => form.setFocus("firstName"), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(toProfileUpdate(values));
      toast.success(settingsMessages.profileUpdated);
      onDone();
    } catch (error) {
      console.error("Updating the profile failed", error);
      applyServerFieldErrors(error, form.setError, fieldNames);
      toast.error(
        isApiError(error) && error.message
          ? `${settingsMessages.profileUpdateFailed}: ${error.message}`
          : settingsMessages.profileUpdateFailed,
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">{texts.profile.allOptional}</p>
      <ProfileEditFields form={form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
