// The settings page: a tab list on wide screens, a menu of the same links on a phone (no JavaScript
// needed either way), and the sections of each tab.
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const phone = "screen and (max-width: 640px)";

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [phone]: { display: "none" } },
});

export const tab = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: "none",
  borderBottom: "3px solid transparent",
  selectors: {
    "&[aria-current='page']": { borderBottomColor: vars.color.primary, fontWeight: 700 },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const tabMenu = style({
  display: "none",
  "@media": { [phone]: { display: "block" } },
});

export const tabMenuButton = style({
  cursor: "pointer",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: 600,
});

export const tabMenuList = style({
  listStyle: "none",
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const panel = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: "1.2rem" });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const listRow = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});

export const secret = style({
  fontFamily: vars.font.mono,
  overflowWrap: "anywhere",
  padding: vars.space.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});
