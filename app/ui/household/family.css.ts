// The family area: page header, member cards and their chips, the member form's tag pickers, the
// settings sections and the people/invitations page.
import { type GlobalStyleRule, globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { section, toolbar } from "~/ui/kit/page.css";

// The page's frame, its notices and its buttons are the kit's (app/ui/kit).
export {
  compactBlockDangerButton as dangerButton,
  compactBlockPrimaryButton as primaryButton,
  compactBlockSecondaryButton as secondaryButton,
} from "~/ui/kit/button.css";
export { notice, success } from "~/ui/kit/notice.css";
export { empty, header, muted, page, subtitle, title, toolbar } from "~/ui/kit/page.css";
export { section, toolbar as actions };

const phone = "screen and (max-width: 40rem)";

export const familyName = style({ margin: 0, fontSize: "1.2rem", fontWeight: 600 });

export const inlineForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const inlineField = style({ display: "grid", gap: vars.space.xs });

// The family name with JavaScript: a button that opens its form. It says so: a visible "Edit" pill
// after the name (drawn by CSS, so the button's text stays the name; its accessible name says
// "edit family name"), and a pointer rather than a text cursor.
export const nameButton = style({
  font: "inherit",
  fontSize: "1.2rem",
  fontWeight: 600,
  color: vars.color.text,
  background: "transparent",
  border: "1px dashed transparent",
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  selectors: {
    "&:hover": { borderColor: vars.color.border },
    "&::after": {
      content: '"Edit"',
      fontSize: "0.8rem",
      fontWeight: 600,
      color: vars.color.primary,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.sm,
      padding: `0 ${vars.space.sm}`,
      lineHeight: 1.6,
      textDecoration: "underline",
    },
    "&:hover::after, &:focus-visible::after": { borderColor: vars.color.primary },
  },
});

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  height: "100%",
});

export const cardHead = style({ display: "flex", gap: vars.space.md, alignItems: "center" });
export const cardName = style({ margin: 0, fontSize: "1.1rem" });
export const cardLine = style({ margin: 0, fontSize: "0.95rem" });
export const cardActions = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  marginTop: "auto",
});

export const addTile = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "10rem",
  height: "100%",
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.primary } },
});

const avatarBase = style({
  flex: "none",
  borderRadius: "50%",
  objectFit: "cover",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  fontWeight: 700,
  overflow: "hidden",
});

export const avatar = styleVariants({
  small: [avatarBase, { width: "3.5rem", height: "3.5rem", fontSize: "1.2rem" }],
  large: [avatarBase, { width: "5rem", height: "5rem", fontSize: "1.6rem" }],
});

// The default avatar: initials on green (docs/product.md#family).
export const initials = style({ background: vars.color.primary, color: vars.color.primaryText });

const badgeBase = style({
  display: "inline-block",
  padding: "0 0.5em",
  borderRadius: "999px",
  fontSize: "0.8rem",
  fontWeight: 600,
  verticalAlign: "middle",
});

export const primaryBadge = style([
  badgeBase,
  { background: vars.color.primary, color: vars.color.primaryText },
]);

export const chipList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

// Diet chips blue, allergy chips red (docs/product.md#family); dark on light tints passes 7:1 in both themes.
export const chip = styleVariants({
  diet: [badgeBase, { background: "#dbeafe", color: "#1e3a8a" }],
  allergy: [badgeBase, { background: "#fee2e2", color: "#7f1d1d" }],
  neutral: [
    badgeBase,
    { background: vars.color.background, color: vars.color.text, border: `1px solid ${vars.color.border}` },
  ],
});

export const formPage = style({ display: "grid", gap: vars.space.md, maxWidth: "44rem" });

export const form = style({ display: "grid", gap: vars.space.md });

export const twoColumns = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
});

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

export const checkGrid = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const checkItem = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center" });

export const range = style({ width: "100%", accentColor: vars.color.primary });

export const rangeRow = style({ display: "flex", gap: vars.space.md, alignItems: "center" });
export const rangeValue = style({ minWidth: "3.5rem", fontWeight: 600, fontVariantNumeric: "tabular-nums" });

export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const timeGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
});

// A grid item's minimum width is its content's: without minWidth 0 a wide table widens the page.
export const tableWrap = style({ overflowX: "auto", minWidth: 0 });
export const table = style({ width: "100%", borderCollapse: "collapse" });
// On a phone a table (the meal history, the people and invitations) reads as a list: each row a
// block whose values (a date, a person, a sentence, a button) follow one another and wrap. The column
// headers stay for screen readers; a value that does not name itself carries its own label
// (data-label, shown before it).
const onPhone = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(`${table}${selector}`, { "@media": { [phone]: rule } });
onPhone("", { display: "block" });
onPhone(" tbody", { display: "block" });
onPhone(" caption", { display: "block", textAlign: "left" });
onPhone(" thead", {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
onPhone(" tr", {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
onPhone(" td", { padding: 0, border: "none" });
onPhone(" td[data-label]::before", { content: 'attr(data-label) ": "', color: vars.color.mutedText });

/**
 * The print page's table of a day's meals (time, meal, what, servings, for, notes). On a phone each
 * meal is a block (as every table above): time and meal type, then what on a line of its own, then
 * servings and who eats, then notes; on paper and on wide screens it stays a table. The labels follow
 * the column order of app/routes/meal-plan/meal-planner.print.tsx.
 */
export const printTable = style([table]);
const printCells = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(`${printTable} ${selector}`, { "@media": { [phone]: rule } });
printCells("td:nth-child(-n + 2)", { color: vars.color.mutedText, fontSize: "0.9rem" });
printCells("td:nth-child(3)", { flexBasis: "100%" });
printCells("td:nth-child(n + 4)", { fontSize: "0.9rem" });
printCells("td:nth-child(4)::before", { content: '"Servings: "', color: vars.color.mutedText });
printCells("td:nth-child(5)::before", { content: '"For: "', color: vars.color.mutedText });
printCells("td:nth-child(6)", { flexBasis: "100%" });
printCells("td:empty", { display: "none" });
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
  verticalAlign: "middle",
  "@media": { [phone]: { overflowWrap: "anywhere" } },
});

export const inviteLink = style({
  fontFamily: vars.font.mono,
  fontSize: "0.9rem",
  wordBreak: "break-all",
  width: "100%",
});

export const confirmPanel = style([section, { maxWidth: "36rem" }]);

/** The time zone select fills its column: its longest zone name must not push a phone's page sideways. */
export const fullWidth = style({ width: "100%" });
