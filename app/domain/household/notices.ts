// What the family pages tell a member after a change (post/redirect/get), shown once on the next page
// as a flash message (docs/decisions/030-page-form-answers.md).
export const HOUSEHOLD_NOTICES = {
  renamed: "Family name saved.",
  memberAdded: (name: string) => `${name} was added to your family.`,
  memberUpdated: (name: string) => `${name} was updated.`,
  memberRemoved: (name: string) => `${name} was removed from your family.`,
  inviteRevoked: "The invitation was revoked.",
  userRemoved: "The account was removed from your family.",
  joined: (familyName: string) => `You joined ${familyName}.`,
} as const;

/**
 * What a member form's page says when saving failed for a reason that is not the user's to fix: the
 * route's error page title (docs/product.md#messages), with the request id; details go to the log.
 */
export const MEMBER_FAILED = {
  create: "Failed to create family member",
  update: "Failed to update family member",
  remove: "Failed to delete family member",
} as const;
