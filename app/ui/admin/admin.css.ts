// The admin area: its header and navigation, cards, tables, role badges and action buttons.
import { type GlobalStyleRule, globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { header as pageHeader } from "~/ui/kit/page.css";

// The page's frame, its notice and its buttons are the kit's (app/ui/kit). The notice stays in the
// page while empty, so a message put in it later is announced.
export { buttonRow as formActions, dangerButton, primaryButton, secondaryButton } from "~/ui/kit/button.css";
export { liveNotice as notice } from "~/ui/kit/notice.css";
export { header as pageHeading, muted, page as panel, toolbar as actions } from "~/ui/kit/page.css";

/** The admin area's own header, above its navigation: the page header with a rule under it. */
export const header = style([
  pageHeader,
  { paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` },
]);

export const title = style({ margin: 0, fontSize: "1.5rem" });

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const navLink = style({
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 500,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid transparent`,
  selectors: {
    "&.active": { borderColor: vars.color.border, background: vars.color.surface },
    "&:hover": { textDecoration: "underline" },
  },
});

export const heading = style({ margin: 0, fontSize: "1.3rem" });
export const subheading = style({ margin: 0, fontSize: "1.1rem" });

export const cards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  margin: 0,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
});

export const statLabel = style({ color: vars.color.mutedText, fontSize: "0.9rem", margin: 0 });
export const statValue = style({ fontSize: "2rem", fontWeight: 700, margin: 0 });

export const statusList = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const statusTerm = style({ color: vars.color.mutedText });
export const statusValue = style({ margin: 0, fontWeight: 600 });

export const linkList = style({ display: "grid", gap: vars.space.xs, margin: 0, paddingLeft: "1.2rem" });

export const tableWrap = style({
  overflowX: "auto",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({ width: "100%", borderCollapse: "collapse" });
// On a phone each row is a block: its name first, its details on a wrapped line, its actions last.
// The column headers stay for screen readers.
const phone = "screen and (max-width: 40rem)";
const onPhone = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { "@media": { [phone]: rule } });
onPhone(`${table}, ${table} tbody`, { display: "block" });
onPhone(`${table} caption`, {
  display: "block",
  textAlign: "left",
  padding: `${vars.space.sm} ${vars.space.md} 0`,
});
onPhone(`${table} thead`, {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
onPhone(`${table} tr`, {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
onPhone(`${table} tr:last-child`, { borderBottom: "none" });
onPhone(`${table} td`, { padding: 0, border: "none", overflowWrap: "anywhere" });
onPhone(`${table} td:is(:first-child, :last-child)`, { flexBasis: "100%" });
onPhone(`${table} td:first-child`, { fontWeight: 600 });
onPhone(`${table} td:first-child p`, { fontWeight: 400 });

export const th = style({
  textAlign: "left",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: "0.85rem",
  textTransform: "uppercase",
  letterSpacing: "0.03em",
  color: vars.color.mutedText,
});

export const td = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});

export const code = style({ fontFamily: vars.font.mono, fontSize: "0.9rem" });

const badgeBase = style({
  display: "inline-block",
  padding: "0 0.5em",
  marginRight: vars.space.xs,
  borderRadius: "999px",
  fontSize: "0.8rem",
  color: "#fff",
});

// Admin purple, every other role blue; white text on both passes 4.5:1.
export const roleBadge = styleVariants({
  admin: [badgeBase, { background: "#6b21a8" }],
  other: [badgeBase, { background: "#1d4ed8" }],
});

export const filterForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const select = style({
  font: "inherit",
  // As tall as the button beside it (button.css.ts).
  minHeight: "2.5rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
});

export const alert = style({
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: 0,
});

export const confirmPanel = style([card, { maxWidth: "36rem" }]);
