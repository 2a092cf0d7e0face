// The starter recipes were written in Markdown: their texts carry emphasis marks (_Älplermagronen_,
// *until tender*). The app shows recipe texts as plain text everywhere (cards, detail, planner, print,
// API), so the marks are dropped when the library is loaded (docs/recipe-facts.md).
// Pure: no markup is produced, so nothing here can inject any.

// An emphasis run: opening mark after a start or a non-word character, text that neither starts nor
// ends with a space, the same mark closing before an end or a non-word character. A lone footnote
// star ("4 bacon strips*") has no partner and stays.
const EMPHASIS = /(^|[^\p{L}\p{N}*_\\])(\*\*|__|\*|_)(?=\S)(.*?\S)\2(?![\p{L}\p{N}*_])/gu;
const LINK = /\[([^\]\n]+)\]\([^()\s]*\)/g;
const CODE = /`([^`\n]+)`/g;

/** Markdown's inline marks dropped: _a_, *a*, __a__, **a** → a; [text](url) → text; `a` → a. */
export function stripInlineMarkdown(text: string): string {
  let out = text.replace(LINK, "$1").replace(CODE, "$1");
  // Nested marks (**_a_**) come off one layer per pass.
  for (let pass = 0; pass < 3; pass++) {
    const next = out.replace(EMPHASIS, "$1$3");
    if (next === out) break;
    out = next;
  }
  return out;
}
