import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "28rem" });
// The one column may shrink below its content's width: a select is as wide as its longest option
// (a recipe's title), and it must not push the form past a phone's screen or a dialog's edge.
export const field = style({ display: "grid", gap: vars.space.xs, gridTemplateColumns: "minmax(0, 1fr)" });
export const label = style({ fontWeight: 600 });
export const input = style({
  font: "inherit",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
  maxWidth: "100%",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const checkRow = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start" });
export const error = style({
  color: vars.color.danger,
  margin: 0,
  fontSize: "0.9rem",
  whiteSpace: "pre-line",
});
export const formError = style({
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: 0,
  whiteSpace: "pre-line",
});
/** The form's buttons are the shared ones (button.css.ts). */
export { dangerButton, primaryButton as button, secondaryButton } from "./button.css";
export const hint = style({ color: vars.color.mutedText, fontSize: "0.9rem", margin: 0 });
