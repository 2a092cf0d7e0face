// The printed meal plan's per-day tables: one fixed set of column widths, so every day's columns line
// up under each other (an automatic table layout sizes each day's table by its own contents).
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

export const dayTable = style({ tableLayout: "fixed", width: "100%" });
globalStyle(`${dayTable} th, ${dayTable} td`, { overflowWrap: "anywhere" });

/** Percent widths of the columns: time, meal type, what, servings, for, notes. */
export const column = styleVariants({
  time: { width: "12%" },
  type: { width: "12%" },
  what: { width: "32%" },
  servings: { width: "10%" },
  for: { width: "14%" },
  notes: { width: "20%" },
});
