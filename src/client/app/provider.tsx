import { type DehydratedState, hydrate, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { createQueryClient } from "../lib/query-client";
import { loadSonner, onSonnerRequested, sonnerRequested } from "../lib/toast";
import { readStoredTheme } from "./theme";

const Toaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/** On the server and in the server's first view, nothing has asked for a toast yet. */
const noToastYet = () => false;

/** The toasts' region, from the first toast on (see lib/toast.ts). */
function Toasts() {
  const requested = useSyncExternalStore(onSonnerRequested, sonnerRequested, noToastYet);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={5000}
        closeButton
        richColors
        theme={readStoredTheme()}
      />
    </Suspense>
  );
}

interface AppProviderProps {
  children: ReactNode;
  /** The reads of the server's first view (app/first-view.ts): the page renders with them. */
  firstViewData?: DehydratedState;
}

export function AppProvider({ children, firstViewData }: AppProviderProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (firstViewData) hydrate(client, firstViewData);
    // Every page first asks who is signed in: ask before the first render rather than after
    // its paint, when the guards' effects would (issue 8, the pages' first paints).
    void client.prefetchQuery(currentUserQueryOptions);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
