// The dashboard's Notifications (docs/product.md#dashboard, ADR 056): a short list per kind the person
// has on in Settings › Preferences, each line a link, with a count of the rest; 'No new notifications.'
// when there is nothing to tell (or nothing could be read).
import { Link } from "@remix-run/react";
import { NOTIFICATION_TEXTS } from "~/domain/notifications/constants";
import type { Notifications } from "~/domain/notifications/types";
import * as css from "~/ui/meal-plan/planner.css";

export function NotificationsSection({ notifications }: { notifications: Notifications }) {
  const groups = notifications.groups.filter((g) => g.lines.length > 0);
  return (
    <section aria-labelledby="notifications-title" className={css.section}>
      <div className={css.sectionHead}>
        <h2 id="notifications-title" className={css.subtitle}>
          Notifications
        </h2>
        <Link to="/settings/preferences" className={css.tinyLink}>
          Choose notifications
        </Link>
      </div>
      {groups.length === 0 ? (
        <p className={css.muted}>
          {NOTIFICATION_TEXTS.none}
          {notifications.groups.length === 0 ? ` ${NOTIFICATION_TEXTS.allOff}` : null}
        </p>
      ) : (
        groups.map((group) => (
          <div key={group.kind}>
            <h3 id={`notifications-${group.kind}`} className={css.smallHeading}>
              {group.title}
            </h3>
            <ul className={css.list} aria-labelledby={`notifications-${group.kind}`}>
              {group.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat (two items of one name); the list is never reordered.
                <li key={i}>
                  <Link to={line.href}>{line.text}</Link>
                </li>
              ))}
            </ul>
            {group.more > 0 ? <p className={css.muted}>{NOTIFICATION_TEXTS.more(group.more)}</p> : null}
          </div>
        ))
      )}
    </section>
  );
}
