// The shapes of the in-app notifications (ADR 056), apart from the server module so the dashboard's
// component can name them.
import type { NotificationKey } from "../settings/constants";

export type NotificationLine = { text: string; href: string };
export type NotificationGroup = {
  kind: NotificationKey;
  title: string;
  lines: NotificationLine[];
  /** How many more there are than the lines shown. */
  more: number;
};
/** The kinds the person has on (and may see, by the flags), in the dashboard's order. */
export type Notifications = { groups: NotificationGroup[] };
