import { type Role, roleLabels } from "../../../shared/profile/user.types";

export const dashboardTexts = {
  loading: "Loading dashboard...",
  loadFailed: "Unable to load dashboard data. Please try refreshing the page or contact support.",
  greeting: (firstName: string) => `Welcome back, ${firstName.trim() || "Pilot"}!`,
  /** 'an Administrator', 'a Member' (docs/rules/dashboard.md). */
  signedInAs: (role: Role, organizationName: string) => {
    const label = roleLabels[role];
    const article = /^[aeiou]/i.test(label) ? "an" : "a";
    return `You are logged in as ${article} ${label} of ${organizationName}`;
  },
} as const;
