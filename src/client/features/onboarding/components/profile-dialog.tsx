import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import {
  type ProfileInput,
  profileInputSchema,
  toProfilePayload,
} from "../../../../shared/profile/profile.schemas";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { ProfileFields } from "../../../components/forms/profile-fields";
import {
  type ProfileFormValues,
  profileFieldPaths,
  profileFormValues,
} from "../../../components/forms/profile-form-values";
import { BlockingDialog, DialogActions } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useSaveProfile } from "../api/save-profile";
import { profileMessages, onboardingTexts as texts } from "../onboarding.texts";

/**
 * Starts from what the user already has, so coming back to this step loses nothing. An address
 * kept as plain text (an imported member's) starts the fields empty here.
 */
function initialValues(user: CurrentUser): ProfileFormValues {
  return profileFormValues(typeof user.address === "string" ? { ...user, address: null } : user);
}

/** The form holds every field as text; the schema's input, where parts may be absent, takes it. */
const resolver = zodResolver(profileInputSchema) as Resolver<
  ProfileFormValues,
  unknown,
  ProfileInput
>;

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
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver,
    defaultValues: initialValues(user),
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toProfilePayload(values), {
      onSuccess: onSaved,
      onError: (error) => applyServerFieldErrors(error, form.setError, profileFieldPaths),
    }),
  );

  return (
    <BlockingDialog title={texts.profileTitle} description={texts.profileHint} size="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <ProfileFields form={form} marksRequired emergencyNote={texts.emergencyOptional} />
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
