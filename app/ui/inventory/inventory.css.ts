// The inventory's look (docs/product.md#inventory): the shared page frame and buttons, a filter bar that
// wraps on a phone, one card per item, and the badges. Yellow is the spec's colour for 'Attention' and
// for a bar above 50 %; it is a border or a fill, never the text's background, so the text keeps its
// contrast in both themes.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export { dangerButton, primaryButton, secondaryButton } from "~/ui/kit/button.css";
export { formStyles } from "~/ui/kit/form";
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
} from "~/ui/kit/page.css";

export const YELLOW = "#c99a06";

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "end",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const filterField = style({ display: "grid", gap: vars.space.xs, flex: "1 1 9rem", minWidth: 0 });

export const banner = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${YELLOW}`,
  borderLeft: `6px solid ${YELLOW}`,
  background: vars.color.surface,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const rowMain = style({ display: "grid", gap: vars.space.xs, minWidth: 0, flex: "1 1 14rem" });
export const rowTitle = style({
  margin: 0,
  fontSize: "1.05rem",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  overflowWrap: "anywhere",
});
export const rowActions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

const badgeBase = style({
  display: "inline-block",
  fontSize: "0.8rem",
  fontWeight: 600,
  padding: `0 ${vars.space.sm}`,
  borderRadius: "999px",
  border: "2px solid",
  color: vars.color.text,
  background: vars.color.background,
  whiteSpace: "nowrap",
});
export const badge = {
  valid: style([badgeBase, { borderColor: vars.color.primary }]),
  "expiring-soon": style([badgeBase, { borderColor: YELLOW }]),
  expired: style([badgeBase, { borderColor: vars.color.danger }]),
  lowStock: style([badgeBase, { borderColor: vars.color.border, borderStyle: "dashed" }]),
};

export const twoColumns = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
});
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" });
export const scanRow = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });
export const video = style({ width: "100%", maxWidth: "20rem", borderRadius: vars.radius.sm });

// --- dashboard -------------------------------------------------------------------------------------

export const statusCards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const statusCard = style({
  display: "grid",
  gap: vars.space.xs,
  textDecoration: "none",
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  height: "100%",
  boxSizing: "border-box",
  selectors: { "&:hover": { borderColor: vars.color.primary } },
});
export const bar = style({
  height: "0.5rem",
  borderRadius: "999px",
  background: vars.color.border,
  overflow: "hidden",
});
export const barFill = style({ height: "100%", background: vars.color.primary });
export const barFillHigh = style({ height: "100%", background: YELLOW });
