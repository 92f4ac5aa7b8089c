import { Check, Copy } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useCopyToClipboard } from "../../lib/use-copy-to-clipboard";
import { Button } from "./button";

export interface CopyTexts {
  /** The button's text. */
  copy: string;
  /** The button's accessible name: what it copies. */
  label: string;
  copied: string;
  failed: string;
}

interface CopyWithStatusProps {
  value: string;
  texts: CopyTexts;
  /** What is copied, laid out with the Copy button it is handed. */
  children: (button: ReactNode) => ReactNode;
  /** The space between them and the status line below. */
  statusClassName?: string;
  buttonClassName?: string;
}

/**
 * Something to copy with its Copy button, and below them the outcome for 2 seconds
 * ('Copied to clipboard!', or why not): a code, an invitation link, a sign-in link.
 */
export function CopyWithStatus({
  value,
  texts,
  children,
  statusClassName = "mt-2",
  buttonClassName,
}: CopyWithStatusProps) {
  const { state, copy } = useCopyToClipboard();
  const button = (
    <Button
      variant="secondary"
      aria-label={texts.label}
      onClick={() => copy(value)}
      className={buttonClassName}
    >
      {state === "copied" ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {texts.copy}
    </Button>
  );
  return (
    <>
      {children(button)}
      <p
        role="status"
        className={cn(
          "min-h-5 text-sm",
          statusClassName,
          state === "failed"
            ? "text-red-700 dark:text-red-400"
            : "text-emerald-800 dark:text-emerald-300",
        )}
      >
        {state === "copied" ? texts.copied : state === "failed" ? texts.failed : ""}
      </p>
    </>
  );
}
