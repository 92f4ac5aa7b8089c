import { useCallback, useEffect, useRef, useState } from "react";

/** The copy confirmation shows for 2 seconds (docs/rules/app.md). */
export const COPY_CONFIRMATION_MS = 2000;

export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies text to the clipboard and reports the outcome for 2 seconds. The clipboard can be
 * refused (permissions, an insecure page), so failure is a state too, not an exception.
 */
export function useCopyToClipboard(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch (error) {
      console.error("Copying to the clipboard failed", error);
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
  }, []);

  return { state, copy };
}
