import { Form, useLocation } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { AI_BUTTON, isCurrentPage, MAIN_NAV, MORE_NAV, type NavItem, visibleItems } from "~/web/navigation";
import { AppLink, useAppLinks } from "./app-link";
import { CsrfField } from "./csrf-field";
import * as css from "./shell.css";

export type ShellUser = { name: string; role: string };

export function AppShell(props: {
  children: ReactNode;
  year: number;
  user: ShellUser | null;
  flags: readonly string[];
  showHeader: boolean;
  pathname: string;
  /** Draws the AI button (the assistant's area opens its chat from it); a plain link without. */
  renderAi?: (item: NavItem, className: string) => ReactNode;
}) {
  const { user } = props;
  const main = user ? visibleItems(MAIN_NAV, user.role, props.flags) : [];
  const more = user ? visibleItems(MORE_NAV, user.role, props.flags) : [];
  const ai = user ? visibleItems([AI_BUTTON], user.role, props.flags)[0] : undefined;
  const here = props.pathname;
  useHeaderMenus();
  // One listener for every AppLink of the page (app-link.tsx): the header's some thirty and the pages'.
  useAppLinks();
  return (
    <>
      <a className={`${css.skipLink} skip-link`} href="#main">
        Skip to content
      </a>
      {props.showHeader ? (
        <header className={css.header} data-print="hide">
          <AppLink to="/" className={css.brand}>
            Family Meal Planner
          </AppLink>
          {user ? (
            <>
              <nav aria-label="Main" className={css.desktopNav}>
                <NavList items={main} here={here} />
                {more.length > 0 ? (
                  <details className={css.menu} data-menu>
                    <summary className={css.menuButton}>More</summary>
                    <div className={css.menuPanel}>
                      <NavList items={more} here={here} />
                    </div>
                  </details>
                ) : null}
              </nav>
              <UserMenu user={user} />
              <details className={css.mobileMenu} data-menu>
                <summary className={css.menuButton}>Menu</summary>
                <nav aria-label="Mobile" className={css.menuPanel}>
                  <NavList items={main} here={here} />
                  {more.length > 0 ? (
                    <>
                      <p className={css.menuHeading}>More</p>
                      <NavList items={more} here={here} />
                    </>
                  ) : null}
                </nav>
              </details>
              {/* Last, so on a narrow phone it is the one that wraps, never the menus anchored right. */}
              {ai ? (
                props.renderAi ? (
                  props.renderAi(ai, css.aiButton)
                ) : (
                  <AppLink to={ai.to} className={css.aiButton} aria-label="AI assistant">
                    {ai.label}
                  </AppLink>
                )
              ) : null}
            </>
          ) : null}
        </header>
      ) : null}
      <main id="main" className={css.main} tabIndex={-1}>
        {props.children}
      </main>
      <footer className={css.footer}>
        Family Meal Planner · © {props.year}
        <div hidden data-testid="auth-debug">
          Route: {props.pathname} · Session: {user ? "yes" : "no"}
        </div>
      </footer>
    </>
  );
}

/**
 * The header's menus are <details>, so they open and close without JavaScript. With it they behave
 * like menus: opening one closes the others, a click outside or Escape closes them (Escape returns
 * focus to the menu's button), and following a link closes them (the header stays across client-side
 * navigations, so an open menu would otherwise stay open over the next page).
 */
function useHeaderMenus() {
  const location = useLocation();
  useEffect(() => {
    // On the document, not the header: the header is not there on the sign-in page, and appears
    // after a client-side sign-in without this effect running again.
    const menus = () => [...document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")];
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLElement;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.matches("[data-menu]")) return;
      for (const menu of menus()) if (menu !== opened) menu.open = false;
    };
    const onClick = (event: MouseEvent) => {
      for (const menu of menus()) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const menu of menus()) {
        if (!menu.open) continue;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
    };
    // 'toggle' does not bubble: listen in the capture phase.
    document.addEventListener("toggle", onToggle, true);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the reason to close.
  useEffect(() => {
    for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")) menu.open = false;
  }, [location.pathname, location.search]);
}

function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => Array.from(w ?? "")[0]?.toUpperCase() ?? "").join("") || "?";
}

function NavList({ items, here }: { items: NavItem[]; here: string }) {
  return (
    <ul className={css.navList}>
      {items.map((item) => {
        const current = isCurrentPage(item.to, here);
        return (
          <li key={item.to}>
            <AppLink
              to={item.to}
              className={current ? `${css.navLink} active` : css.navLink}
              aria-current={current ? "page" : undefined}
            >
              {item.label}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

function UserMenu({ user }: { user: ShellUser }) {
  return (
    <details className={css.menu} data-menu>
      <summary className={css.menuButton}>
        <span className={css.visuallyHidden}>Account menu for </span>
        {/* On a phone the initials stand for the name, which stays the button's accessible name. */}
        <span className={css.initials} aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className={css.accountName}>{user.name}</span>
      </summary>
      <div className={css.menuPanel}>
        <p className={css.menuHeading}>Logged in as</p>
        <p className={css.userLine}>
          <strong>{user.name}</strong>{" "}
          <span className={user.role === "admin" ? css.adminBadge : css.roleBadge}>
            {user.role === "admin" ? "Admin" : user.role.charAt(0).toUpperCase() + user.role.slice(1)}
          </span>
        </p>
        <AppLink to="/settings/account" className={css.menuLink}>
          Settings
        </AppLink>
        <Form method="post" action="/logout">
          <CsrfField />
          <button type="submit" className={css.menuAction}>
            Logout
          </button>
        </Form>
      </div>
    </details>
  );
}
