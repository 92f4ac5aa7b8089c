/**
 * The four kinds of notification (docs/rules/app.md); the Toaster sets position and lifetime.
 *
 * sonner is loaded with the first toast, not with the app: no page needs it to be shown, and
 * the sign-in page has a budget of JavaScript (docs/benchmark-budgets.md). The Toaster is mounted
 * at that moment too (app/provider.tsx); sonner hands it the toasts made before it subscribed.
 */
type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "info" | "warning";

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether a toast has been asked for yet, as `useSyncExternalStore` reads it. */
export const sonnerRequested = () => sonner !== undefined;

export function onSonnerRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const show = (kind: Kind) => (message: string) => {
  void loadSonner().then(({ toast }) => toast[kind](message));
};

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
};
