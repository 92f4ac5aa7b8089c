import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import { useCurrentUser } from "../features/auth/api/get-current-user";
import { queryKeys } from "../lib/query-keys";

const EVENTS_PATH = "/api/events";

/**
 * Keeps open screens current while a signed-in, onboarded user has the app open: the server's
 * event stream says that a booking, an aircraft or the organization itself changed (its zone
 * decides every time shown, its currency every amount), and the matching reads are refreshed (screens read the details through the API, which applies the viewer's
 * permissions). EventSource reconnects by itself; after a reconnect everything is read again,
 * since notices may have been missed in between.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const active = Boolean(user && isOnboardingComplete(user));
  const orgId = user?.orgId;

  useEffect(() => {
    if (!active || !orgId || typeof EventSource === "undefined") return;
    const source = new EventSource(EVENTS_PATH);
    const refreshBookings = () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    const refreshAircraft = () => queryClient.invalidateQueries({ queryKey: queryKeys.aircraft });
    const refreshOrganization = () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.currentOrganization });
    const refreshAll = () => {
      void refreshBookings();
      void refreshAircraft();
      void refreshOrganization();
    };
    let interrupted = false;
    source.addEventListener("booking", refreshBookings);
    source.addEventListener("aircraft", refreshAircraft);
    source.addEventListener("organization", refreshOrganization);
    // The server lost its database connection for a while and may have missed notices.
    source.addEventListener("resync", refreshAll);
    source.addEventListener("error", () => {
      interrupted = true;
    });
    source.addEventListener("open", () => {
      if (!interrupted) return;
      interrupted = false;
      refreshAll();
    });
    return () => source.close();
  }, [active, orgId, queryClient]);
}
