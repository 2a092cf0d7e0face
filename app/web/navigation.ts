// The app's navigation. Only screens that exist are listed; a flagged item shows only when its flag
// is on for the user's role, and admin items only to admins. New screens add themselves here.
export type NavItem = { label: string; to: string; flag?: string; adminOnly?: boolean };

export const MAIN_NAV: readonly NavItem[] = [
  { label: "Dashboard", to: "/" },
  { label: "Meal Planner", to: "/meal-planner" },
  { label: "Recipes", to: "/recipes" },
  { label: "Shopping List", to: "/shopping-list", flag: "shopping_list_enabled" },
];

export const MORE_NAV: readonly NavItem[] = [
  { label: "Nutrition Analysis", to: "/nutrition-analysis", flag: "nutrition_analysis_enabled" },
  { label: "Inventory", to: "/inventory", flag: "inventory_enabled" },
  { label: "Family", to: "/family" },
  { label: "Community", to: "/community", flag: "community_enabled" },
  { label: "Meal History", to: "/meal-planner/history" },
  { label: "Calendar Feed", to: "/meal-planner/calendar-feed" },
  { label: "AI", to: "/ai-meal-planner", flag: "enable_ai_features" },
  { label: "Admin", to: "/admin", adminOnly: true },
];

/** The amber AI button in the header: the assistant's page (docs/product.md#ai-assistant). */
export const AI_BUTTON: NavItem = { label: "AI", to: "/ai-meal-planner", flag: "enable_ai_features" };

export function visibleItems(items: readonly NavItem[], role: string, flags: readonly string[]): NavItem[] {
  return items.filter(
    (item) => (!item.adminOnly || role === "admin") && (!item.flag || flags.includes(item.flag)),
  );
}

/** Routes where the header is hidden (docs/product.md#accounts-and-sessions). */
export const HEADERLESS = ["/login", "/register"];

/** NavLink's rule: the page itself, or a page below it unless the link is the home page. */
export function isCurrentPage(to: string, pathname: string): boolean {
  const here = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const target = to.toLowerCase();
  return here === target || (target !== "/" && here.startsWith(`${target}/`));
}
