import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { settingsTexts } from "../settings.texts";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccountDialog } from "./delete-account-dialog";

const texts = settingsTexts.account;

/** 'Account': changing the password and deleting the account. */
export function AccountSection() {
  const [deleting, setDeleting] = useState(false);

  return (
    <Panel title={texts.title}>
      <ChangePasswordForm />
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <div>
          <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">
            {texts.deleteTitle}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{texts.deleteHint}</p>
        </div>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {texts.deleteAccount}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Panel>
  );
}
