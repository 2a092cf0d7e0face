// The recipe form's "Counted as" choice (docs/decisions/032-food-table-and-matching.md): the shapes the
// server ranks (food-choices.server.ts) and the form shows. No server code here: the form imports it.

export type FoodChoice = { ndb: string; description: string };
/** Per line name (see foodChoiceKey): the foods to offer, the matcher's choice first. */
export type FoodChoices = Record<string, FoodChoice[]>;

export const FOOD_CHOICE_COUNT = 5;

/** The key a line's choices are kept under. */
export const foodChoiceKey = (name: string) => name.trim().toLowerCase();

/**
 * A line's choices, by its name. Only the object's own keys: an ingredient called `__proto__` or
 * `constructor` found Object's prototype or function, and the recipe form failed to render (500).
 */
export const foodChoicesOf = (choices: FoodChoices, name: string): FoodChoice[] | undefined => {
  const key = foodChoiceKey(name);
  return Object.hasOwn(choices, key) ? choices[key] : undefined;
};

/** Keeps a line's choices under its name as an own key (an assignment to `__proto__` would not). */
export function setFoodChoices(choices: FoodChoices, name: string, list: FoodChoice[]): void {
  Object.defineProperty(choices, foodChoiceKey(name), {
    value: list,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** The fewest letters a search of the food table ('Find food', GET /api/foods) reads. */
export const FOOD_SEARCH_MIN_LETTERS = 2;

/** Whether a search has enough letters to be sent. */
export const searchable = (query: string) =>
  (query.match(/[a-z0-9]/gi) ?? []).length >= FOOD_SEARCH_MIN_LETTERS;

/**
 * 'Find food' on one ingredient row: the words searched, the first foods found (offered in that row's
 * "Counted as" list) and how many hold the words.
 */
export type FoodSearchAnswer = { index: number; query: string; foods: FoodChoice[]; total: number };
