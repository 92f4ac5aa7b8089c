import { Pencil } from "lucide-react";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { settingsTexts as texts } from "../settings.texts";
import { ProfileEditForm } from "./profile-edit-form";
import { ProfileView } from "./profile-view";
import { useEditMode } from "./use-edit-mode";

/** 'Profile Information': the saved profile, or the form after 'Edit'. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const { editing, editButton, startEditing, stopEditing } = useEditMode();

  return (
    <Panel
      title={texts.profile.title}
      actions={
        !editing && (
          <Button ref={editButton} variant="secondary" onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-4" />
            {texts.edit}
            <span className="sr-only">{` ${texts.profile.title}`}</span>
          </Button>
        )
      }
    >
      {editing ? <ProfileEditForm user={user} onDone={stopEditing} /> : <ProfileView user={user} />}
    </Panel>
  );
}
