import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A one-button form inside a line of text (an ingredient's 'Add to shopping list'). */
export const inlineForm = style({ display: "inline-block", marginInlineStart: "0.5rem" });

const badge = {
  margin: 0,
  fontSize: "0.85rem",
  fontWeight: 600,
  borderRadius: "999px",
  padding: "0.1rem 0.6rem",
  justifySelf: "start",
  width: "fit-content",
} as const;
/** Dark text on a light tint: readable (WCAG AA) in both themes' card backgrounds. */
export const canMake = style({ ...badge, color: "#14532d", background: "#dcfce7" });
export const missing = style({ ...badge, color: "#7c2d12", background: "#ffedd5" });

// The ingredient's button draws its words with CSS and is named by aria-label, so the checklist line
// still reads as the ingredient alone (its text is what the list, print and tests read).
export const addIngredientButton = style({
  "::after": { content: '"+ List"' },
});

// A planner day's 'Add to list': a small pill beside the day's date, wrapping under it in a narrow week
// column; on a phone a finger-sized target (docs/decisions/023-phones-first.md).
export const dayForm = style({ display: "inline-block", marginInlineStart: "0.25rem" });
export const dayButton = style({
  font: "inherit",
  fontSize: "0.8rem",
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: "pointer",
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "999px",
  padding: "0.1rem 0.5rem",
  whiteSpace: "nowrap",
  "@media": { "screen and (max-width: 48rem)": { minHeight: "2.75rem", padding: "0.2rem 0.75rem" } },
});
