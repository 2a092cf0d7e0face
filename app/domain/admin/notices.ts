// What an admin is told after a change (post/redirect/get): the action redirects to the list with
// ?notice=<kind>&name=<the user's or flag's name>, and the admin layout shows the sentence in a
// status region. An unknown kind, or no name, shows nothing.

export const ADMIN_NOTICES = {
  "user-created": (name: string) => `Created the user “${name}”.`,
  "user-updated": (name: string) => `Saved your changes to the user “${name}”.`,
  "user-deleted": (name: string) => `Deleted the user “${name}”.`,
  "feature-created": (name: string) => `Created the feature flag “${name}”.`,
  "feature-updated": (name: string) => `Saved your changes to the feature flag “${name}”.`,
  "feature-deleted": (name: string) => `Deleted the feature flag “${name}”.`,
} as const;
export type AdminNotice = keyof typeof ADMIN_NOTICES;

/** A name longer than this is cut in the address (names themselves are limited well below it). */
const NAME_LIMIT = 200;

export function adminNoticeHref(path: string, notice: AdminNotice, name: string): string {
  return `${path}?${new URLSearchParams({ notice, name: name.slice(0, NAME_LIMIT) })}`;
}

export function adminNoticeText(params: URLSearchParams): string | null {
  const kind = params.get("notice");
  const name = (params.get("name") ?? "").slice(0, NAME_LIMIT);
  if (!kind || !name || !Object.hasOwn(ADMIN_NOTICES, kind)) return null;
  return ADMIN_NOTICES[kind as AdminNotice](name);
}
