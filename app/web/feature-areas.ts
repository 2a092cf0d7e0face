// The areas behind a feature flag, and which URLs belong to each (docs/product.md#navigation-and-feature-flags).
// Each area has one guard for its pages (`requireFlag(request, <its flag>)`: a redirect home with the flag
// off) and one for its API (a JSON 403 with the flag off), and every route of the area calls its guard
// first. tests/unit/feature-guards.test.ts reads this table against the URL map (app/routes.ts), so a
// route added to an area without its guard, or a new URL under an area's prefix that is neither in the
// area nor named as open, fails the build. Patterns are the URL map's (`:id` is any one segment, a
// trailing `/*` any deeper path).
import { AI_FLAG } from "~/domain/assistant/constants";
import { COMMUNITY_FLAG } from "~/domain/community/constants";
import { INVENTORY_FLAG } from "~/domain/inventory/constants";
import { NUTRITION_ANALYSIS_FLAG } from "~/domain/nutrition/constants";
import { SHOPPING_FLAG } from "~/domain/shopping/constants";

export type FeatureArea = {
  name: string;
  flag: string;
  /** The name of the flag's constant, as the pages pass it to requireFlag. */
  flagConstant: string;
  /** The API guard's name (app/web/feature-api.server.ts, community-api.server.ts, assistant.server.ts). */
  apiGuard: string;
  /** The URLs behind the flag. */
  urls: readonly string[];
  /** URLs that look like the area's but are not behind its flag, and why. */
  open?: Readonly<Record<string, string>>;
};

export const FEATURE_AREAS: readonly FeatureArea[] = [
  {
    name: "Nutrition Analysis",
    flag: NUTRITION_ANALYSIS_FLAG,
    flagConstant: "NUTRITION_ANALYSIS_FLAG",
    apiGuard: "requireNutritionAnalysisApi",
    urls: [
      "nutrition-analysis",
      "nutrition-analysis/*",
      "api/nutrition/goals",
      "api/nutrition/summary",
      "api/nutrition/daily-report",
      "api/nutrition/weekly-report",
      "api/nutrition/trends",
    ],
    open: {
      "api/nutrition/calculate": "the recipe form's nutrition (a recipe's facts, not the analysis)",
      "api/nutrition/recipe/:id":
        "a recipe's nutrition per serving (the same answer as /api/recipes/{id}/nutrition)",
      "api/ai/calculate-nutrition": "the recipe form's AI estimate of a recipe's nutrition",
      "ai/calculate-nutrition": "the recipe form's AI estimate of a recipe's nutrition",
      "api/foods": "the recipe form's food search (which food an ingredient line is)",
    },
  },
  {
    name: "Inventory",
    flag: INVENTORY_FLAG,
    flagConstant: "INVENTORY_FLAG",
    apiGuard: "requireInventoryApi",
    urls: [
      "inventory",
      "inventory/*",
      "api/inventory",
      "api/inventory/*",
      "shopping-list/items/:id/to-pantry",
    ],
    open: {
      "pantry/undo": "undoes the caller's household's newest pantry change, whichever area made it",
    },
  },
  {
    name: "Shopping List",
    flag: SHOPPING_FLAG,
    flagConstant: "SHOPPING_FLAG",
    apiGuard: "requireShoppingApi",
    urls: [
      "shopping-list",
      "shopping-list/*",
      "api/shopping-lists",
      "api/shopping-lists/*",
      "api/shopping-items/*",
      "meal-planner/shopping-list",
      "meal-planner/shopping-list/*",
      "recipes/:id/shopping-list",
    ],
  },
  {
    name: "Community",
    flag: COMMUNITY_FLAG,
    flagConstant: "COMMUNITY_FLAG",
    apiGuard: "requireCommunityApi",
    urls: ["community", "api/community/*", "api/recipes/:id/share"],
  },
  {
    name: "AI",
    flag: AI_FLAG,
    flagConstant: "AI_FLAG",
    apiGuard: "requireAssistantCaller",
    urls: ["ai-meal-planner", "ai-meal-planner/*", "api/analyze-intent", "api/ai-assistant"],
    open: {
      "settings/ai-planning": "the AI planning preferences: a settings tab, kept while the assistant is off",
      "api/ai/preferences": "the AI planning preferences: a settings tab, kept while the assistant is off",
      "api/ai/preferences/reset":
        "the AI planning preferences: a settings tab, kept while the assistant is off",
    },
  },
];

/** Whether a URL of the map ("api/inventory/:id") matches a pattern of the table. */
export function urlMatches(url: string, pattern: string): boolean {
  const want = pattern.split("/");
  const have = url.split("/");
  const deep = want[want.length - 1] === "*";
  if (deep) want.pop();
  if (deep ? have.length <= want.length : have.length !== want.length) return false;
  return want.every((part, i) => part === have[i] || (part.startsWith(":") && have[i]?.startsWith(":")));
}

/** The flagged area a URL belongs to; the first that lists it (a more particular URL comes first). */
export function featureAreaOf(url: string): FeatureArea | undefined {
  return FEATURE_AREAS.find((area) => area.urls.some((pattern) => urlMatches(url, pattern)));
}
