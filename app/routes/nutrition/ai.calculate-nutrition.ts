// POST /ai/calculate-nutrition: the same call as /api/ai/calculate-nutrition (the spec shows it without /api).
export { action, loader } from "~/routes/nutrition/api/ai.calculate-nutrition";
