// The drawn stand-in for a missing recipe picture (recipe-placeholder.tsx): the same box as a photo.
import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const card = style({ display: "block", width: "100%", aspectRatio: "4 / 3", height: "auto" });

export const hero = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 5",
  height: "auto",
  borderRadius: vars.radius.md,
  // Only decoration: a printed recipe leaves it out.
  "@media": { print: { display: "none" } },
});
