import { describe, expect, test } from "vitest";
import { AI_PREFERENCE_FIELDS, DEFAULT_AI_PREFERENCES } from "./constants";
import { AiPreferencesSchema } from "./schemas";

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = AiPreferencesSchema.safeParse({ ...DEFAULT_AI_PREFERENCES, ...input });
  return parsed.success ? null : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the AI planning preferences schema", () => {
  test("the defaults pass as they are, and every field is in the schema", () => {
    expect(AiPreferencesSchema.parse(DEFAULT_AI_PREFERENCES)).toEqual(DEFAULT_AI_PREFERENCES);
    expect(Object.keys(AiPreferencesSchema.shape)).toEqual([...AI_PREFERENCE_FIELDS]);
  });

  test("reads a page's form values: 'on', '4', one or several list entries, absent switches off", () => {
    const parsed = AiPreferencesSchema.parse({
      default_diet_type: "vegetarian",
      preferred_cuisines: ["Italian", "Thai"],
      dietary_restrictions: "Dairy-free",
      allergies: ["Nuts", "Kiwi"],
      disliked_ingredients: "Olives, Liver",
      preferred_meal_types: ["Dinner"],
      meals_per_day: "4",
      use_inventory: "on",
      complexity_level: "3",
    });
    expect(parsed).toEqual({
      default_diet_type: "vegetarian",
      preferred_cuisines: ["Italian", "Thai"],
      dietary_restrictions: ["Dairy-free"],
      allergies: ["Nuts", "Kiwi"],
      disliked_ingredients: ["Olives", "Liver"],
      preferred_meal_types: ["Dinner"],
      meals_per_day: 4,
      use_inventory: true,
      consider_leftovers: false,
      complexity_level: 3,
    });
  });

  test("choices are read in any letter case, spelled as the spec spells them, each once", () => {
    const parsed = AiPreferencesSchema.parse({
      ...DEFAULT_AI_PREFERENCES,
      default_diet_type: " Low-Carb ",
      preferred_cuisines: ["middle eastern", "ITALIAN", "Italian"],
      preferred_meal_types: '["snack","Dessert"]',
    });
    expect(parsed.default_diet_type).toBe("low-carb");
    expect(parsed.preferred_cuisines).toEqual(["Middle Eastern", "Italian"]);
    expect(parsed.preferred_meal_types).toEqual(["Snack", "Dessert"]);
  });

  test.each([
    [{ meals_per_day: 0 }, "meals_per_day", "Meals per day must be a whole number from 1 to 6."],
    [{ meals_per_day: 7 }, "meals_per_day", "Meals per day must be a whole number from 1 to 6."],
    [{ meals_per_day: "2.5" }, "meals_per_day", "Meals per day must be a whole number from 1 to 6."],
    [{ meals_per_day: 2.5 }, "meals_per_day", "Meals per day must be a whole number from 1 to 6."],
    [
      { complexity_level: 4 },
      "complexity_level",
      "Complexity must be 1 (Simple), 2 (Moderate) or 3 (Advanced).",
    ],
    [{ default_diet_type: "carnivore" }, "default_diet_type", "The diet type must be one of:"],
    [{ preferred_cuisines: ["Martian"] }, "preferred_cuisines", "Martian is not one of the cuisine choices"],
    [{ preferred_meal_types: [7] }, "preferred_meal_types.0", "Each meal type entry must be text."],
    [
      { dietary_restrictions: { a: 1 } },
      "dietary_restrictions",
      "The dietary restriction field must be a list.",
    ],
    [{ use_inventory: "maybe" }, "use_inventory", "Use inventory must be true or false."],
    [{ allergies: ["Nuts", "nuts"] }, "allergies", "nuts is already in the allergies list."],
  ])("refuses %j under its field", (input, field, message) => {
    const errors = errorsOf(input);
    expect(errors).toHaveLength(1);
    expect(errors?.[0]?.[0]).toBe(field);
    expect(errors?.[0]?.[1]).toContain(message);
  });
});
