// The picture of a recipe that has none: a plate with the dish's initial, set between a fork and a
// knife, on a colour chosen by its cuisine (else its meal type, category or title), so a library
// without photographs still looks laid out on purpose. Inline SVG, a few hundred bytes, no request;
// an image whose accessible name is the recipe's title.
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
  // A card is 4:3; the detail page's banner is wide. Everything is laid out around the centre.
  const [width, height] = props.variant === "hero" ? [960, 300] : [400, 300];
  const cx = width / 2;
  const cy = height / 2 - (props.variant === "card" && label ? 10 : 0);
  return (
    <svg
      role="img"
      aria-label={props.name}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      className={props.variant === "hero" ? css.hero : css.card}
      style={{ background: placeholderColour(key) }}
    >
      <g fill="#fff">
        <circle cx={cx - width / 3} cy={height * 0.15} r={110} opacity={0.06} />
        <circle cx={cx + width / 2.6} cy={height * 0.95} r={140} opacity={0.06} />
        <circle cx={cx} cy={cy} r={78} opacity={0.16} />
        <circle cx={cx} cy={cy} r={60} fill="none" stroke="#fff" strokeWidth={2} opacity={0.45} />
        {/* fork */}
        <path
          d={`M${cx - 112} ${cy - 50}v34m8-34v34m8-34v34m-16 0q8 10 16 0m-8 6v60`}
          fill="none"
          stroke="#fff"
          strokeWidth={5}
          strokeLinecap="round"
          opacity={0.6}
        />
        {/* knife */}
        <path d={`M${cx + 104} ${cy + 50}v-66q0-34 14-34v50h-8v50z`} opacity={0.6} />
        <text
          x={cx}
          y={cy}
          dy="0.35em"
          textAnchor="middle"
          fontSize={64}
          fontWeight={700}
          fontFamily="Georgia, 'Times New Roman', serif"
        >
          {initialOf(props.name)}
        </text>
        {label ? (
          <text
            x={cx}
            y={height - 26}
            textAnchor="middle"
            fontSize={22}
            fontWeight={600}
            letterSpacing={3}
            fontFamily="system-ui, sans-serif"
            opacity={0.9}
          >
            {label.toUpperCase()}
          </text>
        ) : null}
      </g>
    </svg>
  );
}
