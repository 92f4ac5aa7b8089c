import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { createQueryClient } from "../lib/query-client";
import { loadSonner, onSonnerRequested, sonnerRequested } from "../lib/toast";
import { type ViewerTime, ViewerTimeContext } from "../lib/viewer-time";
import type { FirstViewState } from "./first-view";
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
  /**
   * The server's first view (app/first-view.ts): the page renders with its reads, its clock and
   * the browser's zone as the server knew it.
   */
  firstView?: FirstViewState;
}

export function AppProvider({ children, firstView }: AppProviderProps) {
  const [viewerTime] = useState<ViewerTime>(() => ({
    browserTimeZone: firstView?.browserTimeZone ?? null,
    renderedAt: firstView?.renderedAt ?? null,
    weatherUnits: firstView?.weatherUnits ?? null,
  }));
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (firstView) hydrate(client, firstView.reads);
    // Every page first asks who is signed in: ask before the first render rather than after
    // its paint, when the guards' effects would (the pages' first paints, decision 0012).
    void client.prefetchQuery(currentUserQueryOptions);
    return client;
  });
  return (
    <ViewerTimeContext value={viewerTime}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </ViewerTimeContext>
  );
}
