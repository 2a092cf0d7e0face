// The error page's panel, and the request reference under it.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const errorPanel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  maxWidth: "40rem",
});

export const reference = style({ color: vars.color.mutedText });
export const mono = style({ fontFamily: vars.font.mono });
