// The page's frame, shared by every area: the page's grid, its header (title and toolbar), headings,
// a muted line, a panel, an empty state and text only screen readers read. An area's *.css.ts
// re-exports what it uses under the names its components already read (css.page, css.title, …).
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const page = style({ display: "grid", gap: vars.space.lg });

/** The page's title and its toolbar on one line, the toolbar wrapping under the title on a phone. */
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: "1.6rem" });
export const subtitle = style({ margin: 0, fontSize: "1.2rem" });

/** A row of buttons and links that wraps on a narrow screen. */
export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const muted = style({ color: vars.color.mutedText, margin: 0, fontSize: "0.9rem" });

/** A panel on the page: a titled group of content or a form's section. */
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
});

/** What a list shows when it has nothing yet: a dashed box with a sentence and a way to add. */
export const empty = style({
  textAlign: "center",
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "center",
});

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
