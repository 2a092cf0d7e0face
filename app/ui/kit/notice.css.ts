// Notices: a status line above the page (what the last change did) and its error twin.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  borderLeft: `4px solid ${vars.color.primary}`,
});

/** A success worth reading first (a saved recipe, a changed family): the notice in bold. */
export const success = style([notice, { fontWeight: 600 }]);

/**
 * A notice that stays in the page while empty (out of the layout), so a message put in it later is
 * announced by screen readers.
 */
export const liveNotice = style([
  notice,
  {
    selectors: {
      "&:empty": {
        position: "absolute",
        width: 1,
        height: 1,
        padding: 0,
        border: 0,
        overflow: "hidden",
        clip: "rect(0 0 0 0)",
      },
    },
  },
]);

export const errorNotice = style([notice, { borderLeftColor: vars.color.danger }]);
