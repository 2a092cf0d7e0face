// The planner, Meal Details, the meal forms around them and the dashboard's meal cards.
// Badge colours carry white text at a contrast of at least 4.5:1 in both themes; the type is always
// written out too (visually hidden next to a letter), so colour is never the only cue.
import { type GlobalStyleRule, globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { MEAL_TYPE_LABELS, MEAL_TYPES, type MealType } from "~/domain/meal-plan/constants";
import { vars } from "~/styles/theme.css";
import { compactBlockButtonBase } from "~/ui/kit/button.css";

// The page's frame, its notices and two of its buttons are the kit's (app/ui/kit); its secondary and
// small buttons are drawn on the surface colour.
export {
  compactBlockDangerButton as dangerButton,
  compactBlockPrimaryButton as primaryButton,
} from "~/ui/kit/button.css";
export { errorNotice, notice } from "~/ui/kit/notice.css";
export { header, muted, page, subtitle, title, toolbar, visuallyHidden } from "~/ui/kit/page.css";

/**
 * Phones first (a calendar on a phone is a list of days): below this width the week's table is laid
 * out as a list of days and the month as a compact grid of dots with the chosen day below it. The
 * HTML is the same at every width, with or without JavaScript; only these rules differ
 * (docs/decisions/023-phones-first.md).
 */
const phone = "screen and (max-width: 48rem)";
const wide = "screen and (min-width: 48.0625rem)";
const onPhone = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { "@media": { [phone]: rule } });

export const smallHeading = style({ margin: 0, fontSize: "1rem" });

export const secondaryButton = style([
  compactBlockButtonBase,
  { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
]);
export const smallButton = style([
  compactBlockButtonBase,
  {
    fontSize: "0.85rem",
    padding: `0 ${vars.space.sm}`,
    // A finger needs a larger target than a pointer.
    "@media": { [phone]: { padding: `0.2rem ${vars.space.sm}` } },
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
  },
]);

export const rangeLabel = style({ margin: 0, fontSize: "1.15rem", fontWeight: 700, minWidth: "12rem" });

export const switcher = style({
  display: "inline-flex",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const switcherLink = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  background: vars.color.surface,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const filter = style({ position: "relative" });
export const filterSummary = style([secondaryButton, { listStyle: "revert" }]);
export const filterPanel = style({
  position: "absolute",
  zIndex: 20,
  marginTop: vars.space.xs,
  minWidth: "14rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  boxShadow: "0 4px 12px rgb(0 0 0 / 0.15)",
});
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
export const check = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });

export const errorText = style({ color: vars.color.danger, margin: 0, fontSize: "0.9rem" });

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 64rem)": { gridTemplateColumns: "minmax(0, 1fr) 18rem" } },
});
export const wideLayout = style({ display: "grid", gap: vars.space.lg });

// --- day view ---------------------------------------------------------------------------------------

export const sections = style({ display: "grid", gap: vars.space.md });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
});
export const sectionHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const mealCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.xs,
});
export const mealHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});
export const mealTitle = style({ margin: 0, fontSize: "1.05rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const chips = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: "0.35rem",
});
export const chip = style({
  fontSize: "0.8rem",
  padding: "0 0.45rem",
  borderRadius: "999px",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
});

const badgeBase = style({
  display: "inline-block",
  fontSize: "0.75rem",
  fontWeight: 700,
  lineHeight: 1.6,
  padding: "0 0.45rem",
  borderRadius: vars.radius.sm,
  color: "#ffffff",
  whiteSpace: "nowrap",
});

/** Meal-type colours (white text ≥ 4.5:1 on each); the month's dots on a phone use them too. */
const TYPE_COLOURS: Record<MealType, string> = {
  breakfast: "#8a4b00",
  brunch: "#7a3e9d",
  lunch: "#1f6f43",
  dinner: "#1d4ed8",
  snack: "#9d174d",
  dessert: "#6b21a8",
  other: "#374151",
};
export const typeBadge = styleVariants(TYPE_COLOURS, (background) => [badgeBase, { background }]);
export const leftoverBadge = style([badgeBase, { background: "#0f5e6e" }]);
export const preparedBadge = style([badgeBase, { background: "#1f6f43" }]);
export const notPreparedBadge = style([badgeBase, { background: "#4b5563" }]);

// The day view's own controls above its sections (the shopping list's 'Add to list').
export const dayTools = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});

// --- week view --------------------------------------------------------------------------------------

