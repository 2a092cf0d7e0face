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
