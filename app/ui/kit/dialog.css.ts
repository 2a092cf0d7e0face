// The dialog a form page opens in when JavaScript runs (route-dialog.tsx).
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const dialog = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.lg,
  width: "min(42rem, calc(100vw - 2rem))",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.4)" } },
});

export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({ margin: 0, fontSize: "1.3rem" });

export const closeButton = style({
  font: "inherit",
  fontSize: "1.5rem",
  lineHeight: 1,
  cursor: "pointer",
  border: "none",
  background: "transparent",
  color: vars.color.text,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
});

export const loading = style({ color: vars.color.mutedText, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
