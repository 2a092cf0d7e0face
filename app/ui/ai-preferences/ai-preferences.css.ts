// The AI planning preferences page: the form's groups of choices wrap on a phone (390 px) and sit in a
// readable column on a desktop.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "42rem", minWidth: 0 });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });

export const choices = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const choice = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center" });

export const numberInput = style({ maxWidth: "6rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
