// Print base: black on white, no navigation chrome, links show where they go.
import { globalStyle } from "@vanilla-extract/css";

const print = (selector: string, style: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { "@media": { print: style as never } });

print("html, body", { background: "#fff", color: "#000", fontSize: "11pt" });
print("[data-print='hide'], nav, .skip-link", { display: "none" });
print("main", { padding: 0, maxWidth: "none" });
print("a[href^='http']::after", { content: "' (' attr(href) ')'", fontSize: "90%" });
print("h1, h2, h3", { breakAfter: "avoid" });
print("table, figure, li", { breakInside: "avoid" });
