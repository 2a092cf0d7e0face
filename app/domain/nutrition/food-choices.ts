// The recipe form's "Counted as" choice (docs/decisions/032-food-table-and-matching.md): the shapes the
// server ranks (food-choices.server.ts) and the form shows. No server code here: the form imports it.

export type FoodChoice = { ndb: string; description: string };
/** Per line name (see foodChoiceKey): the foods to offer, the matcher's choice first. */
export type FoodChoices = Record<string, FoodChoice[]>;

export const FOOD_CHOICE_COUNT = 5;

/** The key a line's choices are kept under. */
export const foodChoiceKey = (name: string) => name.trim().toLowerCase();
