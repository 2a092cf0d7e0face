// What the recipe pages tell a member after a change (post/redirect/get), shown once on the recipe's
// page as a flash message (docs/decisions/026-page-action-kit.md).
import { pictureProblemText, RECIPE_TEXTS } from "./constants";

export const RECIPE_NOTICES = {
  saved: "Recipe saved successfully!",
  /** Said on the list, since the recipe's own page is gone. */
  deleted: "The recipe was deleted.",
  notesSaved: RECIPE_TEXTS.notesSaved,
  rated: "Thanks, your rating was saved.",
  favorite: (on: boolean) => (on ? "Saved to your favourites." : "Removed from your favourites."),
  /** Imported; a picture that could not be had (its key words it) and text that was shortened are said too. */
  imported: (pictureProblem: string | null | undefined, shortened: readonly string[] = []) =>
    [
      RECIPE_TEXTS.imported,
      pictureProblemText(pictureProblem),
      shortened.length > 0 ? RECIPE_TEXTS.importShortened(shortened) : null,
    ]
      .filter(Boolean)
      .join(" "),
} as const;
