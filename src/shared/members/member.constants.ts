export const memberMessages = {
  notFound: "Member not found",
  removed: "Member removed successfully",
  removeFailed: "Failed to remove member",
  removeError: "An error occurred while removing the member",
  removeQuestion: "Are you sure you want to remove this member from the organization?",
  cannotRemoveSelf: "You cannot remove yourself from the organization.",
  lastAdmin: "The organization must keep at least one administrator.",
  noMembers: "No members found",
  /** The role change's refusal to leave the organization without an administrator. */
  needsAdmin: "An organization needs at least one administrator",
  roleChanged: "Role updated",
  roleChangeFailed: "Failed to change the role",
} as const;
