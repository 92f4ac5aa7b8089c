import { RefreshCw } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmButton } from "../../../components/ui/confirm-button";
import { LoadingMessage } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { useCurrentOrganization } from "../api/get-current-organization";
import { useRotateJoinCode } from "../api/rotate-join-code";
import { invitationTexts as texts } from "../organizations.texts";
import { InvitationCodeCopy } from "./invitation-code-copy";
import { InvitationLinkCopy } from "./invitation-link-copy";

interface InvitationCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Admins may also replace the code, e.g. when it has leaked. */
  isAdmin: boolean;
}

/** The organization's invitation code to share, with Copy, Close and (admins) a new code. */
export function InvitationCodeDialog({ open, onOpenChange, isAdmin }: InvitationCodeDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60 backdrop-blur-[2px]" />
        <InvitationCodeContent isAdmin={isAdmin} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const contentClasses =
  "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 " +
  "overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 dark:bg-slate-900";

/** Mounted only while the dialog is open, so opening it reads the organization again if stale. */
function InvitationCodeContent({ isAdmin }: { isAdmin: boolean }) {
  const organization = useCurrentOrganization();
  const rotate = useRotateJoinCode();
  const code = organization.data?.joinCode;
  // Opened by a button of the page, not a Dialog.Trigger: focus goes back to it on close.
  const [opener] = useState(() => document.activeElement);

  const onConfirm = async () => {
    try {
      await rotate.mutateAsync();
      toast.success(texts.generated);
    } catch (error) {
      console.error("Generating a new invitation code failed", error);
      toast.error(texts.generateFailed);
    }
  };

  return (
    // Described by the sharing sentence when there is a code to share, by nothing otherwise.
    <Dialog.Content
      className={contentClasses}
      {...(code ? {} : { "aria-describedby": undefined })}
      onCloseAutoFocus={(event) => {
        if (opener instanceof HTMLElement && opener.isConnected) {
          event.preventDefault();
          opener.focus();
        }
      }}
    >
      <Dialog.Title className="text-xl font-semibold text-slate-900 dark:text-slate-50">
        {texts.title}
      </Dialog.Title>
      {organization.isPending ? (
        <LoadingMessage label={texts.loading} className="mt-5 justify-start py-4" />
      ) : (
        <InvitationCodeBody code={code} />
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {isAdmin && organization.data && (
            <ConfirmButton
              variant="ghost"
              className="w-full sm:-ml-3 sm:w-auto"
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              label={texts.generateNewCode}
              question={texts.generateQuestion}
              pendingLabel={texts.generating}
              cancelLabel={texts.cancel}
              onConfirm={onConfirm}
            />
          )}
        </div>
        <Dialog.Close asChild>
          <Button variant="secondary">{texts.close}</Button>
        </Dialog.Close>
      </div>
    </Dialog.Content>
  );
}

function InvitationCodeBody({ code }: { code: string | undefined }) {
  return (
    <div className="mt-4 space-y-4">
      {code ? (
        <>
          <Dialog.Description className="text-sm text-slate-700 dark:text-slate-300">
            {texts.share}
          </Dialog.Description>
          <InvitationCodeCopy code={code} size="lg" />
          <InvitationLinkCopy code={code} />
        </>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{texts.noCode}</p>
      )}
    </div>
  );
}
