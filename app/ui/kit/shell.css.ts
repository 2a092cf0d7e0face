import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: "-999px",
  top: 0,
  background: vars.color.surface,
  padding: vars.space.sm,
  zIndex: 10,
  selectors: { "&:focus": { left: vars.space.sm } },
});

/** Phones first: below this width the header shows a Menu button and the account's initials. */
const mobile = "screen and (max-width: 48rem)";
const narrow = "screen and (max-width: 30rem)";

export const header = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  flexWrap: "wrap",
  "@media": { [mobile]: { gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const brand = style({
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: "1.25rem",
  textDecoration: "none",
  "@media": { [mobile]: { marginRight: "auto" }, [narrow]: { fontSize: "1.1rem" } },
});

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: "72rem",
  margin: "0 auto",
  padding: vars.space.lg,
  "@media": { [narrow]: { padding: vars.space.md } },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.mutedText,
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: "center",
  fontSize: "0.875rem",
});

export { visuallyHidden } from "./page.css";

export const desktopNav = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flex: 1,
  "@media": { [mobile]: { display: "none" } },
});

export const mobileMenu = style({
  display: "none",
  position: "relative",
  "@media": { [mobile]: { display: "block" } },
});

export const navList = style({
  display: "flex",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const navLink = style({
  color: vars.color.primaryText,
  textDecoration: "none",
  fontWeight: 500,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: { "&.active": { textDecoration: "underline", textUnderlineOffset: "4px" } },
});

export const menu = style({ position: "relative" });

export const menuButton = style({
  cursor: "pointer",
  listStyle: "none",
  color: vars.color.primaryText,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.primaryText}`,
  display: "flex",
  alignItems: "center",
  minHeight: "2.25rem",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

/** The account button: the name on wide screens, the initials in a circle on phones. */
export const initials = style({
  display: "none",
  "@media": {
    [mobile]: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      minWidth: "1.75rem",
      height: "1.75rem",
      borderRadius: "999px",
      background: vars.color.primaryText,
      color: vars.color.primary,
      fontWeight: 700,
      fontSize: "0.8rem",
    },
  },
});
export const accountName = style({
  "@media": {
    [mobile]: {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});

export const menuPanel = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 4px)",
  minWidth: "12rem",
  maxWidth: "calc(100vw - 2rem)",
  zIndex: 20,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  boxShadow: "0 4px 16px rgb(0 0 0 / 0.15)",
});

globalStyle(`${menuPanel} ul`, { flexDirection: "column", gap: vars.space.xs });
globalStyle(`${menuPanel} a`, {
  color: vars.color.text,
  display: "block",
  "@media": { [mobile]: { padding: vars.space.sm } },
});

export const menuHeading = style({
  margin: `${vars.space.xs} 0`,
  fontSize: "0.85rem",
  color: vars.color.mutedText,
});
export const userLine = style({ margin: `0 0 ${vars.space.sm}` });

export const roleBadge = style({
  display: "inline-block",
  padding: "0 0.5em",
  borderRadius: "999px",
  fontSize: "0.8rem",
  background: "#1d4ed8",
  color: "#fff",
});
export const adminBadge = style([roleBadge, { background: "#6b21a8" }]);

export const menuAction = style({
  font: "inherit",
  width: "100%",
  textAlign: "left",
  cursor: "pointer",
  background: "transparent",
  border: "none",
  color: vars.color.text,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

/** The amber AI button: dark text on amber keeps the contrast on the green header in both themes. */
export const aiButton = style({
  background: "#f5b301",
  color: "#1c1400",
  fontWeight: 700,
  textDecoration: "none",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  minHeight: "2.25rem",
  display: "inline-flex",
  alignItems: "center",
  boxSizing: "border-box",
});
export const menuLink = style([menuAction, { display: "block", textDecoration: "none" }]);
