// What an admin is told after a change (post/redirect/get): the action redirects to the list with the
// sentence as a flash message, which the admin layout shows in its status region; the list's address
// carries no marker (docs/decisions/030-page-form-answers.md). And what the error page says when a
// change fails for a reason that is not the admin's to fix (docs/product.md#messages).

export const ADMIN_NOTICES = {
  userCreated: (name: string) => `Created the user “${name}”.`,
  userUpdated: (name: string) => `Saved your changes to the user “${name}”.`,
  userDeleted: (name: string) => `Deleted the user “${name}”.`,
  featureCreated: (name: string) => `Created the feature flag “${name}”.`,
  featureUpdated: (name: string) => `Saved your changes to the feature flag “${name}”.`,
  featureDeleted: (name: string) => `Deleted the feature flag “${name}”.`,
} as const;

export const ADMIN_FAILURES = {
  createUser: "Failed to create user.",
  updateUser: "Failed to update user.",
  deleteUser: "Failed to delete user.",
  createFeature: "Failed to create feature.",
  updateFeature: "Failed to update feature.",
  deleteFeature: "Failed to delete feature.",
} as const;
