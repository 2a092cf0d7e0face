// The recipe area: list (cards and table), detail page, the recipe form and the print layout.
import { type GlobalStyleRule, globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import {
  compactButtonBase,
  compactDangerButton,
  compactPrimaryButton,
  compactSecondaryButton,
} from "~/ui/kit/button.css";
import { success } from "~/ui/kit/notice.css";
import { toolbar } from "~/ui/kit/page.css";

// The page's frame, its notice and its buttons are the kit's (app/ui/kit).
export {
  empty,
  header,
  muted,
  page,
  section,
  subtitle,
  title,
  toolbar,
  visuallyHidden,
} from "~/ui/kit/page.css";
export {
  compactDangerButton as dangerButton,
  compactPrimaryButton as primaryButton,
  compactSecondaryButton as secondaryButton,
  success as notice,
  toolbar as actions,
};

export const smallButton = style([
  compactButtonBase,
  {
    background: "transparent",
    color: vars.color.text,
    borderColor: vars.color.border,
    fontSize: "0.85rem",
    padding: `0 ${vars.space.sm}`,
  },
]);

// ── list: filters ───────────────────────────────────────────────────────────

export const filters = style({
  display: "grid",
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const filterRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const filterField = style({ display: "grid", gap: vars.space.xs, minWidth: "9rem" });
export const searchField = style([filterField, { flex: "1 1 16rem" }]);

export const activeLine = style({ display: "flex", gap: vars.space.sm, alignItems: "center", margin: 0 });

export const viewSwitch = style({
  display: "flex",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const viewLink = style([
  compactButtonBase,
  {
    background: "transparent",
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: {
      '&[aria-current="true"]': { background: vars.color.primary, color: vars.color.primaryText },
    },
  },
]);

// ── list: cards ─────────────────────────────────────────────────────────────

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
  overflow: "hidden",
  display: "grid",
  gridTemplateRows: "auto 1fr",
  height: "100%",
});

export const cardImageWrap = style({ position: "relative" });

export const cardImage = style({
  display: "block",
  width: "100%",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  background: vars.color.background,
});

export const cardHeart = style({ position: "absolute", top: vars.space.sm, right: vars.space.sm });

export const cardBody = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  alignContent: "start",
});
export const cardName = style({ margin: 0, fontSize: "1.1rem" });
export const cardLine = style({ margin: 0, fontSize: "0.95rem" });
export const cardActions = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  marginTop: "auto",
});

export const heartButton = style({
  font: "inherit",
  fontSize: "1.2rem",
  lineHeight: 1,
  cursor: "pointer",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.danger,
  selectors: { "&:disabled": { opacity: 0.6, cursor: "progress" } },
});

export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const tag = style({
  fontSize: "0.8rem",
  padding: `0 ${vars.space.sm}`,
  borderRadius: "999px",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const stars = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: "0.95rem",
});
export const starGlyphs = style({ color: "#8a5a00", letterSpacing: "0.05em" });
globalStyle(`:root.theme-dark ${starGlyphs}`, { color: "#f5c451" });

// ── list: table ─────────────────────────────────────────────────────────────

// A grid item's minimum width is its content's: without minWidth 0 a wide table widens the page.
export const tableWrap = style({ overflowX: "auto", minWidth: 0 });
export const table = style({ width: "100%", borderCollapse: "collapse" });
// On a phone the table is a list: the column headers become a line of sort links, and each recipe
// reads as its name, then its cuisine, meal type, time, difficulty and rating on one wrapped line
// (the values name themselves), then its actions.
const phone = "screen and (max-width: 48rem)";
const onPhone = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { "@media": { [phone]: rule } });
onPhone(`${table}, ${table} :is(thead, tbody)`, { display: "block" });
onPhone(`${table} tr`, {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
onPhone(`${table} :is(th, td)`, { padding: 0, border: "none", fontSize: "0.9rem" });
onPhone(`${table} th:last-child`, { display: "none" });
onPhone(`${table} thead tr::before`, {
  content: '"Sort by"',
  color: vars.color.mutedText,
  fontSize: "0.9rem",
});
onPhone(`${table} td:is(:first-child, :last-child)`, { flexBasis: "100%" });
onPhone(`${table} td:first-child`, { fontSize: "1.05rem", fontWeight: 600 });
onPhone(`${table} td:not(:first-child, :last-child)`, { color: vars.color.mutedText });
export const th = style({
  textAlign: "left",
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});
export const td = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
});
export const tdNowrap = style([td, { whiteSpace: "nowrap" }]);
export const sortLink = style({ color: vars.color.text, fontWeight: 700 });
export const rowActions = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });

export const pager = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
});

// ── detail ──────────────────────────────────────────────────────────────────

export const detail = style({ display: "grid", gap: vars.space.lg, maxWidth: "60rem" });

export const heroImage = style({
  display: "block",
  width: "100%",
  maxHeight: "24rem",
  objectFit: "cover",
  borderRadius: vars.radius.md,
});
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(8rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});
export const fact = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.xs,
});
export const factLabel = style({ color: vars.color.mutedText, fontSize: "0.85rem" });
export const factValue = style({ margin: 0, fontWeight: 700, fontSize: "1.1rem" });