// A grid item's minimum width is its content's: without minWidth 0 a wide table widens the page.
export const tableWrap = style({ overflowX: "auto", minWidth: 0 });
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  tableLayout: "fixed",
  minWidth: "44rem",
  background: vars.color.surface,
});
export const caption = style({ textAlign: "left", fontWeight: 600, padding: `0 0 ${vars.space.sm}` });
export const th = style({
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  textAlign: "left",
  verticalAlign: "top",
  fontSize: "0.9rem",
});
export const rowHead = style([th, { width: "7rem" }]);
export const todayHead = style({
  background: vars.color.background,
  boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
});
export const cell = style({
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  verticalAlign: "top",
  fontSize: "0.9rem",
  minHeight: "4rem",
});
export const cellOver = style({ outline: `3px dashed ${vars.color.primary}`, outlineOffset: "-3px" });
export const cellList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});
export const cellMeal = style({
  display: "flex",
  alignItems: "flex-start",
  gap: "0.25rem",
  padding: "0.15rem 0.25rem",
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  position: "relative",
  wordBreak: "break-word",
});
export const dragging = style({ zIndex: 30, boxShadow: "0 6px 16px rgb(0 0 0 / 0.25)", opacity: 0.9 });
export const pending = style({ opacity: 0.6 });
export const cellMealBody = style({
  display: "grid",
  gap: "0.1rem",
  minWidth: 0,
  "@media": {
    [phone]: { display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: vars.space.sm },
  },
});
// A meal's drag handle. Its place is drawn as soon as the page has hydrated (an inert glyph), and the
// button that works is laid over it when drag and drop has loaded, so nothing moves (planner-week.tsx).
const handleLook = {
  font: "inherit",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  padding: "0 0.2rem",
  lineHeight: 1.2,
} as const;
export const handleSlot = style([
  handleLook,
  { position: "relative", flex: "none", display: "inline-block" },
]);
export const handle = style([
  handleLook,
  { position: "absolute", inset: "-1px", margin: 0, cursor: "grab", touchAction: "none" },
]);
export const tinyLink = style({ fontSize: "0.8rem", color: vars.color.text });
export const totalsCell = style([cell, { fontSize: "0.85rem", background: vars.color.background }]);

// The week on a phone: the table's cells, read day by day. The table and its rows step aside
// (display: contents) and every cell is ordered by its column (its day); within a day, cells keep
// their document order, which is the meal types' order. So each day reads: its date, its meals by
// type, a line of 'Add' buttons for its empty meal types, its totals. A cell's meal type, written in
// the row's header in the table, is written before the cell.
export const weekTable = style([
  table,
  {
    "@media": {
      [phone]: { display: "flex", flexWrap: "wrap", alignItems: "center", minWidth: 0, background: "none" },
    },
  },
]);
const week = (selector: string, rule: GlobalStyleRule) => onPhone(`${weekTable} ${selector}`, rule);
week(":is(thead, tbody, tfoot, tr)", { display: "contents" });
week(":is(th[scope='row'], thead td)", { display: "none" });
week("> caption", { display: "block", flexBasis: "100%" });
const DAYS_IN_WEEK = 7;
for (let day = 1; day <= DAYS_IN_WEEK; day++) {
  const column = `:nth-child(${day + 1})`;
  week(`thead ${column}`, { order: day * 10 });
  week(`tbody td${column}`, { order: day * 10 + 1 });
  week(`tfoot td${column}`, { order: day * 10 + 3 });
  // Its own rule: a browser without :has() drops only this one (empty types then keep their rows).
  week(`tbody td${column}:not(:has(li))`, { order: day * 10 + 2 });
}
week("thead th", {
  flexBasis: "100%",
  marginTop: vars.space.md,
  padding: `${vars.space.sm} 0 ${vars.space.xs}`,
  border: "none",
  borderBottom: `2px solid ${vars.color.border}`,
  fontSize: "1.05rem",
});
week("thead th a", { color: vars.color.text });
week(":is(tbody, tfoot) td", {
  flexBasis: "100%",
  position: "relative",
  minHeight: "2.25rem",
  padding: `${vars.space.sm} 0 ${vars.space.sm} 6rem`,
  border: "none",
  borderBottom: `1px solid ${vars.color.border}`,
});
week(":is(tbody, tfoot) td::before", {
  position: "absolute",
  left: 0,
  top: vars.space.sm,
  fontWeight: 600,
  fontSize: "0.85rem",
  color: vars.color.mutedText,
});
for (const type of MEAL_TYPES)
  week(`td[data-cell$='|${type}']::before`, { content: JSON.stringify(MEAL_TYPE_LABELS[type as MealType]) });
