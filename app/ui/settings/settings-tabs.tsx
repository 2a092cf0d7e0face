// The six tabs of Settings (docs/product.md#settings), each its own address: a tab list on wide screens,
// a disclosure menu of the same links on a phone. Both work without JavaScript.
import { NavLink, useLocation } from "@remix-run/react";
import { SETTINGS_TABS } from "~/domain/settings/constants";
import * as css from "./settings.css";

export function SettingsTabs() {
  const { pathname } = useLocation();
  const active = SETTINGS_TABS.find((t) => pathname.startsWith(`/settings/${t.slug}`)) ?? SETTINGS_TABS[0];
  return (
    <>
      <nav aria-label="Settings">
        <ul className={css.tabList}>
          {SETTINGS_TABS.map((t) => (
            <li key={t.slug}>
              <NavLink to={`/settings/${t.slug}`} className={css.tab} prefetch="none">
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <details className={css.tabMenu} key={pathname}>
        <summary className={css.tabMenuButton}>Settings: {active.label}</summary>
        <nav aria-label="Settings tabs">
          <ul className={css.tabMenuList}>
            {SETTINGS_TABS.map((t) => (
              <li key={t.slug}>
                <NavLink to={`/settings/${t.slug}`} className={css.tab}>
                  {t.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </>
  );
}
