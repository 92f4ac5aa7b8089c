import { KeyRound } from "lucide-react";
import type { SignInLink } from "../../../../shared/auth/sign-in-link";
import { Button } from "../../../components/ui/button";
import { CopyWithStatus } from "../../../components/ui/copy-with-status";
import { controlClasses, Field } from "../../../components/ui/field";
import { Panel } from "../../../components/ui/panel";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatTimestamp } from "../../../lib/date-format";
import { toast } from "../../../lib/toast";
import { useTimeZone } from "../../../lib/viewer-time";
import { useCreateSignInLink } from "../api/create-sign-in-link";
import { membersTexts, signInLinkMessages } from "../members.texts";

const texts = membersTexts.signInLink;

/** The link to pass on, with Copy and 'Copied to clipboard!' for 2 seconds, and its expiry. */
function SignInLinkCopy({ link }: { link: SignInLink }) {
  const timeZone = useTimeZone();
  const expires = formatTimestamp(link.expiresAt, timeZone);
  return (
    <div className="space-y-2">
      <CopyWithStatus
        value={link.url}
        texts={{
          copy: texts.copy,
          label: texts.copyLink,
          copied: texts.copied,
          failed: texts.copyFailed,
        }}
        statusClassName=""
        buttonClassName="shrink-0"
      >
        {(button) => (
          <Field label={texts.linkLabel}>
            {(control) => (
              <div className="flex gap-2">
                <input
                  {...control}
                  readOnly
                  value={link.url}
                  onFocus={(event) => event.currentTarget.select()}
                  className={cn(controlClasses, "font-mono")}
                />
                {button}
              </div>
            )}
          </Field>
        )}
      </CopyWithStatus>
      {expires && (
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {texts.expires(expires)}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{texts.send}</p>
    </div>
  );
}

/**
 * For a member without a password (they came with an imported organization): the admin creates
 * a one-time sign-in link to send them. A new link may be created at any time.
 */
export function SignInLinkPanel({ memberId }: { memberId: string }) {
  const create = useCreateSignInLink(memberId);

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: () => toast.success(signInLinkMessages.created),
      onError: (error) => {
        console.error("Creating a sign-in link failed", error);
        if (isApiError(error, 409)) {
          toast.error(errorMessage(error, signInLinkMessages.memberHasPassword));
        } else if (isApiError(error) && error.fromServer) {
          toast.error(`${signInLinkMessages.createFailed}: ${error.message}`);
        } else {
          toast.error(signInLinkMessages.createFailed);
        }
      },
    });

  return (
    <Panel title={texts.title}>
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-slate-800 dark:text-slate-200">
            <KeyRound
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400"
            />
            {texts.noPassword}
          </p>
          <Button
            variant={create.data ? "secondary" : "primary"}
            onClick={onCreate}
            disabled={create.isPending}
            className="shrink-0"
          >
            {create.isPending ? texts.creating : create.data ? texts.createAnother : texts.create}
          </Button>
        </div>
        {create.data && <SignInLinkCopy link={create.data} />}
      </div>
    </Panel>
  );
}
