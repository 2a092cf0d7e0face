import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { fontSize: "100%", WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.5,
});
globalStyle("h1, h2, h3", { fontFamily: vars.font.heading, lineHeight: 1.2 });
globalStyle("a", { color: vars.color.primary });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("@media (prefers-reduced-motion: reduce)", {});
globalStyle("*", {
  "@media": {
    "(prefers-reduced-motion: reduce)": { animationDuration: "0.01ms", transitionDuration: "0.01ms" },
  },
});
