// A recipe as the offline planner sees it (a Candidate), for the assistant's tests: a title, a meal type
// and ingredient lines, the rest plain defaults that any test may override.
import type { Candidate } from "../../app/domain/assistant/planner";

export const candidate = (
  id: number,
  title: string,
  mealType: string,
  ingredients: string[],
  extra: Partial<Candidate> = {},
): Candidate => ({
  id,
  title,
  description: "",
  cuisine: "",
  mealType,
  tags: [],
  ingredients,
  calories: null,
  difficulty: "Easy",
  totalMinutes: 30,
  prepMinutes: 10,
  cookMinutes: 20,
  servings: 4,
  imageUrl: null,
  own: false,
  ...extra,
});
