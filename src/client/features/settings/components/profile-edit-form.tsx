import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { profileUpdateSchema } from "../../../../shared/profile/profile.schemas";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { ProfileFields } from "../../../components/forms/profile-fields";
import {
  type ProfileFormValues,
  profileFieldPaths,
  profileFormValues,
} from "../../../components/forms/profile-form-values";
import { Button } from "../../../components/ui/button";
import { isApiError } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { issueMessages, resolverFrom } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import { toProfileUpdate } from "../profile-form";
import { settingsMessages, settingsTexts as texts } from "../settings.texts";

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
      applyServerFieldErrors(error, form.setError, profileFieldPaths);
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
      <div className="space-y-6">
        <ProfileFields form={form} marksRequired={false} />
      </div>
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
