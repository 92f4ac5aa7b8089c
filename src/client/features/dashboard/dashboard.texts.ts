import { type Role, roleLabels } from "../../../shared/profile/user.types";

export const dashboardTexts = {
  loading: "Loading dashboard...",
  loadFailed: "Unable to load dashboard data. Please try refreshing the page or contact support.",
  /** A new club's first steps on its administrators' dashboard (decision 0043). */
  getStarted: {
    title: "Get started",
    addAircraft: "Add an aircraft",
    addAircraftHint: "Members book the club's aircraft; add the first one.",
    checkZoneAndCurrency: "Check time zone and currency",
    zoneAndCurrencyHint: (timeZone: string, currency: string) =>
      `Times show in ${timeZone} and amounts in ${currency}; save the settings once they are right.`,
    inviteMembers: "Invite members",
    inviteMembersHint: "Share the invitation code; members join with it when they sign up.",
    /** The steps' links; never just a page's name, which the side navigation's links carry. */
    goToAircraft: "Add the first aircraft",
    goToSettings: "Review zone and currency",
    goToMembers: "Share the invitation code",
    done: "Done",
    toDo: "To do",
  },
  greeting: (firstName: string) => `Welcome back, ${firstName.trim() || "Pilot"}!`,
  /** 'an Administrator', 'a Member' (docs/rules/dashboard.md). */
  signedInAs: (role: Role, organizationName: string) => {
    const label = roleLabels[role];
    const article = /^[aeiou]/i.test(label) ? "an" : "a";
    return `You are logged in as ${article} ${label} of ${organizationName}`;
  },
} as const;
