// The community area: its cards add an author line, a save count and small forms to the recipe cards'
// frame (app/ui/recipes/recipe.css.ts), which it reuses.
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const noImage = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  aspectRatio: "4 / 3",
  background: vars.color.background,
  color: vars.color.mutedText,
  borderBottom: `1px solid ${vars.color.border}`,
  margin: 0,
});

export const authorLine = style({ display: "flex", gap: vars.space.sm, alignItems: "center", margin: 0 });
export const avatar = style({
  width: "2rem",
  height: "2rem",
  borderRadius: "50%",
  background: vars.color.primary,
  color: vars.color.primaryText,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  fontWeight: 700,
  fontSize: "0.8rem",
  flex: "none",
});
export const badge = style({
  fontSize: "0.8rem",
  padding: `0 ${vars.space.sm}`,
  borderRadius: "999px",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  justifySelf: "start",
});

export const inlineForm = style({
  display: "inline-flex",
  gap: vars.space.xs,
  alignItems: "center",
  margin: 0,
});
export const details = style({ display: "grid", gap: vars.space.sm });
export const summary = style({ cursor: "pointer", fontWeight: 600, minHeight: "2rem" });
export const shareForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const sharedList = style({
  display: "grid",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const sharedItem = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});
export const field = style({ display: "grid", gap: vars.space.xs, minWidth: 0, flex: "1 1 14rem" });
export const reviews = style({
  display: "grid",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const review = style({ display: "grid", gap: vars.space.xs });
export const reviewText = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });
