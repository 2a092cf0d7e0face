// What an admin is told after a change (post/redirect/get): the action redirects to the list with the
// sentence as a flash message, which the admin layout shows in its status region. The address still
// reads ?notice=<kind>&name=<the user's or flag's name> because browser stories assert it; the page no
// longer reads it (docs/decisions/026-page-action-kit.md). An unknown kind, or no name, shows nothing.

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

/** The list's address and the sentence for a change, for a redirect with a flash message. */
export function adminNotice(path: string, notice: AdminNotice, name: string): { href: string; text: string } {
  const href = adminNoticeHref(path, notice, name);
  return { href, text: adminNoticeText(new URL(href, "http://admin").searchParams) ?? "" };
}