week("tbody td > ul:not(:empty)", { marginBottom: vars.space.xs });
// An empty meal type is a small button: '+ Add Snack' (the link covers it).
week("tbody td:not(:has(li))", {
  flexBasis: "auto",
  display: "inline-flex",
  flexDirection: "row-reverse",
  gap: "0.3em",
  minHeight: 0,
  margin: `${vars.space.xs} ${vars.space.xs} 0 0`,
  padding: `0.1rem ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "999px",
  background: vars.color.surface,
});
week("tbody td:not(:has(li))::before", { position: "static", color: vars.color.text, fontSize: "0.85rem" });
week("tbody td:not(:has(li)) > ul", { display: "none" });
week("tbody td:not(:has(li)) > a", { fontSize: "0.85rem", fontWeight: 600, textDecoration: "none" });
week("tbody td:not(:has(li)) > a::after", { content: '""', position: "absolute", inset: 0 });
week("thead abbr", { textDecoration: "none" });
week("tfoot td", {
  marginTop: vars.space.xs,
  borderBottom: "none",
  fontSize: "0.85rem",
  color: vars.color.mutedText,
});
week("tfoot td::before", { content: '"Total"' });

// --- month view ---------------------------------------------------------------------------------------

export const monthTable = style([table, { minWidth: "40rem", "@media": { [phone]: { minWidth: 0 } } }]);
export const monthCell = style([
  cell,
  { height: "7.5rem", "@media": { [phone]: { height: "3.5rem", padding: 0, verticalAlign: "top" } } },
]);
onPhone(`${monthTable} th`, { textAlign: "center", padding: `${vars.space.xs} 0` });
export const outsideDay = style({ background: vars.color.background });
export const dayNumber = style({ fontWeight: 700, color: vars.color.text });
export const monthMeal = style({ display: "flex", gap: "0.25rem", alignItems: "baseline", minWidth: 0 });
export const monthMealTitle = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  color: vars.color.text,
});

// The month on a phone: each day is one link (its number and a dot per meal) that chooses the day
// shown below the grid; the day's titles, its totals and the desktop's links are left out.
onPhone(`${monthCell} > :not([data-phone-day])`, { display: "none" });
export const phoneDay = style({
  display: "none",
  "@media": {
    [phone]: {
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      gap: "0.2rem",
      height: "100%",
      minHeight: "3.5rem",
      padding: `${vars.space.xs} 0`,
      color: vars.color.text,
      textDecoration: "none",
      fontWeight: 600,
    },
  },
  selectors: { '&[aria-current="date"]': { color: vars.color.primary, textDecoration: "underline" } },
});
export const phoneDaySelected = style({
  "@media": {
    [phone]: {
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: "-2px",
      background: vars.color.background,
    },
  },
});
export const dots = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "2px",
  maxWidth: "2.75rem",
});
const dotBase = style({ width: "0.45rem", height: "0.45rem", borderRadius: "999px" });
export const dot = styleVariants(TYPE_COLOURS, (background) => [dotBase, { background }]);
export const moreDots = style({ fontSize: "0.65rem", lineHeight: 1, color: vars.color.mutedText });

/** The chosen day, under the month's grid: on phones only (the grid shows the titles on wide screens). */
export const chosenDay = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  "@media": { [wide]: { display: "none" } },
});
export const chosenMeal = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${vars.space.xs} ${vars.space.sm}`,
});
/** The month's grid and the chosen day: a day link scrolls here, so both are in view. */
export const monthView = style({ display: "grid", gap: vars.space.md, scrollMarginTop: vars.space.sm });

// --- nutrition summary ------------------------------------------------------------------------------

export const summary = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
});
export const bigNumber = style({ margin: 0, fontSize: "1.6rem", fontWeight: 700 });
export const macroBar = style({
  display: "flex",
  height: "0.75rem",
  borderRadius: "999px",
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
});
export const macroSegment = styleVariants({
  protein: { background: "#1d4ed8" },
  carbs: { background: "#b45309" },
  fat: { background: "#9d174d" },
});
export const definitions = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto auto",
  gap: `${vars.space.xs} ${vars.space.md}`,
  justifyContent: "start",
});
globalStyle(`${definitions} dt`, { fontWeight: 600 });
globalStyle(`${definitions} dd`, { margin: 0 });

// --- details and forms ------------------------------------------------------------------------------

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  maxWidth: "48rem",
});
export const recipeCard = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 10rem) minmax(0, 1fr)",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  "@media": { "screen and (max-width: 40rem)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const recipeImage = style({
  width: "100%",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
});
export const history = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "28rem" });

export const dialog = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.lg,
  maxWidth: "26rem",
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.4)" } },
});

// --- dashboard ----------------------------------------------------------------------------------------

export const cards = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
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
export const statCard = style([
  card,
  {
    textDecoration: "none",
    color: vars.color.text,
    selectors: { "&:hover": { borderColor: vars.color.primary } },
  },
]);
export const addCard = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "8rem",
  height: "100%",
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.primary } },
});

// --- print --------------------------------------------------------------------------------------------

/** Marks the printed page: controls hidden, meals in black on white. */
export const printable = style({});
globalStyle(`${printable} [data-print='hide']`, { "@media": { print: { display: "none" } } });
globalStyle(`${printable} table`, { "@media": { print: { minWidth: 0, fontSize: "9pt" } } });
globalStyle(`${printable} th, ${printable} td`, { "@media": { print: { borderColor: "#000" } } });
globalStyle(`${printable} [data-print-note]`, { "@media": { print: { display: "none" } } });
globalStyle(`${printable} [class]`, { "@media": { print: { boxShadow: "none" } } });
/** ?print=1 (no JavaScript): the same page without its controls, ready for the browser's Print. */
export const printMode = style({});
globalStyle(`${printMode} [data-print='hide']`, { display: "none" });
