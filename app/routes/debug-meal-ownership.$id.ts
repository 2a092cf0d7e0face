// GET /debug-meal-ownership/{id}: see api.debug-meal-ownership.$id.ts.
export { action, loader } from "./api.debug-meal-ownership.$id";
