// The meal plan's use cases in one import, for routes and tests: the commands
// (meal-commands.server.ts), the queries (meal-queries.server.ts) and the mapping from a page's or the
// API's input to a command (meal-requests.server.ts). Each file does one job; this one only re-exports.
export * from "./meal-commands.server";
export * from "./meal-queries.server";
export * from "./meal-requests.server";
