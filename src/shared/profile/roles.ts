/**
 * Roles in an organization, and how screens name them. No zod here: the top bar shows a role on
 * every page, before any schema is needed.
 */
export const roles = ["admin", "member"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = { admin: "Administrator", member: "Member" };
