// The shared buttons. The standard one: one size and shape for a <button> and a link styled as one,
// so a form's primary action and its Cancel link sit side by side at the same height, on the same
// line, at every width.
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const buttonBase = style({
  font: "inherit",
  fontSize: "0.95rem",
  fontWeight: 600,
  lineHeight: 1.25,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  boxSizing: "border-box",
  // A finger-sized target (40 px) whatever the element and its text.
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  verticalAlign: "middle",
  borderRadius: vars.radius.sm,
  border: "1px solid transparent",
  textDecoration: "none",
  textAlign: "center",
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.6, cursor: "not-allowed" } },
});

export const primaryButton = style([
  buttonBase,
  { background: vars.color.primary, color: vars.color.primaryText },
]);
export const secondaryButton = style([
  buttonBase,
  { background: "transparent", color: vars.color.text, borderColor: vars.color.border },
]);
// Text in the page background colour keeps the contrast in both themes (danger is light in dark mode).
export const dangerButton = style([
  buttonBase,
  { background: vars.color.danger, color: vars.color.background },
]);

/** A row of form actions: the primary action first, Cancel beside it, wrapping on a narrow screen. */
export const buttonRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

/**
 * The compact button of the recipe pages and the meal form: no minimum height, a taller line. The
 * family and planner pages draw it as an inline block (`compactBlock*`). Kept apart from the shared
 * button above so each page keeps its look; moving a page to the shared button is a visible change.
 */
export const compactButtonBase = style({
  font: "inherit",
  fontSize: "0.95rem",
  fontWeight: 600,
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  textDecoration: "none",
  border: "1px solid transparent",
  lineHeight: 1.5,
  selectors: { "&:disabled": { opacity: 0.6, cursor: "progress" } },
});
// The three colours of a compact button, as the shared button has them.
const tones = {
  primary: { background: vars.color.primary, color: vars.color.primaryText },
  secondary: { background: "transparent", color: vars.color.text, borderColor: vars.color.border },
  danger: { background: vars.color.danger, color: vars.color.background },
} as const;
const compact = styleVariants(tones, (tone) => [compactButtonBase, tone]);
export const compactPrimaryButton = compact.primary;
export const compactSecondaryButton = compact.secondary;
export const compactDangerButton = compact.danger;

export const compactBlockButtonBase = style([compactButtonBase, { display: "inline-block" }]);
const compactBlock = styleVariants(tones, (tone) => [compactBlockButtonBase, tone]);
export const compactBlockPrimaryButton = compactBlock.primary;
export const compactBlockSecondaryButton = compactBlock.secondary;
export const compactBlockDangerButton = compactBlock.danger;
