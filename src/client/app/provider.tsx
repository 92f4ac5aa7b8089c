import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { currentUserQueryOptions } from "../features/auth/api/get-current-user";
import { createQueryClient } from "../lib/query-client";
import { loadSonner, onSonnerRequested, sonnerRequested } from "../lib/toast";
import { readStoredTheme } from "./theme";

const Toaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/** The toasts' region, from the first toast on (see lib/toast.ts). */
function Toasts() {
  const requested = useSyncExternalStore(onSonnerRequested, sonnerRequested);
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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
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
