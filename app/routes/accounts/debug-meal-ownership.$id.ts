// GET /debug-meal-ownership/{id}: see api.debug-meal-ownership.$id.ts.
export { action, loader } from "~/routes/accounts/api/debug-meal-ownership.$id";
