import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client";
import { readStoredTheme } from "./theme";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-right"
        duration={5000}
        closeButton
        richColors
        theme={readStoredTheme()}
      />
    </QueryClientProvider>
  );
}
