// The words for an event's source and a meal's nutrition source, apart from the renderer
// (event-words.ts) so a page's component can show them without the event schemas in its bundle.
import type { EventSource } from "../../events/types";

/** The one name of each source, in the log ('Anna via API token') and on Meal Details ('Anna (API token)'). */
export const SOURCE_LABELS: Record<EventSource, string> = {
  web: "web form",
  api: "API token",
  ai: "assistant",
  system: "system",
};

export const NUTRITION_SOURCE_LABELS: Record<string, string> = {
  manual: "Manually entered",
  ai: "AI calculated",
  computed: "From the recipe",
};
