// The AI page: chat on the left (about 7/12), Planning Tools on the right; one column on a phone.
import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export { empty, muted, page, section, toolbar, visuallyHidden } from "../kit/page.css";

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 900px)": { gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)" } },
});

export const chat = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  minWidth: 0,
});

export const messages = style({
  display: "grid",
  gap: vars.space.sm,
  maxHeight: 500,
  overflowY: "auto",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  listStyle: "none",
  margin: 0,
});

const bubble = {
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  maxWidth: "100%",
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
} as const;

export const user = style({ ...bubble, justifySelf: "end", border: `1px solid ${vars.color.border}` });
export const assistant = style({ ...bubble, justifySelf: "start", background: vars.color.background });

export const cards = style({
  display: "grid",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  whiteSpace: "normal",
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.xs,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: "1rem" });

export const days = style({ margin: 0, paddingLeft: vars.space.md, display: "grid", gap: vars.space.xs });

export const composer = style({ display: "flex", gap: vars.space.sm, alignItems: "end", flexWrap: "wrap" });

export const input = style({
  flex: "1 1 12rem",
  minWidth: 0,
  font: "inherit",
  padding: vars.space.xs,
  minHeight: "2.5rem",
  boxSizing: "border-box",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const status = style({
  margin: 0,
  fontSize: "0.9rem",
  color: vars.color.mutedText,
  minHeight: "1.2em",
});

/** The amber of the assistant's entry points. Dark text on amber keeps the contrast in both themes. */
export const amber = style({ background: "#f5b301", color: "#1c1400", borderColor: "#b37f00" });

export const dayGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
});

export const check = style({ display: "flex", gap: vars.space.xs, alignItems: "center" });

/** 'Modify' on a plan card: a small form that opens in place, with or without JavaScript. */
export const modify = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });

const turn = keyframes({ to: { transform: "rotate(360deg)" } });

/** A small ring turning in a busy button (still, for people who ask for less motion). */
export const spinner = style({
  display: "inline-block",
  width: "0.9em",
  height: "0.9em",
  marginRight: vars.space.xs,
  verticalAlign: "-0.1em",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: "50%",
  animation: `${turn} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

/** The recipe details dialog's body. */
export const details = style({ display: "grid", gap: vars.space.sm });

export const detailsImage = style({
  width: "100%",
  maxHeight: "14rem",
  objectFit: "cover",
  borderRadius: vars.radius.md,
});
