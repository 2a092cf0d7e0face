// Settings (docs/product.md#settings): the lists of values, the plan's terms and the texts people read,
// each defined once. No runtime dependencies: app/db/schema.ts imports the value types from here.

export const SETTINGS_TABS = [
  { slug: "account", label: "Account" },
  { slug: "subscription", label: "Subscription" },
  { slug: "preferences", label: "Preferences" },
  { slug: "ai-planning", label: "AI Planning" },
  { slug: "advanced", label: "Advanced" },
  { slug: "family", label: "Family" },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]["slug"];

export const UNIT_SYSTEMS = ["metric", "imperial"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNITS: UnitSystem = "metric";

export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const DEFAULT_THEME: ThemeChoice = "system";

/** The email notification choices: recipes, meal plans, inventory. */
export const NOTIFICATION_KINDS = [
  { key: "recipes", column: "notify_recipes", label: "Recipes" },
  { key: "meal_plans", column: "notify_meal_plans", label: "Meal plans" },
  { key: "inventory", column: "notify_inventory", label: "Inventory" },
] as const;
export type NotificationKey = (typeof NOTIFICATION_KINDS)[number]["key"];

export const SUBSCRIPTION_STATUSES = ["trial", "active", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The commercial terms shown at registration (docs/product.md#who-it-is-for). */
export const PLAN = {
  name: "Premium",
  price: 9.99,
  currency: "USD",
  interval: "month",
  trialDays: 7,
  includedMembers: 5,
  extraMemberPrice: 1.99,
} as const;

/** A personal API token lasts a year; one from /api/login lasts as long as a session. */
export const PERSONAL_TOKEN_DAYS = 365;
/** An admin's password reset link works once, for this long. */
export const RESET_LINK_HOURS = 24;

/** What a person types to confirm the two things that cannot be undone. */
export const CLEAR_CONFIRM_WORD = "CLEAR";
export const DELETE_CONFIRM_WORD = "DELETE";

export const SETTINGS_TEXTS = {
  accountUpdated: "Account updated successfully!",
  passwordUpdated: "Password updated successfully!",
  passwordsDoNotMatch: "Passwords do not match!",
  currentPasswordRequired: "Enter your current password to change your email address.",
  currentPasswordWrong: "The current password is incorrect.",
  subscriptionCanceled: "Subscription canceled!",
  subscriptionReactivated: "Subscription reactivated!",
  subscriptionUpgraded: "Subscription upgraded: the Premium plan is active.",
  subscriptionOwnerOnly: "Only the family's owner can change the subscription.",
  subscriptionNotOffered: "That change is not offered for the subscription as it is now.",
  notificationsSaved: "Notification preferences saved!",
  unitsSaved: "Measurement preferences saved!",
  unitsHint:
    "Recipes, meals, the shopping list and the pantry show amounts in this system. What was typed is kept: edit forms show it as written.",
  themeSaved: "Theme preferences saved!",
  exporting: "Exporting data...",
  dataCleared: "All data cleared!",
  accountDeleted: "Your account has been deleted.",
  confirmCancel: "Are you sure you want to cancel your subscription?",
  confirmClear: "Are you sure you want to clear all your data? This cannot be undone.",
  confirmDelete: "Are you sure you want to delete your account? This cannot be undone.",
  typeToConfirm: (word: string) => `Type ${word} to confirm.`,
  clearShared:
    "Other accounts share this family's data. Remove them from the family first, or delete only your account.",
  noPaymentProvider:
    "No payment provider is connected to this install: nothing is ever charged and no card is stored.",
  noMailServer:
    "There is no mail server on this install, so notifications are not emailed: they are shown in the app, on the dashboard.",
  mailNotForNotifications:
    "Notifications are not emailed yet (this install mails only password reset links): they are shown in the app, on the dashboard.",
  noConnections:
    "Third-party connections (Google, grocery delivery, nutrition services) are not available on this install.",
  sessionRevoked: "The session was signed out.",
  tokenRevoked: "The API token was revoked.",
  tokenCreated: "Your new API token is shown below once. Copy it now: it cannot be shown again.",
  resetLinkInvalid:
    "This password reset link can no longer be used: it was used already, it expired, or a newer link replaced it. Ask an administrator for a new one.",
  passwordReset: "Your password has been changed. Sign in with the new one.",
} as const;

/**
 * Where notifications go, as the Preferences tab says it (ADR 056): never by mail; with a mail server
 * configured, the page says that only password reset links are mailed.
 */
export function notificationDeliveryText(mailConfigured: boolean): string {
  return mailConfigured ? SETTINGS_TEXTS.mailNotForNotifications : SETTINGS_TEXTS.noMailServer;
}

/** 'Password updated successfully!' and what it signed out. */
export function passwordChangedMessage(sessions: number, tokens: number): string {
  const parts = [
    `${sessions} other session${sessions === 1 ? "" : "s"} signed out`,
    `${tokens} API token${tokens === 1 ? "" : "s"} revoked`,
  ];
  return `${SETTINGS_TEXTS.passwordUpdated} ${parts.join(", ")}.`;
}
