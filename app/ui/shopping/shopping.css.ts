// The shopping list's look, phone first (docs/product.md#shopping-list): one column at 390 px, rows a
// thumb can hit (the check-off button is 48 px), nothing wider than the screen.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export {
  buttonRow,
  dangerButton,
  primaryButton,
  secondaryButton,
} from "../kit/button.css";
export {
  empty,
  header,
  muted,
  page,
  section,
  subtitle,
  title,
  toolbar,
  visuallyHidden,
} from "../kit/page.css";

export const summary = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(7rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});
export const figure = style({ display: "grid", gap: 2, minWidth: 0 });
export const figureValue = style({
  fontSize: "1.3rem",
  fontWeight: 700,
  margin: 0,
  overflowWrap: "anywhere",
});

export const bar = style({
  height: "0.75rem",
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  overflow: "hidden",
});
export const barFill = style({ height: "100%", background: vars.color.primary });
export const barFillLow = style({ height: "100%", background: vars.color.danger });
export const lowText = style({ color: vars.color.danger, fontWeight: 700, margin: 0 });

export const sortForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const select = style({
  font: "inherit",
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: "100%",
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const groupTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: "1rem",
  color: vars.color.mutedText,
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const rowBody = style({ display: "grid", gap: 2, minWidth: 0 });
export const itemName = style({ fontWeight: 600, margin: 0, overflowWrap: "anywhere" });
export const itemNameDone = style([itemName, { textDecoration: "line-through" }]);
export const itemMeta = style({
  color: vars.color.mutedText,
  margin: 0,
  fontSize: "0.9rem",
  overflowWrap: "anywhere",
});
export const highBadge = style({
  display: "inline-block",
  fontSize: "0.75rem",
  fontWeight: 700,
  padding: "0 0.4rem",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  marginLeft: vars.space.xs,
});
export const rowActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  justifyContent: "end",
});

/** The check-off target: a 48 px square a thumb finds without looking. */
export const check = style({
  inlineSize: "3rem",
  blockSize: "3rem",
  borderRadius: "50%",
  border: `2px solid ${vars.color.primary}`,
  background: "transparent",
  color: vars.color.primary,
  fontSize: "1.4rem",
  lineHeight: 1,
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
});
export const checkDone = style([check, { background: vars.color.primary, color: vars.color.primaryText }]);

export const smallLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  color: vars.color.text,
});

export const details = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const detailsSummary = style({
  cursor: "pointer",
  fontWeight: 700,
  minHeight: "2.75rem",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
});

export const formPage = style({ display: "grid", gap: vars.space.md, maxWidth: "32rem" });
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: vars.space.md,
});
export const offline = style({
  borderLeft: `4px solid ${vars.color.danger}`,
  padding: vars.space.sm,
  background: vars.color.surface,
  margin: 0,
});
