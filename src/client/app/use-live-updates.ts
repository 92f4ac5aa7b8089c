import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isOnboardingComplete } from "../../shared/onboarding/onboarding-step";
import { useCurrentUser } from "../features/auth/api/get-current-user";
import { queryKeys } from "../lib/query-keys";

const EVENTS_PATH = "/api/events";

/**
 * Keeps open screens current while a signed-in, onboarded user has the app open: the server's
 * event stream says that a booking, an aircraft, a member or the organization itself changed
 * (its zone decides every time shown, its currency every amount), or an instructor's hours or
 * time off, and the matching reads are
 * refreshed (screens read the details through the API, which applies the viewer's
 * permissions). A change of the viewer's own profile may be their role: every read is
 * refreshed, their own first, so the screens show what the new role sees. EventSource
 * reconnects by itself; after a reconnect everything is read again,
 * since notices may have been missed in between.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const active = Boolean(user && isOnboardingComplete(user));
  const orgId = user?.orgId;
  const userId = user?.uid;

  useEffect(() => {
    if (!active || !orgId || typeof EventSource === "undefined") return;
    const source = new EventSource(EVENTS_PATH);
    const refreshBookings = () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    const refreshAircraft = () => queryClient.invalidateQueries({ queryKey: queryKeys.aircraft });
    const refreshMembers = () => queryClient.invalidateQueries({ queryKey: queryKeys.members });
    const refreshInstructors = () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.instructorList });
    const refreshOrganization = () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.currentOrganization });
    // The viewer's role decides what the other reads return: theirs first.
    const refreshAll = async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      await Promise.all([
        refreshOrganization(),
        refreshMembers(),
        refreshBookings(),
        refreshAircraft(),
      ]);
    };
    let interrupted = false;
    source.addEventListener("booking", refreshBookings);
    source.addEventListener("aircraft", refreshAircraft);
    source.addEventListener("member", (event) => {
      void (changedId(event) === userId ? refreshAll() : refreshMembers());
    });
    source.addEventListener("organization", () => void refreshOrganization());
    // An instructor's hours or time off: the calendar's shaded hours, the form's instructors.
    source.addEventListener("availability", () => void refreshInstructors());
    // The server lost its database connection for a while and may have missed notices.
    source.addEventListener("resync", () => void refreshAll());
    source.addEventListener("error", () => {
      interrupted = true;
    });
    source.addEventListener("open", () => {
      if (!interrupted) return;
      interrupted = false;
      void refreshAll();
    });
    return () => source.close();
  }, [active, orgId, userId, queryClient]);
}

/** The id an event names, if its data is one. */
function changedId(event: Event): string | undefined {
  try {
    const data: unknown = JSON.parse((event as MessageEvent<string>).data);
    return typeof data === "object" && data && "id" in data && typeof data.id === "string"
      ? data.id
      : undefined;
  } catch {
    return undefined;
  }
}
