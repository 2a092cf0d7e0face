// The URL map, one block per area (docs/decisions/029-layout-by-area.md). A route's file lives in
// app/routes/<area>/, API resource routes in app/routes/<area>/api/. The nesting reproduces what the
// flat-route file names described before the move; tests/unit/route-config.test.ts keeps it honest.
import { index, type RouteConfig, route } from "@remix-run/route-config";

export default [
  // system
  index("routes/system/_index.tsx"),
  route("*", "routes/system/$.tsx"),
  route("healthz", "routes/system/healthz.ts"),
  route("api/*", "routes/system/api/$.ts"),
  route("api/openapi.json", "routes/system/api/openapi[.]json.ts"),

  // accounts
  route("debug-auth-status", "routes/accounts/debug-auth-status.ts"),
  route("debug-family-access/:id", "routes/accounts/debug-family-access.$id.ts"),
  route("debug-meal-ownership/:id", "routes/accounts/debug-meal-ownership.$id.ts"),
  route("login", "routes/accounts/login.tsx"),
  route("logout", "routes/accounts/logout.tsx"),
  route("register", "routes/accounts/register.tsx"),
  route("sanctum/csrf-cookie", "routes/accounts/sanctum.csrf-cookie.ts"),
  route("user-debug", "routes/accounts/user-debug.ts"),
  route("user/profile", "routes/accounts/user.profile.ts"),
  route("api/auth-check", "routes/accounts/api/auth-check.ts"),
  route("api/debug-auth-status", "routes/accounts/api/debug-auth-status.ts"),
  route("api/debug-family-access/:id", "routes/accounts/api/debug-family-access.$id.ts"),
  route("api/debug-meal-ownership/:id", "routes/accounts/api/debug-meal-ownership.$id.ts"),
  route("api/login", "routes/accounts/api/login.ts"),
  route("api/logout", "routes/accounts/api/logout.ts"),
  route("api/register", "routes/accounts/api/register.ts"),
  route("api/user", "routes/accounts/api/user.ts", [
    route("family", "routes/household/api/user.family.ts"),
    route("profile", "routes/accounts/api/user.profile.ts"),
  ]),
  route("api/user-debug", "routes/accounts/api/user-debug.ts"),

  // household
  route("family", "routes/household/family._index.tsx", { index: true }),
  route("family/members/:id/edit", "routes/household/family.members.$id.edit.tsx"),
  route("family/members/:id/remove", "routes/household/family.members.$id.remove.tsx"),
  route("family/members/new", "routes/household/family.members.new.tsx"),
  route("family/people", "routes/household/family.people.tsx"),
  route("family/settings", "routes/household/family.settings.tsx"),
  route("invite/:token", "routes/household/invite.$token.tsx"),
  route("user/family", "routes/household/user.family.ts"),
  route("api/families", "routes/household/api/families.ts", [
    route(":id", "routes/household/api/families.$id.ts", [
      route("options", "routes/household/api/families.$id.options.ts"),
    ]),
  ]),
  route("api/family-members", "routes/household/api/family-members.ts", [
    route(":id", "routes/household/api/family-members.$id.ts", [
      route("check-permissions", "routes/household/api/family-members.$id.check-permissions.ts"),
      route("dietary-info", "routes/household/api/family-members.$id.dietary-info.ts"),
    ]),
    route(
      "check-family-member-permissions/:id",
      "routes/household/api/family-members.check-family-member-permissions.$id.ts",
    ),
    route("check-permissions", "routes/household/api/family-members.check-permissions.ts"),
  ]),

  // recipes
  route("recipe-images/:id", "routes/recipes/recipe-images.$id.ts"),
  route("recipes", "routes/recipes/recipes._index.tsx", { index: true }),
  route("recipes/:id", "routes/recipes/recipes.$id._index.tsx", { index: true }),
  route("recipes/:id/delete", "routes/recipes/recipes.$id.delete.tsx"),
  route("recipes/:id/edit", "routes/recipes/recipes.$id.edit.tsx"),
  route("recipes/import", "routes/recipes/recipes.import.tsx"),
  route("recipes/new", "routes/recipes/recipes.new.tsx"),
  route("api/ingredients/parse", "routes/recipes/api/ingredients.parse.ts"),
  route("api/recipes", "routes/recipes/api/recipes.ts", [
    route(":id", "routes/recipes/api/recipes.$id.ts", [
      route("notes", "routes/recipes/api/recipes.$id.notes.ts"),
      route("nutrition", "routes/recipes/api/recipes.$id.nutrition.ts"),
      route("rating", "routes/recipes/api/recipes.$id.rating.ts"),
      route("toggle-favorite", "routes/recipes/api/recipes.$id.toggle-favorite.ts"),
    ]),
    route("add-to-collection", "routes/recipes/api/recipes.add-to-collection.ts"),
    route("import", "routes/recipes/api/recipes.import.ts"),
  ]),

  // meal-plan
  route("calendar/:token.ics", "routes/meal-plan/calendar.$token[.]ics.ts"),
  route("meal-planner", "routes/meal-plan/meal-planner._index.tsx", { index: true }),
  route("meal-planner/calendar-feed", "routes/meal-plan/meal-planner.calendar-feed.tsx"),
  route("meal-planner/export.csv", "routes/meal-plan/meal-planner.export[.]csv.ts"),
  route("meal-planner/export.ics", "routes/meal-plan/meal-planner.export[.]ics.ts"),
  route("meal-planner/history", "routes/meal-plan/meal-planner.history.tsx"),
  route("meal-planner/history.csv", "routes/meal-plan/meal-planner.history[.]csv.ts"),
  route("meal-planner/history.jsonl", "routes/meal-plan/meal-planner.history[.]jsonl.ts"),
  route("meal-planner/meals/:id", "routes/meal-plan/meal-planner.meals.$id._index.tsx", { index: true }),
  route("meal-planner/meals/:id/edit", "routes/meal-plan/meal-planner.meals.$id.edit.tsx"),
  route("meal-planner/meals/:id/leftovers", "routes/meal-plan/meal-planner.meals.$id.leftovers.tsx"),
  route("meal-planner/meals/:id/move", "routes/meal-plan/meal-planner.meals.$id.move.tsx"),
  route("meal-planner/meals/:id/remove", "routes/meal-plan/meal-planner.meals.$id.remove.tsx"),
  route("meal-planner/new", "routes/meal-plan/meal-planner.new.tsx"),
  route("meal-planner/print", "routes/meal-plan/meal-planner.print.tsx"),
  route("api/meal-plans", "routes/meal-plan/api/meal-plans.ts", [
    route(":id", "routes/meal-plan/api/meal-plans.$id.ts", [
      route("add-meal", "routes/meal-plan/api/meal-plans.$id.add-meal.ts"),
      route("history", "routes/meal-plan/api/meal-plans.$id.history.ts"),
      route("meals/:mealId", "routes/meal-plan/api/meal-plans.$id.meals.$mealId.ts"),
      route("move", "routes/meal-plan/api/meal-plans.$id.move.ts"),
      route("nutrition", "routes/meal-plan/api/meal-plans.$id.nutrition.ts"),
      route("prepared", "routes/meal-plan/api/meal-plans.$id.prepared.ts"),
    ]),
    route("generate-nutrition", "routes/meal-plan/api/meal-plans.generate-nutrition.ts"),
    route("week", "routes/meal-plan/api/meal-plans.week.ts"),
  ]),

  // nutrition
  route("ai/calculate-nutrition", "routes/nutrition/ai.calculate-nutrition.ts"),
  route("api/ai/calculate-nutrition", "routes/nutrition/api/ai.calculate-nutrition.ts"),
  route("api/nutrition/calculate", "routes/nutrition/api/nutrition.calculate.ts"),
  route("nutrition-analysis", "routes/nutrition/nutrition-analysis.tsx"),
  route("nutrition-analysis/export.csv", "routes/nutrition/nutrition-analysis.export[.]csv.ts"),
  route("api/nutrition/daily-report", "routes/nutrition/api/nutrition.daily-report.ts"),
  route("api/nutrition/goals", "routes/nutrition/api/nutrition.goals.ts"),
  route("api/nutrition/recipe/:id", "routes/nutrition/api/nutrition.recipe.$id.ts"),
  route("api/nutrition/summary", "routes/nutrition/api/nutrition.summary.ts"),
  route("api/nutrition/trends", "routes/nutrition/api/nutrition.trends.ts"),
  route("api/nutrition/weekly-report", "routes/nutrition/api/nutrition.weekly-report.ts"),
  route("api/foods", "routes/nutrition/api/foods.ts"),

  // ai-preferences (its page, /settings/ai-planning, is a tab of the settings block below)
  route("api/ai/preferences", "routes/ai-preferences/api/ai.preferences.ts"),
  route("api/ai/preferences/reset", "routes/ai-preferences/api/ai.preferences.reset.ts"),

  // inventory
  route("inventory", "routes/inventory/inventory._index.tsx"),
  route("inventory/new", "routes/inventory/inventory.new.tsx"),
  route("inventory/:id/edit", "routes/inventory/inventory.$id.edit.tsx"),
  route("inventory/:id/remove", "routes/inventory/inventory.$id.remove.tsx"),
  route("api/dashboard", "routes/system/api/dashboard.ts"),
  route("api/inventory", "routes/inventory/api/inventory.ts"),
  route("api/inventory/:id", "routes/inventory/api/inventory.$id.ts"),

  // notifications (shown on the dashboard; the choices are Settings › Preferences)
  route("api/notifications", "routes/notifications/api/notifications.ts"),

  // shopping
  route("shopping-list", "routes/shopping/shopping-list.tsx"),
  route("shopping-list/items/new", "routes/shopping/shopping-list.items.new.tsx"),
  route("shopping-list/items/:id/edit", "routes/shopping/shopping-list.items.$id.edit.tsx"),
  route("shopping-list/items/:id/remove", "routes/shopping/shopping-list.items.$id.remove.tsx"),
  route("shopping-list/lists", "routes/shopping/shopping-list.lists.tsx"),
  route("shopping-list/lists/:id/edit", "routes/shopping/shopping-list.lists.$id.edit.tsx"),
  route("api/shopping-lists", "routes/shopping/api/shopping-lists.ts", [
    route(":id", "routes/shopping/api/shopping-lists.$id.ts", [
      route("items", "routes/shopping/api/shopping-lists.$id.items.ts"),
    ]),
  ]),
  route("api/shopping-items/:id", "routes/shopping/api/shopping-items.$id.ts", [
    route("toggle", "routes/shopping/api/shopping-items.$id.toggle.ts"),
  ]),

  // community
  route("community", "routes/community/community.tsx"),
  route("api/community/recipes", "routes/community/api/community.recipes.ts"),
  route("api/community/recipes/:id/rate", "routes/community/api/community.recipes.$id.rate.ts"),
  route("api/community/recipes/:id/report", "routes/community/api/community.recipes.$id.report.ts"),
  route("api/community/recipes/:id/save", "routes/community/api/community.recipes.$id.save.ts"),
  route("api/community/recipes/:id/feature", "routes/community/api/community.recipes.$id.feature.ts"),
  route("api/recipes/:id/share", "routes/community/api/recipes.$id.share.ts"),

  // assistant
  route("ai-meal-planner", "routes/assistant/ai-meal-planner.tsx"),
  route("ai-meal-planner/plans/:id/add", "routes/assistant/ai-meal-planner.plans.$id.add.tsx"),
  route("api/analyze-intent", "routes/assistant/api/analyze-intent.ts"),
  route("api/ai-assistant", "routes/assistant/api/ai-assistant.ts"),

  // settings
  route("settings", "routes/settings/settings.tsx", [
    index("routes/settings/settings._index.tsx"),
    route("account", "routes/settings/settings.account.tsx"),
    route("advanced", "routes/settings/settings.advanced.tsx"),
    // The AI issue owns the form; it sits in Settings' frame as the AI Planning tab.
    route("ai-planning", "routes/ai-preferences/settings.ai-planning.tsx"),
    route("family", "routes/settings/settings.family.tsx"),
    route("preferences", "routes/settings/settings.preferences.tsx"),
    route("subscription", "routes/settings/settings.subscription.tsx"),
  ]),
  route("settings/export.json", "routes/settings/settings.export[.]json.ts"),
  route("reset-password/:token", "routes/settings/reset-password.$token.tsx"),
  route("api/settings/export", "routes/settings/api/settings.export.ts"),
  route("api/settings/password", "routes/settings/api/settings.password.ts"),
  route("api/settings/preferences", "routes/settings/api/settings.preferences.ts"),
  route("api/settings/sessions", "routes/settings/api/settings.sessions.ts", [
    route(":id", "routes/settings/api/settings.sessions.$id.ts"),
  ]),
  route("api/settings/subscription", "routes/settings/api/settings.subscription.ts"),
  route("api/settings/tokens", "routes/settings/api/settings.tokens.ts", [
    route(":id", "routes/settings/api/settings.tokens.$id.ts"),
  ]),
  route("api/settings/account", "routes/settings/api/settings.account.ts"),
  route("api/settings/clear-data", "routes/settings/api/settings.clear-data.ts"),
  // the plan → list → pantry loop (docs/decisions/039-pantry-loop.md)
  route("meal-planner/shopping-list", "routes/pantry/meal-planner.shopping-list.tsx"),
  route("meal-planner/shopping-list/day", "routes/pantry/meal-planner.shopping-list.day.ts"),
  route("recipes/:id/shopping-list", "routes/pantry/recipes.$id.shopping-list.ts"),
  route("shopping-list/items/:id/to-pantry", "routes/pantry/shopping-list.items.$id.to-pantry.ts"),
  route("pantry/undo", "routes/pantry/pantry.undo.ts"),
  route("api/shopping-lists/generate", "routes/pantry/api/shopping-lists.generate.ts"),

  // admin
  route("admin", "routes/admin/admin.tsx", [
    index("routes/admin/admin._index.tsx"),
    route("features", "routes/admin/admin.features.tsx", [
      route(":id/delete", "routes/admin/admin.features.$id.delete.tsx"),
      route(":id/edit", "routes/admin/admin.features.$id.edit.tsx"),
      route("new", "routes/admin/admin.features.new.tsx"),
    ]),
    route("reports", "routes/admin/admin.reports.tsx"),
    route("users", "routes/admin/admin.users.tsx", [
      route(":id/delete", "routes/admin/admin.users.$id.delete.tsx"),
      route(":id/edit", "routes/admin/admin.users.$id.edit.tsx"),
      route("new", "routes/admin/admin.users.new.tsx"),
    ]),
  ]),
  route("api/admin/features", "routes/admin/api/admin.features.ts", [
    route(":id", "routes/admin/api/admin.features.$id.ts"),
  ]),
  route("api/admin/users", "routes/admin/api/admin.users.ts", [
    route(":id", "routes/admin/api/admin.users.$id.ts"),
  ]),
  route("api/features/:flag/check", "routes/admin/api/features.$flag.check.ts"),
] satisfies RouteConfig;
