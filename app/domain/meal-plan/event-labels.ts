// The words for an event's source and a meal's nutrition source, apart from the renderer
// (event-words.ts) so a page's component can show them without the event schemas in its bundle.
import type { EventSource } from "../../events/types";

export const SOURCE_LABELS: Record<EventSource, string> = {
  web: "web form",
  api: "API token",
  ai: "assistant",
  system: "system",
};

/**
 * Meal Details names the source in brackets after the person ('Anna (API)'); the log and the exports
 * say 'via API token'. Both wordings are asserted by tests today (issue 12 asks for one): pick one, then
 * drop this table.
 */
export const SHORT_SOURCE_LABELS: Record<EventSource, string> = { ...SOURCE_LABELS, api: "API" };

export const NUTRITION_SOURCE_LABELS: Record<string, string> = {
  manual: "Manually entered",
  ai: "AI calculated",
  computed: "From the recipe",
};
