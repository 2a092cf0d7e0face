// The Nutrition Analysis screen: cards that stack on a phone and sit side by side on a desktop, charts
// that shrink to their card, progress bars whose colour is never the only sign (the phrase says it too).
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { secondaryButton } from "../kit/button.css";

export { primaryButton, secondaryButton } from "../kit/button.css";
export { empty, muted, page, section, subtitle, toolbar, visuallyHidden } from "../kit/page.css";

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))",
});

export const periodRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const dateField = style({ display: "grid", gap: vars.space.xs, minWidth: 0, flex: "1 1 9rem" });

/** A mode link (This Week, This Month, Custom): the chosen one is filled. */
export const modeLink = style([
  secondaryButton,
  { selectors: { '&[aria-current="true"]': { fontWeight: 700 } } },
]);
globalStyle(`${modeLink}[aria-current="true"]`, {
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderColor: vars.color.primary,
});

export const figure = style({ margin: 0, display: "grid", gap: vars.space.sm, minWidth: 0 });
export const chart = style({ width: "100%", maxWidth: "40rem", color: vars.color.text });
export const smallChart = style([chart, { maxWidth: "20rem" }]);
globalStyle(`${chart} svg`, { display: "block", width: "100%", height: "auto" });

export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: "0.9rem" });
globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // break-word, not anywhere: a column is never squeezed narrower than its longest word.
  overflowWrap: "break-word",
});
globalStyle(`${table} td.num, ${table} th.num`, { textAlign: "right" });
export const caption = style({ textAlign: "left", fontWeight: 600, padding: `${vars.space.xs} 0` });
/** A long table (a month of days) folds away under its chart. */
export const tableBox = style({ maxWidth: "100%", overflowX: "auto" });

export const progressList = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const progressCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.xs,
});
export const track = style({
  height: "0.6rem",
  background: vars.color.border,
  borderRadius: vars.radius.sm,
  overflow: "hidden",
});
export const barColour = styleVariants({
  red: { background: "#c0392b" },
  yellow: { background: "#d4a017" },
  green: { background: "#2e8b57" },
});
export const bar = style({ height: "100%" });
export const status = style({ fontWeight: 600, margin: 0 });

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const insights = style({
  display: "grid",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const insight = styleVariants({
  positive: { borderLeft: "4px solid #2e8b57", paddingLeft: vars.space.sm },
  negative: { borderLeft: "4px solid #c0392b", paddingLeft: vars.space.sm },
  info: { borderLeft: `4px solid ${vars.color.focus}`, paddingLeft: vars.space.sm },
});
export const insightLabel = style({ fontWeight: 700 });

export const goalsGrid = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
  alignItems: "start",
});
export const presets = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const presetButton = style([secondaryButton]);
globalStyle(`${presetButton}[aria-pressed="true"]`, {
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderColor: vars.color.primary,
});

export const memberForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
