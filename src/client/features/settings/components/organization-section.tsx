import { Pencil } from "lucide-react";
import type { Organization } from "../../../../shared/organizations/organization.types";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { LoadingMessage } from "../../../components/ui/spinner";
import { organizationMessages, settingsTexts as texts } from "../settings.texts";
import { OrganizationEditForm } from "./organization-edit-form";
import { OrganizationView } from "./organization-view";
import { useEditMode } from "./use-edit-mode";

interface OrganizationSectionProps {
  organization: Organization | undefined;
  isLoading: boolean;
  /** Everyone reads; only admins get 'Edit'. */
  isAdmin: boolean;
}

/** 'Organization Information': the organization as saved, or (admins) the form after 'Edit'. */
export function OrganizationSection({
  organization,
  isLoading,
  isAdmin,
}: OrganizationSectionProps) {
  const { editing, editButton, startEditing, stopEditing } = useEditMode();

  return (
    <Panel
      title={texts.organization.title}
      actions={
        isAdmin &&
        organization &&
        !editing && (
          <Button ref={editButton} variant="secondary" onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-4" />
            {texts.edit}
            <span className="sr-only">{` ${texts.organization.title}`}</span>
          </Button>
        )
      }
    >
      {isLoading ? (
        <LoadingMessage label={texts.loadingOrganization} className="py-6" />
      ) : !organization ? (
        <p className="text-slate-700 dark:text-slate-300">{organizationMessages.fetchFailed}</p>
      ) : editing && isAdmin ? (
        <OrganizationEditForm organization={organization} onDone={stopEditing} />
      ) : (
        <>
          {!isAdmin && (
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              {texts.organization.readOnly}
            </p>
          )}
          <OrganizationView organization={organization} />
        </>
      )}
    </Panel>
  );
}
