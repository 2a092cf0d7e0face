// In-app notifications (docs/product.md#dashboard, docs/decisions/056-in-app-notifications.md): the
// limits and the words, each defined once. No runtime dependencies.
import type { NotificationKey } from "../settings/constants";

/** At most this many lines per kind; the rest is a count ('3 more'). */
export const NOTIFICATION_LINES_PER_KIND = 5;
/** Meal-plan changes and recipe saves and ratings count from the start of the day this many days ago. */
export const NOTIFICATION_WINDOW_DAYS = 7;

/** The kinds in the order the dashboard shows them, with their headings. */
export const NOTIFICATION_GROUPS: readonly { key: NotificationKey; title: string }[] = [
  { key: "inventory", title: "Inventory" },
  { key: "meal_plans", title: "Meal plans" },
  { key: "recipes", title: "Recipes" },
];

export const NOTIFICATION_TEXTS = {
  none: "No new notifications.",
  allOff: "Every kind is turned off in Settings › Preferences.",
  more: (n: number) => `${n} more`,
} as const;
