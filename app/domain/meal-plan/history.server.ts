// The meal-history log as auditors read it (docs/product.md), in one import for routes and tests. Each
// job has its own file: what was asked (history-search.server.ts), reading the log through the events
// layer (history-reading.server.ts), the words (event-words.ts, shared with Meal Details) and the
// export records (history-export.ts). This one only re-exports.
export * from "./event-words";
export * from "./history-export";
export * from "./history-reading.server";
export * from "./history-search.server";
