import type { Migration } from "kysely";
import * as eventStore from "./2026-11-22T0600-event-store";
import * as accounts from "./2026-11-22T0700-accounts";
import * as households from "./2026-11-22T0800-households";
import * as recipes from "./2026-11-23T0900-recipes";
import * as mealPlans from "./2026-11-23T1000-meal-plans";
import * as calendarFeeds from "./2026-11-23T1100-calendar-feeds";
import * as pageRevisions from "./2026-11-24T1000-page-revisions";
import * as eventChainOneUpdate from "./2026-11-25T0900-event-chain-one-update";
import * as recipeFacts from "./2026-11-26T0900-recipe-facts";
import * as foodTable from "./2026-11-27T0900-food-table";
import * as nutritionGoals from "./2026-11-27T0900-nutrition-goals";
import * as recipeNutritionUnmatched from "./2026-11-28T0900-recipe-nutrition-unmatched";
import * as inventory from "./2026-11-29T0900-inventory";
import * as shopping from "./2026-11-29T1000-shopping";
import * as pantryLoop from "./2026-11-29T1300-pantry-loop";
import * as assistant from "./2026-11-29T1400-assistant";
import * as aiPreferences from "./2026-11-29T1500-ai-preferences";
import * as community from "./2026-11-29T1600-community";
import * as settings from "./2026-11-29T1700-settings";
import * as ingredientFoodChoice from "./2026-11-29T1800-ingredient-food-choice";
import * as chatOnce from "./2026-11-30T1000-chat-once";
import * as pageRevisionsEverywhere from "./2026-11-30T1200-page-revisions-everywhere";
import * as householdTimeZone from "./2026-11-30T1400-household-time-zone";
import * as shoppingItemMeals from "./2026-12-01T0900-shopping-item-meals";
import * as publicRecipesByRecency from "./2026-12-02T0900-public-recipes-by-recency";
import * as recipeAllergens from "./2026-12-03T0900-recipe-allergens";
import * as recipeNutritionCheck from "./2026-12-03T1000-recipe-nutrition-check";

// Every migration, in order. Add new ones at the end; never edit one that has shipped.
export const migrations: Record<string, Migration> = {
  "2026-11-22T0600-event-store": eventStore,
  "2026-11-22T0700-accounts": accounts,
  "2026-11-22T0800-households": households,
  "2026-11-23T0900-recipes": recipes,
  "2026-11-23T1000-meal-plans": mealPlans,
  "2026-11-23T1100-calendar-feeds": calendarFeeds,
  "2026-11-24T1000-page-revisions": pageRevisions,
  "2026-11-25T0900-event-chain-one-update": eventChainOneUpdate,
  "2026-11-26T0900-recipe-facts": recipeFacts,
  "2026-11-27T0900-food-table": foodTable,
  "2026-11-27T0900-nutrition-goals": nutritionGoals,
  "2026-11-28T0900-recipe-nutrition-unmatched": recipeNutritionUnmatched,
  "2026-11-29T0900-inventory": inventory,
  "2026-11-29T1000-shopping": shopping,
  "2026-11-29T1300-pantry-loop": pantryLoop,
  "2026-11-29T1400-assistant": assistant,
  "2026-11-29T1500-ai-preferences": aiPreferences,
  "2026-11-29T1600-community": community,
  "2026-11-29T1700-settings": settings,
  "2026-11-29T1800-ingredient-food-choice": ingredientFoodChoice,
  "2026-11-30T1000-chat-once": chatOnce,
  "2026-11-30T1200-page-revisions-everywhere": pageRevisionsEverywhere,
  "2026-11-30T1400-household-time-zone": householdTimeZone,
  "2026-12-01T0900-shopping-item-meals": shoppingItemMeals,
  "2026-12-02T0900-public-recipes-by-recency": publicRecipesByRecency,
  "2026-12-03T0900-recipe-allergens": recipeAllergens,
  "2026-12-03T1000-recipe-nutrition-check": recipeNutritionCheck,
};
