import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: "-999px",
  top: 0,
  background: vars.color.surface,
  padding: vars.space.sm,
  zIndex: 10,
  selectors: { "&:focus": { left: vars.space.sm } },
});

export const header = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  padding: `${vars.space.sm} ${vars.space.lg}`,
});

export const brand = style({
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: "1.25rem",
  textDecoration: "none",
});

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: "72rem",
  margin: "0 auto",
  padding: vars.space.lg,
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.mutedText,
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: "center",
  fontSize: "0.875rem",
});

export const errorPanel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  maxWidth: "40rem",
});

export const muted = style({ color: vars.color.mutedText });
export const mono = style({ fontFamily: vars.font.mono });
