// The picture of a recipe that has none: a plate with the dish's initial, set between a fork and a
// knife, on a colour chosen by its cuisine (else its meal type, category or title), so a library
// without photographs still looks laid out on purpose. A coloured box with two words (the drawing is
// the stylesheet's, shared by every card), no request; an image whose accessible name is the title.
import * as css from "./recipe-placeholder.css";

/** Deep, muted colours: white text on each has a contrast of at least 4.5:1. */
export const PLACEHOLDER_COLOURS = [
  "#8c3b2b", // terracotta
  "#2f5d50", // pine
  "#35507a", // slate blue
  "#7a3f6d", // plum
  "#7d5316", // ochre
  "#3d6b35", // leaf
  "#5b4a8b", // violet
  "#7a4a2f", // walnut
  "#2c6474", // teal
  "#8b3a4a", // raspberry
] as const;

/** The list filter's cuisines and the meal types each have their own; other words are hashed. */
const CHOSEN: Record<string, (typeof PLACEHOLDER_COLOURS)[number]> = {
  italian: "#8c3b2b",
  mexican: "#7d5316",
  asian: "#8b3a4a",
  american: "#35507a",
  mediterranean: "#2c6474",
  indian: "#7a3f6d",
  breakfast: "#7d5316",
  lunch: "#3d6b35",
  dinner: "#2f5d50",
  dessert: "#7a3f6d",
  snack: "#5b4a8b",
  other: "#7a4a2f",
};

/** The same word always gives the same colour (chosen, else FNV-1a over its lowercase letters). */
export function placeholderColour(key: string): string {
  const chosen = CHOSEN[key.trim().toLowerCase()];
  if (chosen) return chosen;
  let hash = 2166136261;
  for (const ch of key.trim().toLowerCase())
    hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  return PLACEHOLDER_COLOURS[hash % PLACEHOLDER_COLOURS.length]!;
}

/** The first letter or digit of a title, upper case ('Älplermagronen' → 'Ä'); '·' when it has none. */
export function initialOf(title: string): string {
  const match = /[\p{L}\p{N}]/u.exec(title);
  return match ? match[0].toLocaleUpperCase() : "·";
}

export function RecipePlaceholder(props: {
  name: string;
  cuisine?: string;
  mealType?: string;
  category?: string;
  variant: "card" | "hero";
}) {
  const key = props.cuisine || props.mealType || props.category || props.name;
  const label = props.cuisine || props.category || props.mealType || "";
  return (
    <div
      role="img"
      aria-label={props.name}
      className={props.variant === "hero" ? css.hero : css.card}
      style={{ backgroundColor: placeholderColour(key) }}
    >
      <span className={css.initial}>{initialOf(props.name)}</span>
      {label ? <span className={css.label}>{label}</span> : null}
    </div>
  );
}