export const meta = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${meta} dt`, { fontWeight: 600 });
globalStyle(`${meta} dd`, { margin: 0 });

export const author = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const avatar = style({
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: "50%",
  background: vars.color.primary,
  color: vars.color.primaryText,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  fontWeight: 700,
  flex: "none",
});

export const twoColumns = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
  alignItems: "start",
});

export const scaler = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });
export const scalerInput = style({ width: "5rem" });
export const stepLink = style([
  compactButtonBase,
  {
    background: "transparent",
    color: vars.color.text,
    borderColor: vars.color.border,
    minWidth: "2.5rem",
    justifyContent: "center",
    selectors: { '&[aria-disabled="true"]': { opacity: 0.5, cursor: "not-allowed" } },
  },
]);

export const checklist = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});
export const checkItem = style({ display: "flex", gap: vars.space.sm, alignItems: "baseline" });
// Only a ticked ingredient of the checklist is struck through; a chosen rating is not done with.
globalStyle(`${checklist} > ${checkItem} > input[type="checkbox"]:checked + label`, {
  textDecoration: "line-through",
  color: vars.color.mutedText,
});
/** The food label's allergen box under the ingredients (ADR 067). */
export const allergenLabel = style({
  marginTop: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: "grid",
  gap: vars.space.xs,
  overflowWrap: "anywhere",
});
export const allergenWarnings = style({ margin: 0, paddingLeft: "1.25rem", fontWeight: 600 });
export const ratingOption = style({ display: "flex", gap: vars.space.xs, alignItems: "baseline" });
/** "Nutrition needs checking": the heading of the notice, and its sentences (ADR 068). */
export const nutritionCheckTitle = style({ margin: 0, fontWeight: 600 });
export const nutritionCheckText = style({ margin: `${vars.space.xs} 0 0`, overflowWrap: "anywhere" });

export const steps = style({ margin: 0, paddingLeft: "1.5rem", display: "grid", gap: vars.space.sm });

export const nutrition = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(7rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const prose = style({ margin: 0, whiteSpace: "pre-line" });

export const inlineForm = style({ display: "grid", gap: vars.space.sm });

export const ratingGroup = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

export const similar = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const footerLinks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: 0 });

// The print-friendly layout (?print=1) and the browser's print of any recipe page: no buttons or forms.
export const printOnlyHidden = style({ "@media": { print: { display: "none" } } });
export const printPage = style({ maxWidth: "48rem", display: "grid", gap: vars.space.md });
globalStyle(`${printPage} h1`, { fontSize: "1.6rem" });
globalStyle(`${detail} img, ${printPage} img`, { "@media": { print: { maxHeight: "8cm", width: "auto" } } });
globalStyle(`${detail} form, ${detail} button`, { "@media": { print: { display: "none" } } });

// ── form ────────────────────────────────────────────────────────────────────

export const form = style({ display: "grid", gap: vars.space.lg, maxWidth: "56rem" });
// Fields fill their grid cell (and never push into the next one).
globalStyle(
  `${form} input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), ${form} select, ${form} textarea`,
  { boxSizing: "border-box", width: "100%", minWidth: 0 },
);

export const formSection = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});
export const formLegend = style({ fontWeight: 700, fontSize: "1.15rem", padding: `0 ${vars.space.xs}` });

export const fieldGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
});

export const wide = style({ gridColumn: "1 / -1" });

export const ingredientRow = style({
  border: "none",
  borderBottom: `1px solid ${vars.color.border}`,
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "6rem 9rem minmax(10rem, 2fr) minmax(8rem, 1.5fr) auto",
  alignItems: "start",
  minWidth: 0,
  "@media": { "screen and (max-width: 48rem)": { gridTemplateColumns: "1fr 1fr" } },
});

/** An ingredient row's "Counted as" list and its 'Find food' search: a line of their own under the row. */
export const foodField = style({
  gridColumn: "1 / -1",
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  alignItems: "start",
  minWidth: 0,
});

export const foodSearch = style({ minWidth: 0 });

export const foodSearchRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "end",
  marginTop: vars.space.xs,
});

/** The search field grows; its button keeps its size. */
export const foodSearchField = style({ flex: "1 1 12rem", minWidth: 0 });

export const stepRow = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.sm,
  alignItems: "end",
});

export const rowList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});

// Level with the fields, under their labels.
export const rowButton = style([compactSecondaryButton, { alignSelf: "start", marginTop: "1.75rem" }]);

export const dropZone = style({
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
});
export const dropZoneActive = style({ borderColor: vars.color.primary, background: vars.color.background });

export const preview = style({
  maxWidth: "16rem",
  maxHeight: "12rem",
  borderRadius: vars.radius.sm,
  objectFit: "cover",
});

export const chipList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  borderRadius: "999px",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});
export const chipRemove = style({
  font: "inherit",
  cursor: "pointer",
  border: "none",
  background: "transparent",
  color: vars.color.text,
  padding: `0 ${vars.space.xs}`,
  fontWeight: 700,
});
export const tagInputRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 20rem) max-content",
  gap: vars.space.sm,
  alignItems: "center",
});

export const difficulty = styleVariants({
  Easy: { color: vars.color.primary, fontWeight: 600 },
  Medium: { color: vars.color.text, fontWeight: 600 },
  Hard: { color: vars.color.danger, fontWeight: 600 },
});

// ── reviews ─────────────────────────────────────────────────────────────────

export const reviewList = style({
  display: "grid",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const reviewItem = style({ display: "grid", gap: vars.space.xs, overflowWrap: "anywhere" });
