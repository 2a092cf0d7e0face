export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
/** The class on <html> that selects a theme (defined in theme.css.ts). */
export const themeClass = (theme: Theme) => `theme-${theme}`;
