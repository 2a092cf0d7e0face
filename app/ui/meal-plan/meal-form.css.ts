// The Add/Edit Meal form and the recipe page's 'Add to Meal Plan' menu.
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { compactSecondaryButton } from "~/ui/kit/button.css";

// The title, the notice and the buttons are the kit's (app/ui/kit).
export { compactPrimaryButton as primaryButton } from "~/ui/kit/button.css";
export { notice } from "~/ui/kit/notice.css";
export { title, toolbar as actions, visuallyHidden } from "~/ui/kit/page.css";
export { compactSecondaryButton as secondaryButton };

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "56rem" });
// Parts the enhanced form hides use the hidden attribute; a class's display must not show them again.
globalStyle(`${page} [hidden]`, { display: "none !important" });

export const form = style({ display: "grid", gap: vars.space.lg });

export const section = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const legend = style({ fontWeight: 700, fontSize: "1.1rem", padding: `0 ${vars.space.xs}` });

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  // Two columns where 2 × 12rem fit; one on a phone (min(): a column never wider than the form).
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  alignItems: "start",
});
// A select or a number field keeps its own minimum width unless told otherwise.
globalStyle(`${grid} > *`, { minWidth: 0 });
/** The six nutrition values are short numbers: two columns on a phone, three in the dialog. */
export const nutritionGrid = style([
  grid,
  { gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 9rem), 1fr))", gap: vars.space.sm },
]);
export const wide = style({ gridColumn: "1 / -1" });

/** A button that reads as a link ('Customize title', 'Show details'). */
export const linkButton = style({
  font: "inherit",
  background: "none",
  border: "none",
  padding: 0,
  color: vars.color.primary,
  textDecoration: "underline",
  cursor: "pointer",
  justifySelf: "start",
});

export const recipeTitle = style({
  margin: 0,
  padding: `${vars.space.sm} 0`,
  fontWeight: 600,
});

export const choiceRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
export const choice = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center" });
export const summary = style({ margin: 0, fontWeight: 600 });

export const memberList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});
export const memberRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(9rem, 1fr) minmax(12rem, 2fr)",
  gap: vars.space.sm,
  alignItems: "center",
  "@media": { "(max-width: 32rem)": { gridTemplateColumns: "1fr" } },
});
export const portion = style({ display: "grid", gap: vars.space.xs });
export const portionControl = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const portionValue = style({
  minWidth: "3.5rem",
  fontVariantNumeric: "tabular-nums",
  fontWeight: 600,
});
export const range = style({ flex: "1 1 auto", accentColor: vars.color.primary });

export const weekdays = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: 0,
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  display: "grid",
  gap: vars.space.xs,
});
globalStyle(`${alert} p`, { margin: 0 });

// ── the recipe page's 'Add to Meal Plan' dropdown ────────────────────────────
export const menu = style({ position: "relative", display: "inline-block" });
export const menuSummary = style([
  compactSecondaryButton,
  { listStyle: "none", selectors: { "&::-webkit-details-marker": { display: "none" } } },
]);
export const menuPanel = style({
  position: "absolute",
  zIndex: 20,
  right: 0,
  marginTop: vars.space.xs,
  minWidth: "13rem",
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 6px 18px rgba(0, 0, 0, 0.15)",
  "@media": { print: { display: "none" } },
});
export const menuGroup = style({ display: "grid", gap: vars.space.xs, border: 0, margin: 0, padding: 0 });
export const menuHeading = style({
  margin: 0,
  fontSize: "0.85rem",
  fontWeight: 700,
  color: vars.color.mutedText,
});
export const menuItem = style({
  font: "inherit",
  width: "100%",
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: "transparent",
  color: vars.color.text,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  textDecoration: "none",
  display: "block",
  selectors: {
    "&:hover, &:focus-visible": { borderColor: vars.color.border, background: vars.color.background },
    "&:disabled": { opacity: 0.6, cursor: "progress" },
  },
});
export const menuForm = style({ margin: 0 });
