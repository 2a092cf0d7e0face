// The theme contract: every colour, space and font a component may use. Light and dark fill it;
// "system" follows the operating system's preference.
import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    text: null,
    mutedText: null,
    border: null,
    primary: null,
    primaryText: null,
    danger: null,
    focus: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null },
  font: { body: null, heading: null, mono: null },
});

const shared = {
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem" },
  radius: { sm: "4px", md: "8px" },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
};

// Contrast of text on background ≥ 7:1 and of primary text on primary ≥ 4.5:1 in both themes.
const light = {
  ...shared,
  color: {
    background: "#f7f8f5",
    surface: "#ffffff",
    text: "#1c2321",
    mutedText: "#4a5552",
    border: "#c9d1cd",
    primary: "#1f6f43",
    primaryText: "#ffffff",
    danger: "#a4161a",
    focus: "#0b57d0",
  },
};

const dark = {
  ...shared,
  color: {
    background: "#121614",
    surface: "#1c2220",
    text: "#e8ecea",
    mutedText: "#b4bfba",
    border: "#3b4743",
    primary: "#7fd4a0",
    primaryText: "#0d1f15",
    danger: "#ff8a8a",
    focus: "#8ab4f8",
  },
};

createGlobalTheme(":root.theme-light", vars, light);
createGlobalTheme(":root.theme-dark", vars, dark);
createGlobalTheme(":root.theme-system", vars, light);
globalStyle(":root.theme-light", { colorScheme: "light" });
globalStyle(":root.theme-dark", { colorScheme: "dark" });
globalStyle(":root.theme-system", {
  colorScheme: "light dark",
  "@media": { "(prefers-color-scheme: dark)": { vars: assignVars(vars, dark) } },
});
