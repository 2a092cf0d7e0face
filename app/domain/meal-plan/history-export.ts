// The history's export formats: one event as the plain record the CSV and JSON-lines downloads write
// (docs/decisions/011-exports.md). The words come from event-words.ts, as on the screen.
import type { EventMetadata, RecordedEvent } from "../../events/types";
import { mealIdOf, summarizeEvent, type TitlesAtEvent } from "./event-words";

/** Plain JSON of an event for the JSON-lines export (ids, ISO time, who, from where, what). */
export function eventRecord(event: RecordedEvent, titles?: TitlesAtEvent) {
  const meta = event.metadata as Partial<EventMetadata>;
  return {
    position: event.globalPosition,
    household_sequence: event.householdSequence,
    recorded_at: new Date(event.recordedAt).toISOString(),
    household_id: event.householdId,
    stream_id: event.streamId,
    stream_version: event.streamVersion,
    meal_id: mealIdOf(event),
    event_type: event.type,
    actor_user_id: meta?.actor?.userId ?? null,
    actor_name: meta?.actor?.name ?? null,
    source: meta?.source ?? null,
    request_id: meta?.requestId ?? null,
    summary: summarizeEvent(event, titles),
    data: event.data,
    previous_hash: event.previousHash,
    hash: event.hash,
  };
}
