import { style } from "@vanilla-extract/css";

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
