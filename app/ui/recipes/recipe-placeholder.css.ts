// The drawn stand-in for a missing recipe picture (recipe-placeholder.tsx): the same box as a photo. The
// drawing (a plate between a fork and a knife, two soft discs) is one shared background in the
// stylesheet, so a page of cards adds only a coloured box and two letters each, to its bytes and to
// the work of the browser and of accessibility checkers.
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const PLATE = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 260 160'>
<circle cx='130' cy='80' r='78' fill='white' fill-opacity='.16'/>
<circle cx='130' cy='80' r='60' fill='none' stroke='white' stroke-opacity='.45' stroke-width='2'/>
<path d='M18 30v34m8-34v34m8-34v34m-16 0q8 10 16 0m-8 6v60' fill='none' stroke='white' stroke-opacity='.6' stroke-width='5' stroke-linecap='round'/>
<path d='M234 130v-66q0-34 14-34v50h-8v50z' fill='white' fill-opacity='.6'/>
</svg>`;
const plate = `url("data:image/svg+xml,${encodeURIComponent(PLATE.replace(/\n/g, ""))}")`;
const disc = (at: string, size: string) =>
  `radial-gradient(circle at ${at}, rgb(255 255 255 / 7%) 0 ${size}, transparent calc(${size} + 0.5%))`;

const base = style({
  position: "relative",
  display: "grid",
  placeItems: "center",
  width: "100%",
  overflow: "hidden",
  color: "#fff",
  containerType: "inline-size",
  backgroundImage: `${plate}, ${disc("12% 8%", "22%")}, ${disc("92% 105%", "30%")}`,
  backgroundRepeat: "no-repeat",
  backgroundPosition: "center 42%, 0 0, 0 0",
});

export const card = style([base, { aspectRatio: "4 / 3", backgroundSize: "auto 55%, 100% 100%, 100% 100%" }]);

export const hero = style([
  base,
  {
    aspectRatio: "16 / 5",
    borderRadius: vars.radius.md,
    backgroundSize: "auto 55%, 100% 100%, 100% 100%",
    // Only decoration: a printed recipe leaves it out.
    "@media": { print: { display: "none" } },
  },
]);

export const initial = style({
  // Centred on the plate, sized with it (the plate is 55% of the box's height).
  marginTop: "-4%",
  fontFamily: "Georgia, 'Times New Roman', serif",
  fontWeight: 700,
  lineHeight: 1,
  fontSize: "3rem",
  "@supports": {
    "(font-size: 1cqi)": { fontSize: "16cqi", selectors: { [`${hero} &`]: { fontSize: "7cqi" } } },
  },
});

export const label = style({
  position: "absolute",
  insetInline: 0,
  bottom: "7%",
  textAlign: "center",
  fontSize: "0.8rem",
  fontWeight: 600,
  letterSpacing: "0.2em",
  textTransform: "uppercase",
});
